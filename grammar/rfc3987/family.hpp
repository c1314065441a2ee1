// The rfc3987 family (grammar/families.hpp): RFC 3987 §2.2's rules, here,
// and RFC 3986 §4.1's URI-reference, in grammar/rfc3986/, which uses them.
#pragma once

// Included by grammar/families.hpp only (tests/layers/layers.py), after
// <iri/grammars.hpp>.
#include "grammar/rfc3986/uri.hpp"
#include "grammar/rfc3987/characters.hpp"
#include "grammar/rfc3987/host.hpp"
#include "grammar/rfc3987/iri.hpp"
#include "grammar/rfc3987/path.hpp"

// The entry points: X(enumerator of iri::entry, the X3 rule it runs, its
// ABNF name). RFC 3987 §2.2: "IRI-reference = IRI / irelative-ref", and
// the rules it is made of; the first is parse()'s default.
#define IRI_RFC3987_ENTRIES(X)                                   \
    X(IRI_reference, rfc3987::IRI_reference, "IRI-reference")    \
    X(IRI, rfc3987::IRI, "IRI")                                  \
    X(absolute_IRI, rfc3987::absolute_IRI, "absolute-IRI")       \
    X(irelative_ref, rfc3987::irelative_ref, "irelative-ref")
// RFC 3986 §4.1's URI-reference.
#define IRI_RFC3986_ENTRIES(X) X(URI_reference, rfc3986::URI_reference, "URI-reference")
#define IRI_FAMILY_ENTRIES_rfc3987(X) IRI_RFC3987_ENTRIES(X) IRI_RFC3986_ENTRIES(X)

// The production table: group by group, each in the order of its list (the
// table is sorted into the .abnf files' order).
#define IRI_RFC3987_PRODUCTION_(name, abnf_name, section, behaviour) IRI_PRODUCTION_ROW(rfc3987::name, section)
#define IRI_RFC3986_PRODUCTION_(name, abnf_name, section, behaviour) IRI_PRODUCTION_ROW(rfc3986::name, section)
#define IRI_FAMILY_PRODUCTIONS_rfc3987                                                                  \
    IRI_RFC3987_IRI_RULES(IRI_RFC3987_PRODUCTION_) IRI_RFC3987_HOST_RULES(IRI_RFC3987_PRODUCTION_)     \
        IRI_RFC3987_PATH_RULES(IRI_RFC3987_PRODUCTION_) IRI_RFC3987_CHARACTER_RULES(IRI_RFC3987_PRODUCTION_) \
            IRI_RFC3986_URI_RULES(IRI_RFC3986_PRODUCTION_)

namespace iri::grammar::rfc3987 {

inline constexpr std::string_view rfc3987_files[] = {"grammar/rfc3987/rfc3987.abnf"};
inline constexpr entry_point rfc3987_entries[] = {IRI_RFC3987_ENTRIES(IRI_ENTRY_POINT)};

// rfc3986-uri.abnf takes ALPHA, pct-encoded, ... from rfc3987.abnf (the
// same rules in both RFCs), so it is read after it.
inline constexpr std::string_view rfc3986_files[] = {"grammar/rfc3987/rfc3987.abnf",
                                                     "grammar/rfc3986/rfc3986-uri.abnf"};
inline constexpr entry_point rfc3986_entries[] = {IRI_RFC3986_ENTRIES(IRI_ENTRY_POINT)};

inline constexpr grammar_description grammars[] = {
    {"rfc3987", grammar_name::rfc3987, "RFC 3987 §2.2 IRI-reference", rfc3987_files, rfc3987_entries, true},
    // §4.1 concerns the IRI rules of rfc3987.abnf, which this grammar reads
    // too; URI-reference is ASCII and cannot hold a bidi formatting character.
    {"rfc3986", grammar_name::rfc3987, "RFC 3986 §4.1 URI-reference", rfc3986_files, rfc3986_entries, true},
};

}  // namespace iri::grammar::rfc3987
