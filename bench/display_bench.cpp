// iri_display_bench: bidi display (RFC 3987 §4.1), iri::display against
// ICU's ubidi, the implementation of UAX #9 it does not use
// (docs/bidi-display.md says why).
//
//   iri_display_bench --callgrind-one PEER FILE
//       one pass over the lines of FILE, for bench/callgrind.sh:
//         display   iri::display_into(line, buffer): validation, UAX #9, L3, L4
//         reorder   the same with reorder_only
//         icu       ubidi_setPara (left-to-right) + ubidi_writeReordered
//                   (UBIDI_DO_MIRRORING) after converting the line to
//                   UTF-16, and back to UTF-8: no validation
//         validate  iri::is_valid(line), the floor display stands on
//   iri_display_bench --families
//       hostile inputs at 64 KiB and 1 MiB, both peers side by side in one
//       run: nanoseconds per byte, and the 1 MiB figure over the 64 KiB one
//       (near 1 for linear time; about 16 for quadratic). Timed, so read
//       the ratios, not the absolute numbers (shared machines drift).
//   iri_display_bench --icu-conformance /usr/share/unicode/BidiCharacterTest.txt
//       the left-to-right cases of Unicode's conformance file through ICU's
//       ubidi: the lines whose levels differ (X9's "x" aside), and a count.
//       (iri's own implementation passes every case: ctest -R uba.)
//   iri_display_bench --write-families DIR
//       the same inputs as one-line files DIR/NAME-64KiB.txt and
//       DIR/NAME-1MiB.txt, for instruction counts that do not drift:
//         bench/callgrind.sh DIR/nested-bracket-pairs-1MiB.txt display
//       (with IRI_BENCH=build/bench/iri_display_bench).
#include "callgrind_result.hpp"
#include "corpus.hpp"

#include <iri/iri.hpp>

#include <unicode/ubidi.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/uvernum.h>

#include <valgrind/callgrind.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <utility>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

// ICU's whole path for one line; false when ICU fails.
bool icu_display(std::string_view line, std::u16string& units, std::u16string& visual, std::string& out) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = 0;
    units.resize(line.size() + 1);
    u_strFromUTF8(reinterpret_cast<UChar*>(units.data()), static_cast<int32_t>(units.size()), &length, line.data(),
                  static_cast<int32_t>(line.size()), &status);
    if (U_FAILURE(status)) return false;
    std::unique_ptr<UBiDi, void (*)(UBiDi*)> bidi(ubidi_open(), ubidi_close);
    ubidi_setPara(bidi.get(), reinterpret_cast<UChar const*>(units.data()), length, UBIDI_LTR, nullptr, &status);
    visual.resize(static_cast<std::size_t>(length) + 1);
    int32_t const written = ubidi_writeReordered(bidi.get(), reinterpret_cast<UChar*>(visual.data()),
                                                 static_cast<int32_t>(visual.size()), UBIDI_DO_MIRRORING, &status);
    if (U_FAILURE(status)) return false;
    out.resize(line.size() + 4);
    int32_t bytes = 0;
    u_strToUTF8(out.data(), static_cast<int32_t>(out.size()), &bytes, reinterpret_cast<UChar const*>(visual.data()),
                written, &status);
    out.resize(static_cast<std::size_t>(bytes));
    return U_SUCCESS(status);
}

