// libFuzzer target: iri::normalize and iri::compare (RFC 3987 §5.3), at the
// syntax and scheme rungs, with and without NFC, checked against what
// callers rely on:
//
// - normalize fails exactly when the input is not an IRI-reference, with
//   the parser's diagnostic; at the string rung it returns any bytes as
//   they are;
// - the output is an IRI-reference that creates no scheme and no authority
//   (nor drops one), keeps the query and fragment, writes the scheme in
//   lowercase, and (RFC 3986 §5.2.4, §6.2.2.3) holds no dot segment where
//   resolution would have removed them: in an IRI or an absolute path;
// - it is idempotent, and normalize_into agrees with it (at the scheme
//   rung too, with the rules of the schemes' own grammars: seeds
//   norm-scheme-urn, -data, -file);
// - the ladder holds: the scheme rung of x is the scheme rung of x's syntax
//   rung (which compare() relies on: equal at a rung, equal above it), and
//   compare() finds x equivalent to its normal form at the rung asked.
#include "fuzz/check.hpp"
#include "fuzz/reference_checks.hpp"

#include <iri/iri.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace {

std::string lowercase(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c | 0x20);
    return out;
}

// One rung, with or without NFC. Returns the normal form, or nothing when
// the input is invalid.
std::optional<std::string> check_rung(std::string_view text, iri::parse_result const& in,
                                      iri::normalize_options options) {
    iri::text_result const r = iri::normalize(text, options);
    if (!in.ok()) {
        IRI_FUZZ_CHECK(!r.ok());
        iri_fuzz::check_diagnostic(r.error(), text);
        IRI_FUZZ_CHECK(iri_fuzz::same_diagnostic(r.error(), in.error()));
        return std::nullopt;
    }
    IRI_FUZZ_CHECK(r.ok());
    std::string const& normal = r.value();

    std::string reused = "left over from an earlier call, to be replaced";
    IRI_FUZZ_CHECK(iri::normalize_into(in.value(), reused, options) == iri::errc::ok);
    IRI_FUZZ_CHECK(reused == normal);

    iri::parse_result const out = iri::parse(normal);
    IRI_FUZZ_CHECK(out.ok());
    iri::reference_view const& a = in.value();
    iri::reference_view const& b = out.value();
    IRI_FUZZ_CHECK(b.kind() == a.kind());
    IRI_FUZZ_CHECK(b.has_authority() == a.has_authority());
    IRI_FUZZ_CHECK(b.userinfo().has_value() == a.userinfo().has_value());
    IRI_FUZZ_CHECK(b.query().has_value() == a.query().has_value());
    IRI_FUZZ_CHECK(b.fragment().has_value() == a.fragment().has_value());
    if (a.scheme()) IRI_FUZZ_CHECK(b.scheme() == lowercase(*a.scheme()));
    // The scheme rung drops a port that is empty or the default one.
    if (options.level == iri::comparison_level::syntax)
        IRI_FUZZ_CHECK(b.port() == a.port());
    else if (b.port())
        IRI_FUZZ_CHECK(a.port().has_value());
    if (a.scheme() || a.path().starts_with('/')) iri_fuzz::check_no_dot_segments(b);

    iri::text_result const again = iri::normalize(normal, options);
    IRI_FUZZ_CHECK(again.ok() && again.value() == normal);

    iri::comparison const same = iri::compare(text, normal, options);
    IRI_FUZZ_CHECK(same.equivalent && same.level && *same.level <= options.level);
    IRI_FUZZ_CHECK(same.invalid_input == 0 && same.error.code == iri::errc::ok);
    return normal;
}

void check(std::string_view text) {
    // §5.3.1: the string rung is the bytes themselves.
    iri::text_result const string = iri::normalize(text, {.level = iri::comparison_level::string, .nfc = false});
    IRI_FUZZ_CHECK(string.ok() && string.value() == text);
    iri::comparison const self = iri::compare(text, text, {.level = iri::comparison_level::string, .nfc = false});
    IRI_FUZZ_CHECK(self.equivalent && self.level == iri::comparison_level::string);

    iri::parse_result const in = iri::parse(text);
    for (bool const nfc : {false, true}) {
        auto const syntax = check_rung(text, in, {.level = iri::comparison_level::syntax, .nfc = nfc});
        auto const scheme = check_rung(text, in, {.level = iri::comparison_level::scheme, .nfc = nfc});
        if (!syntax) continue;
        iri::text_result const ladder = iri::normalize(*syntax, {.level = iri::comparison_level::scheme, .nfc = nfc});
        IRI_FUZZ_CHECK(ladder.ok() && ladder.value() == *scheme);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    return iri_fuzz::run(data, size, check);
}
