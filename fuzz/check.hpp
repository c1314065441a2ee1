// What every fuzz target shares: the input handed over in an exact-size heap
// buffer, a check that aborts with the input printed, no exception let out.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
#include <optional>
#include <string_view>
#include <utility>

#include <iri/ast.hpp>
#include <iri/error.hpp>

#include <string>

namespace iri_fuzz {

// The input being checked, for the report of a failed check.
inline std::string_view current_input;

// Prints what failed and the input, escaped, then aborts: libFuzzer saves
// the input as a crash, the replay test fails.
[[noreturn]] inline void fail(char const* what, char const* file, int line) noexcept {
    std::fprintf(stderr, "%s:%d: invariant failed: %s\ninput (%zu bytes): \"", file, line, what, current_input.size());
    for (char const c : current_input) {
        auto const b = static_cast<unsigned char>(c);
        if (b >= 0x20 && b < 0x7F && b != '"' && b != '\\')
            std::fputc(b, stderr);
        else
            std::fprintf(stderr, "\\x%02X", b);
    }
    std::fputs("\"\n", stderr);
    std::abort();
}

// Runs `check` on a copy of the input in a heap buffer of exactly its size,
// so that AddressSanitizer reports a read one byte past the end. An
// exception escaping is a finding like any other: the API promises none.
template <typename Check>
int run(std::uint8_t const* data, std::size_t size, Check&& check) noexcept {
    std::unique_ptr<char[]> const copy(new char[size]);
    if (size != 0) std::memcpy(copy.get(), data, size);
    std::string_view const text(copy.get(), size);
    current_input = text;
    try {
        check(text);
    } catch (std::exception const& e) {
        fail(e.what(), __FILE__, __LINE__);
    } catch (...) {
        fail("an exception escaped", __FILE__, __LINE__);
    }
    current_input = {};
    return 0;
}

// The two inputs of a two-input target (resolve: base and reference;
// relativize: base and target): the bytes before the first NUL and those
// after it. Without a NUL there is one input only, and the target pairs it
// with a fixed partner, so that every one-input seed reaches it too.
inline std::pair<std::string_view, std::optional<std::string_view>> split_at_nul(std::string_view text) noexcept {
    std::size_t const nul = text.find('\0');
    if (nul == std::string_view::npos) return {text, std::nullopt};
    return {text.substr(0, nul), text.substr(nul + 1)};
}

inline bool is_ascii(std::string_view text) noexcept {
    for (char const c : text)
        if (static_cast<unsigned char>(c) >= 0x80) return false;
    return true;
}

// The peers a target compares with, built in with -DIRI_FUZZ_PEERS=ON
// (fuzz/CMakeLists.txt): how many comparisons each made, for the replay's
// summary, which also fails when a peer built in was never consulted.
enum class peer { boost_url, uriparser };
inline std::size_t peer_comparisons[2] = {};
inline void compared_with(peer p) noexcept { ++peer_comparisons[static_cast<int>(p)]; }

}  // namespace iri_fuzz

// A check that holds whatever the build type (assert() is off in Release).
#define IRI_FUZZ_CHECK(condition) \
    ((condition) ? static_cast<void>(0) : ::iri_fuzz::fail(#condition, __FILE__, __LINE__))

namespace iri_fuzz {

// What every diagnostic a pass returns promises the user: it is an error,
// it points inside the text it is about (byte offset, and a code point
// offset not beyond it), names a production and says something.
inline void check_diagnostic(iri::diagnostic const& d, std::string_view about) {
    IRI_FUZZ_CHECK(d.code != iri::errc::ok && static_cast<bool>(d));
    IRI_FUZZ_CHECK(d.byte_offset <= about.size());
    IRI_FUZZ_CHECK(d.offset <= d.byte_offset);
    IRI_FUZZ_CHECK(!d.production.empty());
    IRI_FUZZ_CHECK(!iri::to_string(d.code).empty());
    IRI_FUZZ_CHECK(!d.message().empty());
}

// RFC 3986 §5.3's recomposition from the accessors: for any parse, the
// text it was parsed from, byte for byte.
inline std::string recomposed(iri::reference_view const& v) {
    std::string result;
    if (auto s = v.scheme()) result.append(*s).append(":");
    if (auto a = v.authority()) result.append("//").append(*a);
    result.append(v.path());
    if (auto q = v.query()) result.append("?").append(*q);
    if (auto f = v.fragment()) result.append("#").append(*f);
    return result;
}

// The same error at the same place: a pass that fails on invalid input
// hands over the parser's diagnostic unchanged.
inline bool same_diagnostic(iri::diagnostic const& a, iri::diagnostic const& b) noexcept {
    return a.code == b.code && a.byte_offset == b.byte_offset && a.offset == b.offset && a.production == b.production &&
           a.has_code_point == b.has_code_point && a.code_point == b.code_point && a.byte == b.byte;
}

}  // namespace iri_fuzz
