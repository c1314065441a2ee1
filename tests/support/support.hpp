// Helpers shared by the test files: building inputs, checking one production
// against tables, checking a full parse component by component, checking a
// diagnostic. Plain functions, defined once in support.cpp, so that each test
// file stays cheap to compile.
#pragma once

#include <iri/iri.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace test {

using strings = std::vector<std::string>;

// The rounds a randomized oracle test runs: `full` in the default build, a
// quarter where each input costs several times more: a sanitizer build
// (IRI_SANITIZE) and the libc++ build of .ci/portability.sh, compiled at
// -O0 (tests/libcxx.cmake); both define IRI_TESTS_FEWER_ROUNDS. The default
// build, which CI runs first, checks every round against the ABNF; the
// others look for memory errors, undefined behaviour or a dependence on
// libstdc++, which a quarter of the rounds still drives through every rule.
constexpr std::size_t oracle_rounds(std::size_t full) {
#ifdef IRI_TESTS_FEWER_ROUNDS
    return full / 4;
#else
    return full;
#endif
}

// The step of a test that walks a whole range (every code point): each
// element in the default build, every fourth where oracle_rounds runs a
// quarter of its rounds, for the same reasons.
constexpr std::size_t exhaustive_step() {
#ifdef IRI_TESTS_FEWER_ROUNDS
    return 4;
#else
    return 1;
#endif
}

// Every entry point of the public API.
inline constexpr iri::entry all_entries[] = {
    iri::entry::IRI_reference, iri::entry::IRI,           iri::entry::absolute_IRI,
    iri::entry::irelative_ref, iri::entry::URI_reference,
};

// The UTF-8 form of `cp`, using the generic 1- to 4-byte patterns for any
// value below 2^21, so that surrogates (U+D800 -> ED A0 80) and values beyond
// U+10FFFF (U+110000 -> F4 90 80 80) come out as the invalid byte strings a
// careless encoder would produce.
std::string utf8(char32_t cp);

// `unit` repeated until the result holds at least `bytes` bytes.
std::string repeat(std::string_view unit, std::size_t bytes);

// Printable form for test output: bytes outside printable ASCII as \xHH.
std::string escaped(std::string_view text);

// For every input: find_production(name)->matches() accepts it or rejects it
// as the table says. Fails (does not crash) when the production is missing.
// Each input is also fed to every entry point to check is_valid == parse.ok.
void check_production(std::string_view name, strings const& accepted, strings const& rejected);

// is_valid(text, e) == parse(text, e).ok() for every entry point.
void check_validity_agrees(std::string_view text);

// A successful parse: the view borrows `text`, every component lies inside
// it, in order, and recomposing the components (RFC 3986 §5.3) gives `text`
// back byte for byte.
void check_invariants(std::string_view text, iri::reference_view const& v);

// What a successful parse must report. Absent optional = component absent;
// "" = present but empty.
struct parts {
    std::optional<std::string_view> scheme;
    std::optional<std::string_view> userinfo;
    std::optional<std::string_view> host;
    std::optional<std::string_view> port;
    std::string_view path;
    std::optional<std::string_view> query;
    std::optional<std::string_view> fragment;
    iri::host_kind host_type = iri::host_kind::none;
    iri::path_kind path_type = iri::path_kind::empty;
    iri::reference_kind kind = iri::reference_kind::relative;
};

// parse(text, e) succeeds with exactly these components, and the invariants
// above hold.
void check_parts(std::string_view text, parts const& want, iri::entry e = iri::entry::IRI_reference);

// Parses `text` as `e` and requires success (plus invariants).
void check_valid(std::string_view text, iri::entry e = iri::entry::IRI_reference);
// Requires failure (and is_valid agreeing).
void check_invalid(std::string_view text, iri::entry e = iri::entry::IRI_reference);

// What a failed parse must report.
struct failure {
    iri::errc code = iri::errc::ok;
    std::size_t byte_offset = 0;
    std::size_t offset = 0;  // in code points
    std::optional<char32_t> code_point;  // nullopt: has_code_point must be false
    std::optional<unsigned char> byte = std::nullopt;  // for invalid_utf8: the offending byte
    std::string_view production = {};  // checked only when non-empty
};

// parse(text, e) fails with this diagnostic; is_valid agrees; the production
// is named and message() is a non-empty sentence that mentions it.
void check_failure(std::string_view text, failure const& want, iri::entry e = iri::entry::IRI_reference);

}  // namespace test
