// The registry of the project's grammar families (<iri/grammars.hpp>): the
// one table the tool, the site, the playground and the ABNF engine read.
#include <iri/grammars.hpp>

namespace iri {
namespace {

// RFC 3987 §2.2: "IRI-reference = IRI / irelative-ref", and the rules it
// is made of.
constexpr std::string_view rfc3987_files[] = {"grammar/rfc3987/rfc3987.abnf"};
constexpr entry_point rfc3987_entries[] = {
    {"IRI-reference", entry::IRI_reference},
    {"IRI", entry::IRI},
    {"absolute-IRI", entry::absolute_IRI},
    {"irelative-ref", entry::irelative_ref},
};

// RFC 3986 §4.1's URI-reference: rfc3986-uri.abnf takes ALPHA,
// pct-encoded, ... from rfc3987.abnf (the same rules in both RFCs), so it
// is read after it.
constexpr std::string_view rfc3986_files[] = {"grammar/rfc3987/rfc3987.abnf", "grammar/rfc3986/rfc3986-uri.abnf"};
constexpr entry_point rfc3986_entries[] = {
    {"URI-reference", entry::URI_reference},
};

// draft-duerst-iri-01 §2.2 (July 2002, docs/history.md): RFC 2396's
// structure, whose names differ from RFC 3987's but for IRI-reference.
constexpr std::string_view draft01_files[] = {"grammar/draft01/draft-duerst-iri-01.abnf"};
constexpr entry_point draft01_entries[] = {
    {"IRI-reference", entry::draft01_IRI_reference},
    {"absoluteIRI", entry::draft01_absoluteIRI},
    {"relativeIRI", entry::draft01_relativeIRI},
};

// The order is the tool's: its lists and its messages name them so.
constexpr grammar_description table[] = {
    {"rfc3987", grammar_name::rfc3987, "RFC 3987 §2.2 IRI-reference", rfc3987_files, rfc3987_entries, true},
    // §4.1 concerns the IRI rules of rfc3987.abnf, which this grammar reads
    // too; URI-reference is ASCII and cannot hold a bidi formatting character.
    {"rfc3986", grammar_name::rfc3987, "RFC 3986 §4.1 URI-reference", rfc3986_files, rfc3986_entries, true},
    {"draft-01", grammar_name::draft01, "draft-duerst-iri-01 §2.2 IRI-reference (2002)", draft01_files, draft01_entries,
     false},
};

}  // namespace

std::span<grammar_description const> grammars() noexcept { return table; }

grammar_description const* find_grammar(std::string_view name) noexcept {
    for (grammar_description const& g : table)
        if (g.name == name) return &g;
    return nullptr;
}

grammar_description const& grammar_of_entry(entry e) noexcept {
    for (grammar_description const& g : table)
        for (entry_point const& point : g.entries)
            if (point.start == e) return g;
    return table[0];  // a value outside the enumeration: the default grammar
}

std::optional<entry> find_entry(grammar_description const& g, std::string_view rule) noexcept {
    for (entry_point const& point : g.entries)
        if (point.rule == rule) return point.start;
    return std::nullopt;
}

std::optional<entry> find_entry(grammar_name family, std::string_view rule) noexcept {
    for (grammar_description const& g : table)
        if (g.family == family)
            if (std::optional<entry> e = find_entry(g, rule)) return e;
    return std::nullopt;
}

}  // namespace iri
