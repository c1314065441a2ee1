// libFuzzer target: iri::prepare and iri::prepare_each, text a person typed
// or pasted made into IRI references (draft-ietf-iri-3987bis, RFC 3987
// §7.2), checked against what callers rely on:
//
// - a success is an IRI-reference, and prepare leaves it as it is
//   (idempotence); an IRI-reference given is returned unchanged;
// - a failure is the parser's verdict on the prepared text (a parse error
//   code, a production, a message);
// - leading and trailing SP, CR, LF, TAB do not matter (step 1); removing
//   inner spaces is preparing the text without them (step 2);
// - the UTF-16 and UTF-32 forms of the same text (the input's bytes read as
//   code units) give the same answer as its UTF-8 form, or
//   errc::invalid_unicode_string at the first unpaired surrogate or value
//   beyond U+10FFFF;
// - ISO-8859-1 input (every byte a character) gives the answer of its
//   UTF-8 form (step 3: Latin-1 has no combining marks, so NFC changes
//   nothing);
// - prepare_each prepares each run of non-space characters on its own.
#include "fuzz/check.hpp"
#include "fuzz/unicode.hpp"

#include <iri/iri.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

bool is_whitespace(char c) { return c == ' ' || c == '\r' || c == '\n' || c == '\t'; }

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && is_whitespace(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_whitespace(text.back())) text.remove_suffix(1);
    return text;
}

bool is_surrogate(char32_t c) { return c >= 0xD800 && c <= 0xDFFF; }

bool same(iri::text_result const& a, iri::text_result const& b) {
    if (a.ok() != b.ok()) return false;
    return a.ok() ? a.value() == b.value() : iri_fuzz::same_diagnostic(a.error(), b.error());
}

bool is_parse_error(iri::errc code) {
    switch (code) {
        case iri::errc::invalid_utf8:
        case iri::errc::invalid_percent_encoding:
        case iri::errc::disallowed_character:
        case iri::errc::private_use_outside_iquery:
        case iri::errc::bidi_formatting_character:
        case iri::errc::unexpected_character:
        case iri::errc::unexpected_end_of_input: return true;
        default: return false;
    }
}

void check_result(iri::text_result const& r, std::optional<iri::errc> also = std::nullopt) {
    if (r.ok()) {
        IRI_FUZZ_CHECK(iri::is_valid(r.value()));
        iri::text_result const again = iri::prepare(r.value());
        IRI_FUZZ_CHECK(again.ok() && again.value() == r.value());
        return;
    }
    iri::diagnostic const& e = r.error();
    IRI_FUZZ_CHECK(is_parse_error(e.code) || e.code == also);
    if (!is_parse_error(e.code)) return;
    IRI_FUZZ_CHECK(e.offset <= e.byte_offset && !e.production.empty() && !e.message().empty());
}

// The input's bytes as code units, little-endian; a last partial unit goes.
template <typename Unit>
std::basic_string<Unit> code_units(std::string_view text) {
    std::basic_string<Unit> units(text.size() / sizeof(Unit), Unit{});
    for (std::size_t i = 0; i < units.size(); ++i) {
        char32_t u = 0;
        for (std::size_t b = 0; b < sizeof(Unit); ++b)
            u |= static_cast<char32_t>(static_cast<unsigned char>(text[i * sizeof(Unit) + b])) << (8 * b);
        units[i] = static_cast<Unit>(u);
    }
    return units;
}

// UTF-16 to UTF-8, or the index of the first unpaired surrogate.
std::optional<std::string> from_utf16(std::u16string_view units, std::size_t& bad) {
    std::string out;
    for (std::size_t i = 0; i < units.size(); ++i) {
        char32_t c = units[i];
        if (c >= 0xD800 && c <= 0xDBFF && i + 1 < units.size() && units[i + 1] >= 0xDC00 && units[i + 1] <= 0xDFFF) {
            c = 0x10000 + ((c - 0xD800) << 10) + (units[i + 1] - 0xDC00);
            ++i;
        } else if (is_surrogate(c)) {
            bad = i;
            return std::nullopt;
        }
        iri_fuzz::append_utf8(out, c);
    }
    return out;
}

std::optional<std::string> from_utf32(std::u32string_view units, std::size_t& bad) {
    std::string out;
    for (std::size_t i = 0; i < units.size(); ++i) {
        if (units[i] > 0x10FFFF || is_surrogate(units[i])) {
            bad = i;
            return std::nullopt;
        }
        iri_fuzz::append_utf8(out, units[i]);
    }
    return out;
}

void check_wide(iri::text_result const& wide, std::optional<std::string> const& utf8, std::size_t bad) {
    if (!utf8) {
        IRI_FUZZ_CHECK(!wide.ok() && wide.error().code == iri::errc::invalid_unicode_string);
        IRI_FUZZ_CHECK(wide.error().byte_offset == bad && wide.error().offset == bad);
        return;
    }
    IRI_FUZZ_CHECK(same(wide, iri::prepare(*utf8)));
}

void check(std::string_view text) {
    iri::text_result const r = iri::prepare(text);
    check_result(r);
    if (iri::is_valid(text)) IRI_FUZZ_CHECK(r.ok() && r.value() == text);

    // Step 1: the ends do not matter.
    IRI_FUZZ_CHECK(same(iri::prepare(" \t" + std::string(text) + "\r\n "), r));

    // Step 2: removing inner spaces is preparing the text without them.
    iri::prepare_options remove;
    remove.spaces = iri::inner_spaces::remove;
    iri::text_result const removed = iri::prepare(text, remove);
    check_result(removed);
    std::string without_spaces;
    for (char const c : trimmed(text))
        if (c != ' ') without_spaces += c;
    IRI_FUZZ_CHECK(same(removed, iri::prepare(without_spaces)));

    // The same text in UTF-16 and UTF-32. (`bad` is read after the call
    // that sets it: the order in which arguments are evaluated is not.)
    std::size_t bad = 0;
    std::u16string const utf16 = code_units<char16_t>(text);
    std::optional<std::string> const from16 = from_utf16(utf16, bad);
    check_wide(iri::prepare(std::u16string_view(utf16)), from16, bad);
    std::u32string const utf32 = code_units<char32_t>(text);
    std::optional<std::string> const from32 = from_utf32(utf32, bad);
    check_wide(iri::prepare(std::u32string_view(utf32)), from32, bad);

    // Step 3: Latin-1, every byte a character.
    iri::prepare_options latin1;
    latin1.from_charset = "iso-8859-1";
    iri::text_result const converted = iri::prepare(text, latin1);
    check_result(converted);
    std::string as_utf8;
    for (char const c : text) iri_fuzz::append_utf8(as_utf8, static_cast<unsigned char>(c));
    IRI_FUZZ_CHECK(same(converted, iri::prepare(as_utf8)));

    // Lists: each run between U+0020s alone (the draft's section 4 step 2),
    // but for a run of nothing but TAB, CR and LF, which is no reference.
    std::vector<iri::text_result> const each = iri::prepare_each(text);
    std::size_t k = 0;
    for (std::size_t i = 0; i < text.size();) {
        while (i < text.size() && text[i] == ' ') ++i;
        std::size_t const start = i;
        while (i < text.size() && text[i] != ' ') ++i;
        std::string_view const piece = text.substr(start, i - start);
        if (piece.find_first_not_of("\t\r\n") == std::string_view::npos) continue;
        IRI_FUZZ_CHECK(k < each.size() && same(each[k], iri::prepare(piece)));
        ++k;
    }
    IRI_FUZZ_CHECK(k == each.size());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    return iri_fuzz::run(data, size, check);
}
