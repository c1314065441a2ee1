// The draft01 family (grammar/families.hpp): draft-duerst-iri-01 §2.2
// (July 2002, docs/history.md), RFC 2396's structure, whose names differ
// from RFC 3987's but for IRI-reference.
#pragma once

// Included by grammar/families.hpp only (tests/layers/layers.py), after
// <iri/grammars.hpp>.
#include "grammar/draft01/rules.hpp"

// The entry points: X(enumerator of iri::entry, the X3 rule it runs, its
// ABNF name).
#define IRI_FAMILY_ENTRIES_draft01(X)                                  \
    X(draft01_IRI_reference, draft01::IRI_reference, "IRI-reference") \
    X(draft01_absoluteIRI, draft01::absoluteIRI, "absoluteIRI")        \
    X(draft01_relativeIRI, draft01::relativeIRI, "relativeIRI")

// The production table, in the order of the list, which is the .abnf file's.
#define IRI_DRAFT01_PRODUCTION_(name, abnf_name, section, behaviour) IRI_PRODUCTION_ROW(draft01::name, section)
#define IRI_FAMILY_PRODUCTIONS_draft01 IRI_DRAFT01_RULES(IRI_DRAFT01_PRODUCTION_)

namespace iri::grammar::draft01 {

inline constexpr std::string_view files[] = {"grammar/draft01/draft-duerst-iri-01.abnf"};
inline constexpr entry_point entries[] = {IRI_FAMILY_ENTRIES_draft01(IRI_ENTRY_POINT)};

inline constexpr grammar_description grammars[] = {
    {"draft-01", grammar_name::draft01, "draft-duerst-iri-01 §2.2 IRI-reference (2002)", files, entries, false},
};

}  // namespace iri::grammar::draft01
