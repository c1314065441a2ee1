// Running an entry point of the grammar in a given context.
#pragma once

#include "grammar/config.hpp"
#include "grammar/families.hpp"

#include <iri/parse.hpp>

namespace iri::grammar {

// Runs the entry rule from `first`; on success `first` is where it stopped,
// which the caller compares with the end of the input: every entry point is
// anchored there (a match of a prefix is no match).
template <typename Context>
bool run_entry(entry start, iterator_type& first, iterator_type last, Context const& context) {
    // IRI-reference, the default of every entry point, is one test away
    // rather than behind the switch's jump table.
    if (start == entry::IRI_reference)
        return rfc3987::IRI_reference.parse(first, last, context, x3::unused, x3::unused);
    // One case per entry point of every family (its family.hpp's
    // IRI_FAMILY_ENTRIES list): the compiler's -Wswitch names an enumerator
    // of <iri/parse.hpp> that no family lists.
#define IRI_ENTRY_CASE_(enumerator, rule, abnf_name) \
    case entry::enumerator: return rule.parse(first, last, context, x3::unused, x3::unused);
#define IRI_FAMILY_ENTRY_CASES_(family, ...) IRI_FAMILY_ENTRIES_##family(IRI_ENTRY_CASE_)
    switch (start) { IRI_GRAMMAR_FAMILIES(IRI_FAMILY_ENTRY_CASES_) }
#undef IRI_FAMILY_ENTRY_CASES_
#undef IRI_ENTRY_CASE_
    return false;
}

}  // namespace iri::grammar
