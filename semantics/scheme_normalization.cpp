// Scheme-specific rules of the scheme rung, each from its scheme's RFC.
//
// A rule that needs a scheme's components runs only when
// parse_scheme_specific says the reference is valid: an invalid one has
// no components to trust, and is left as the generic rung wrote it. A
// scheme whose grammar is not (yet) here is `unknown`: rules on its
// components wait for the grammar, rules on generic components (file's
// host) apply.
#include "semantics/scheme_normalization.hpp"
#include "semantics/span_text.hpp"

#include <iri/parse.hpp>
#include <iri/scheme_specific.hpp>

#include "grammar/schemes/scheme_grammar.hpp"

#include <new>
#include <span>
#include <vector>

namespace iri::semantics {
namespace {

char ascii_lower(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + ('a' - 'A')) : c; }

// Lowercases the ASCII letters of text[where], except the hex digits of
// "%hh", which the syntax rung has written in uppercase (RFC 3986 §6.2.2.1).
void lowercase(std::string& text, span where) noexcept {
    for (std::size_t i = where.offset; i < where.offset + where.length; ++i) {
        if (text[i] == '%') {
            i += 2;
            continue;
        }
        text[i] = ascii_lower(text[i]);
    }
}

using grammar::schemes::scheme_case_rules;

// The components of `scheme` (lowercase) that its RFC calls
// case-insensitive, as its grammar lists them (grammar/schemes/); null for
// a scheme without a grammar or without such components.
scheme_case_rules const* find_case_rules(std::string_view scheme) noexcept {
    grammar::schemes::scheme_grammar const* const g = grammar::schemes::find_builtin_grammar(scheme);
    return g != nullptr ? g->case_rules : nullptr;
}

// Every component of a valid reference, not only those its result lists
// (scheme_result::max_components): a rule of the scheme holds for all of
// them, the twelfth address's domain as the first's.
std::vector<scheme_component> every_component(reference_view const& ref, scheme_result const& parsed) {
    std::vector<scheme_component> all;
    if (!grammar::schemes::every_component(ref, parsed, all)) throw std::bad_alloc();
    return all;
}

// The case-insensitive components of a valid reference, to lowercase.
void lowercase_components(std::span<scheme_component const> all, scheme_case_rules const& rules,
                          std::string& out) noexcept {
    for (scheme_component const& c : all)
        for (std::string_view name : rules.case_insensitive)
            if (!name.empty() && c.name == name) lowercase(out, c.where);
}

// RFC 8089 §2: file-auth = "localhost" / host, and "localhost" is the
// machine the URI is interpreted on, as an empty authority ("file:///x")
// is: "file://localhost/x" becomes "file:///x". The syntax rung has
// lowercased the host. Only a bare host: RFC 8089 has no userinfo or port.
void file_localhost(reference_view const& ref, std::string& out) {
    components const& c = ref.parts();
    if (!c.authority.present || c.userinfo.present || c.port.present || c.host_type != host_kind::reg_name) return;
    if (text_of(ref, c.host) != "localhost") return;
    out.erase(c.host.offset, c.host.length);
}

}  // namespace

void apply_scheme_rules(std::string& normalized) {
    parse_result const parsed = parse(normalized);
    if (!parsed || !parsed->scheme()) return;
    std::string_view const scheme = *parsed->scheme();  // lowercase since the syntax rung
    scheme_case_rules const* const rules = find_case_rules(scheme);
    if (rules == nullptr && scheme != "file") return;  // no grammar to run
    scheme_result const specific = parse_scheme_specific(parsed.value());
    if (specific.status() == scheme_status::invalid) return;
    if (rules != nullptr && specific.status() == scheme_status::valid)
        lowercase_components(every_component(parsed.value(), specific), *rules, normalized);
    if (scheme == "file") file_localhost(parsed.value(), normalized);
}

std::string_view equivalence_part(std::string_view normalized) noexcept {
    parse_result const parsed = parse(normalized);
    if (!parsed || !parsed->scheme()) return normalized;
    scheme_case_rules const* const rules = find_case_rules(*parsed->scheme());
    if (rules == nullptr || rules->equivalence_ends_with.empty()) return normalized;
    scheme_result const specific = parse_scheme_specific(parsed.value());
    if (specific.status() != scheme_status::valid) return normalized;
    // The listed components are the first in the order of the text: the
    // first of a name among them is its first. Past them, all of them.
    for (scheme_component const& c : specific.components())
        if (c.name == rules->equivalence_ends_with) return normalized.substr(0, c.where.offset + c.where.length);
    if (specific.omitted() == 0) return normalized;
    std::vector<scheme_component> all;
    if (!grammar::schemes::every_component(parsed.value(), specific, all)) return normalized;  // no memory: all of it
    for (scheme_component const& c : all)
        if (c.name == rules->equivalence_ends_with) return normalized.substr(0, c.where.offset + c.where.length);
    return normalized;
}

}  // namespace iri::semantics