int callgrind_one(std::string_view peer, char const* path) {
    auto corpus = iri_bench::load_corpus(path);
    if (!corpus) {
        std::fprintf(stderr, "iri_display_bench: cannot read %s\n", path);
        return 2;
    }
    std::string buffer;
    std::u16string units, visual;
    buffer.reserve(4096);
    std::size_t accepted = 0;
    iri::display_options const reorder{.reorder_only = true};
    CALLGRIND_START_INSTRUMENTATION;
    if (peer == "display") {
        for (std::string_view line : corpus->lines) accepted += iri::display_into(line, buffer) == iri::errc::ok;
    } else if (peer == "reorder") {
        for (std::string_view line : corpus->lines)
            accepted += iri::display_into(line, buffer, reorder) == iri::errc::ok;
    } else if (peer == "icu") {
        for (std::string_view line : corpus->lines) accepted += icu_display(line, units, visual, buffer);
    } else if (peer == "validate") {
        for (std::string_view line : corpus->lines) accepted += iri::is_valid(line);
    } else {
        std::fprintf(stderr, "iri_display_bench: unknown peer '%.*s'\n", static_cast<int>(peer.size()), peer.data());
        return 2;
    }
    CALLGRIND_STOP_INSTRUMENTATION;
    iri_bench::print_callgrind_result(peer, path, corpus->lines.size(), corpus->bytes, accepted);
    return 0;
}

// A valid IRI of about `size` bytes: prefix, then `unit` repeated over
// `share` percent of the body and `filler` over the rest, then suffix.
struct family {
    char const* name;
    std::string_view prefix, unit;
    std::size_t share;
    std::string_view filler, suffix;
};

#define ALEF "\xD7\x90"
constexpr family families[] = {
    {"Hebrew path", "http://h/", ALEF "b", 100, "", ""},
    // ICU keeps each pair resolved by N0 c inside an open pair, and visits
    // them all at every later strong character.
    {"nested bracket pairs", "http://h/a((", "(" ALEF ")", 100, "", "))"},
    {"pairs then letters", "http://h/a((", "(" ALEF ")", 25, "b", "))"},
    {"unclosed brackets", "http://h/" ALEF, "(", 100, "", ""},
    {"nested isolates (RLI)", "http://h/",
     "\xE2\x81\xA7"
     "a",
     100, "", ""},
    {"numbers and separators", "http://h/" ALEF, "1/", 100, "", ""},
};

std::string build(family const& f, std::size_t size) {
    std::string text(f.prefix);
    while (text.size() < size * f.share / 100) text += f.unit;
    while (text.size() < size) text += f.filler;
    text += f.suffix;
    return text;
}

template <typename F>
double nanoseconds_per_byte(std::string const& text, F&& run) {
    auto const start = std::chrono::steady_clock::now();
    run(text);
    std::chrono::duration<double, std::nano> const took = std::chrono::steady_clock::now() - start;
    return took.count() / static_cast<double>(text.size());
}

// "nested bracket pairs" -> "nested-bracket-pairs"
std::string file_name(char const* name) {
    std::string out;
    for (char const* p = name; *p != '\0'; ++p) {
        if (*p == '(' || *p == ')') continue;
        out += *p == ' ' ? '-' : *p;
    }
    return out;
}

int write_families(std::string const& dir) {
    for (family const& f : families) {
        for (auto [size, suffix] : {std::pair{64 * 1024, "64KiB"}, std::pair{1024 * 1024, "1MiB"}}) {
            std::string const path = dir + "/" + file_name(f.name) + "-" + suffix + ".txt";
            std::ofstream out(path, std::ios::binary);
            out << build(f, static_cast<std::size_t>(size)) << '\n';
            if (!out) {
                std::fprintf(stderr, "iri_display_bench: cannot write %s\n", path.c_str());
                return 2;
            }
            std::printf("%s\n", path.c_str());
        }
    }
    return 0;
}

