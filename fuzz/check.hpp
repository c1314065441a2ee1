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
#include <string_view>

namespace iri_fuzz {

// The input being checked, for the report of a failed check.
inline std::string_view current_input;

// Prints what failed and the input, escaped, then aborts: libFuzzer saves
// the input as a crash, the replay test fails.
[[noreturn]] inline void fail(char const* what, char const* file, int line) noexcept {
    std::fprintf(stderr, "%s:%d: invariant failed: %s\ninput (%zu bytes): \"", file, line, what,
                 current_input.size());
    for (char const c : current_input) {
        auto const b = static_cast<unsigned char>(c);
        if (b >= 0x20 && b < 0x7F && b != '"' && b != '\\') std::fputc(b, stderr);
        else std::fprintf(stderr, "\\x%02X", b);
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

}  // namespace iri_fuzz

// A check that holds whatever the build type (assert() is off in Release).
#define IRI_FUZZ_CHECK(condition) \
    ((condition) ? static_cast<void>(0) : ::iri_fuzz::fail(#condition, __FILE__, __LINE__))
