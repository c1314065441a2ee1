// Running an entry point of the grammar in a given context.
#pragma once

#include "grammar/config.hpp"
#include "grammar/draft01/rules.hpp"
#include "grammar/rfc3987/iri.hpp"
#include "grammar/rfc3986/uri.hpp"

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
    switch (start) {
        case entry::IRI_reference: return rfc3987::IRI_reference.parse(first, last, context, x3::unused, x3::unused);
        case entry::IRI: return rfc3987::IRI.parse(first, last, context, x3::unused, x3::unused);
        case entry::absolute_IRI: return rfc3987::absolute_IRI.parse(first, last, context, x3::unused, x3::unused);
        case entry::irelative_ref: return rfc3987::irelative_ref.parse(first, last, context, x3::unused, x3::unused);
        case entry::URI_reference: return rfc3986::URI_reference.parse(first, last, context, x3::unused, x3::unused);
        case entry::draft01_IRI_reference:
            return draft01::IRI_reference.parse(first, last, context, x3::unused, x3::unused);
        case entry::draft01_absoluteIRI:
            return draft01::absoluteIRI.parse(first, last, context, x3::unused, x3::unused);
        case entry::draft01_relativeIRI:
            return draft01::relativeIRI.parse(first, last, context, x3::unused, x3::unused);
    }
    return false;
}

}  // namespace iri::grammar
