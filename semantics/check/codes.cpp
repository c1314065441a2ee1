// The warning codes of <iri/check.hpp>: one row each, everything the
// library says about a code besides its messages. docs/checks.md lists the
// same codes with an example each; tests/semantics/check/codes.cpp keeps the
// two in step.
#include <iri/check.hpp>

#include <array>
#include <iterator>

namespace iri {
namespace {

struct facts {
    warning_code code;
    std::string_view name;
    check_family family;
    iri::severity severity;
    std::string_view section;
    std::string_view summary;
};

using enum warning_code;
constexpr auto bidi = check_family::bidi;
constexpr auto characters = check_family::characters;
constexpr auto percent = check_family::percent_encoding;
constexpr auto scheme = check_family::scheme;
constexpr auto info = severity::info;
constexpr auto warn = severity::warning;

constexpr facts table[] = {
    {bidi_mixed_direction, "bidi_mixed_direction", bidi, warn, "RFC 3987 §4.2",
     "a component mixes right-to-left and left-to-right characters"},
    {bidi_rtl_boundary, "bidi_rtl_boundary", bidi, warn, "RFC 3987 §4.2",
     "a component that uses right-to-left characters does not start and end with one"},
    {not_nfc, "not_nfc", characters, warn, "RFC 3987 §5.3.2.2", "a component is not in Unicode Normalization Form C"},
    {not_nfkc, "not_nfkc", characters, warn, "RFC 3987 §7.5",
     "a component holds compatibility characters: it is in NFC but not in NFKC"},
    {mixed_script, "mixed_script", characters, warn, "RFC 3987 §7.5",
     "a component mixes scripts, or digit sets, that UTS #39 does not allow together"},
    {confusable_with_ascii, "confusable_with_ascii", characters, warn, "RFC 3987 §8",
     "a component with non-ASCII characters looks like ASCII text"},
    {unassigned_code_point, "unassigned_code_point", characters, warn, "RFC 3987 §5.3.2.2",
     "a code point is unassigned in Unicode"},
    {delimiter_lookalike, "delimiter_lookalike", characters, warn, "RFC 3987 §8", "a character looks like a delimiter"},
    {lowercase_percent_hex, "lowercase_percent_hex", percent, warn, "RFC 3987 §5.3.2.1",
     "a percent-encoding has lowercase hex digits"},
    {needless_percent_encoding, "needless_percent_encoding", percent, warn, "RFC 3987 §5.3.2.3",
     "an unreserved character is percent-encoded"},
    {percent_not_utf8, "percent_not_utf8", percent, info, "RFC 3987 §6.4", "percent-encoded octets are not UTF-8"},
    {percent_overlong_utf8, "percent_overlong_utf8", percent, warn, "RFC 3987 §8",
     "percent-encoded octets are an overlong UTF-8 form"},
    {port_out_of_range, "port_out_of_range", scheme, warn, "RFC 3986 §3.2.3", "the port is beyond 65535"},
    {default_port, "default_port", scheme, warn, "RFC 3986 §3.2.3", "the port is the scheme's default"},
    {empty_port, "empty_port", scheme, warn, "RFC 3986 §3.2.3", "the port is empty"},
    {empty_host, "empty_host", scheme, warn, "RFC 9110 §4.2.1", "the scheme requires a host, and it is empty"},
    {host_fails_uts46, "host_fails_uts46", scheme, warn, "RFC 3987 §3.1",
     "the host of a DNS scheme is not a valid IDNA host name (UTS #46)"},
    {dot_segment, "dot_segment", scheme, warn, "RFC 3987 §5.3.2.4", "a dot segment stands where resolution removes it"},
    {bidi_control_character, "bidi_control_character", bidi, warn, "RFC 3987 §4.1",
     "an invisible character that changes how the IRI displays, one RFC 3987 §4.1's list does not name"},
    {scheme_syntax, "scheme_syntax", scheme, warn, "RFC 3986 §3.1",
     "the reference does not follow its scheme's own syntax (RFC 8141 for urn, RFC 2397 for data)"},
};

static_assert(std::size(table) == static_cast<std::size_t>(last_warning_code));

constexpr bool table_in_order() {
    for (std::size_t i = 0; i < std::size(table); ++i)
        if (static_cast<std::size_t>(table[i].code) != i + 1) return false;
    return true;
}
static_assert(table_in_order(), "one row per code, in numeric order, without gaps");

constexpr auto codes = [] {
    std::array<warning_code, std::size(table)> all{};
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = table[i].code;
    return all;
}();

// The codes of each family, by check_family's value (the driver asks for
// them on every call).
constexpr auto family_codes = [] {
    std::array<code_set, 4> sets{};
    for (facts const& row : table) sets[static_cast<std::size_t>(row.family)].insert(row.code);
    return sets;
}();

facts const* find(warning_code code) noexcept {
    auto const n = static_cast<std::size_t>(code);
    return n >= 1 && n <= std::size(table) ? &table[n - 1] : nullptr;
}

}  // namespace

std::string_view to_string(warning_code code) noexcept {
    facts const* f = find(code);
    return f ? f->name : "unknown";
}

std::string_view to_string(severity level) noexcept {
    switch (level) {
        case severity::info: return "info";
        case severity::warning: return "warning";
        case severity::error: return "error";
    }
    return "unknown";
}

std::string_view to_string(check_family f) noexcept {
    switch (f) {
        case check_family::bidi: return "bidi";
        case check_family::characters: return "characters";
        case check_family::percent_encoding: return "percent-encoding";
        case check_family::scheme: return "scheme";
    }
    return "unknown";
}

std::optional<warning_code> warning_code_from_string(std::string_view name) noexcept {
    for (facts const& f : table)
        if (f.name == name) return f.code;
    return std::nullopt;
}

std::span<warning_code const> warning_codes() noexcept { return codes; }

std::string_view section(warning_code code) noexcept {
    facts const* f = find(code);
    return f ? f->section : std::string_view{};
}

severity default_severity(warning_code code) noexcept {
    facts const* f = find(code);
    return f ? f->severity : severity::warning;
}

check_family family(warning_code code) noexcept {
    facts const* f = find(code);
    return f ? f->family : check_family::scheme;
}

std::string_view summary(warning_code code) noexcept {
    facts const* f = find(code);
    return f ? f->summary : std::string_view{};
}

code_set code_set::of(check_family f) noexcept {
    auto const n = static_cast<std::size_t>(f);
    return n < family_codes.size() ? family_codes[n] : code_set{};
}

}  // namespace iri