// ICU against BidiCharacterTest.txt, paragraph direction 0 only (the one
// display uses).
int icu_conformance(char const* path) {
    std::ifstream in(path);
    if (!in) {
        std::fprintf(stderr, "iri_display_bench: cannot read %s\n", path);
        return 2;
    }
    std::size_t cases = 0, failed = 0, line_number = 0;
    for (std::string line; std::getline(in, line);) {
        ++line_number;
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string code_points, direction, paragraph_level, levels;
        std::getline(fields, code_points, ';');
        std::getline(fields, direction, ';');
        std::getline(fields, paragraph_level, ';');
        std::getline(fields, levels, ';');
        if (direction != "0") continue;
        std::u16string units;
        std::vector<std::size_t> first_unit;  // of each code point
        std::istringstream hex(code_points);
        for (std::string h; hex >> h;) {
            auto const c = static_cast<UChar32>(std::stoul(h, nullptr, 16));
            first_unit.push_back(units.size());
            if (U16_LENGTH(c) == 2) {
                units += static_cast<char16_t>(U16_LEAD(c));
                units += static_cast<char16_t>(U16_TRAIL(c));
            } else {
                units += static_cast<char16_t>(c);
            }
        }
        UErrorCode status = U_ZERO_ERROR;
        std::unique_ptr<UBiDi, void (*)(UBiDi*)> bidi(ubidi_open(), ubidi_close);
        ubidi_setPara(bidi.get(), reinterpret_cast<UChar const*>(units.data()), static_cast<int32_t>(units.size()),
                      UBIDI_LTR, nullptr, &status);
        UBiDiLevel const* got = ubidi_getLevels(bidi.get(), &status);
        if (U_FAILURE(status)) return 1;
        std::istringstream expected(levels);
        bool same = true;
        std::size_t i = 0;
        for (std::string level; expected >> level; ++i)
            if (level != "x" && std::stoul(level) != got[first_unit[i]]) same = false;
        ++cases;
        if (!same) {
            ++failed;
            std::printf("line %zu: %s\n", line_number, line.c_str());
        }
    }
    std::printf("ICU %s: %zu of %zu left-to-right cases differ\n", U_ICU_VERSION, failed, cases);
    return 0;
}

int run_families() {
    std::string buffer;
    std::u16string units, visual;
    std::printf("%-24s %-8s %14s %14s %8s\n", "family", "peer", "ns/B 64 KiB", "ns/B 1 MiB", "growth");
    for (family const& f : families) {
        std::string const small = build(f, 64 * 1024), large = build(f, 1024 * 1024);
        if (!iri::is_valid(small) || !iri::is_valid(large)) {
            std::fprintf(stderr, "iri_display_bench: family \"%s\" is not a valid IRI\n", f.name);
            return 1;
        }
        auto ours = [&](std::string const& text) {
            if (iri::display_into(text, buffer) != iri::errc::ok) std::fprintf(stderr, "display failed\n");
        };
        auto icu = [&](std::string const& text) {
            if (!icu_display(text, units, visual, buffer)) std::fprintf(stderr, "ICU failed\n");
        };
        double const ours_small = nanoseconds_per_byte(small, ours), ours_large = nanoseconds_per_byte(large, ours);
        double const icu_small = nanoseconds_per_byte(small, icu), icu_large = nanoseconds_per_byte(large, icu);
        std::printf("%-24s %-8s %14.1f %14.1f %8.2f\n", f.name, "display", ours_small, ours_large,
                    ours_large / ours_small);
        std::printf("%-24s %-8s %14.1f %14.1f %8.2f\n", "", "icu", icu_small, icu_large, icu_large / icu_small);
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 2 && std::strcmp(argv[1], "--families") == 0) return run_families();
    if (argc == 3 && std::strcmp(argv[1], "--write-families") == 0) return write_families(argv[2]);
    if (argc == 3 && std::strcmp(argv[1], "--icu-conformance") == 0) return icu_conformance(argv[2]);
    if (argc == 4 && std::strcmp(argv[1], "--callgrind-one") == 0) return callgrind_one(argv[2], argv[3]);
    std::fprintf(stderr,
                 "usage: iri_display_bench --callgrind-one display|reorder|icu|validate FILE\n"
                 "       iri_display_bench --families\n"
                 "       iri_display_bench --write-families DIR\n"
                 "       iri_display_bench --icu-conformance BidiCharacterTest.txt\n");
    return 2;
}
