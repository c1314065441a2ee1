// iri_check_bench: the checks of <iri/check.hpp> over a corpus.
//
//   iri_check_bench --callgrind-one PEER FILE
//
// PEER is one of
//   check   iri::parse(line), then iri::check into one reused vector of
//           warnings: what `iri check` does per line before printing;
//   parse   iri::parse(line) alone, the floor check stands on;
//   uspoof  ICU's uspoof_check2UTF8 alone on the whole line, with the
//           checks and restriction level check's mixed_script asks of it
//           (USPOOF_RESTRICTION_LEVEL | USPOOF_MIXED_NUMBERS, moderately
//           restrictive): what one spoof check of the text costs, no parse,
//           the peer issue 20 compares check with ("accepted" counts lines
//           that pass).
// One pass runs between CALLGRIND_START_INSTRUMENTATION and
// CALLGRIND_STOP_INSTRUMENTATION, and the line bench/callgrind.sh reads is
// printed ("accepted" counts valid lines for parse, lines without warnings
// for check), so
//   IRI_BENCH=build/bench/iri_check_bench bench/callgrind.sh FILE check
// gives instructions per line; the difference from `parse` is the checks'.
#include "callgrind_result.hpp"
#include "corpus.hpp"

#include <iri/iri.hpp>

#include <unicode/uspoof.h>
#include <valgrind/callgrind.h>

#include <cstdio>
#include <cstring>
#include <string_view>
#include <vector>

int main(int argc, char** argv) {
    if (argc != 4 || std::strcmp(argv[1], "--callgrind-one") != 0) {
        std::fprintf(stderr, "usage: iri_check_bench --callgrind-one check|parse|uspoof FILE\n");
        return 2;
    }
    std::string_view const peer = argv[2];
    auto corpus = iri_bench::load_corpus(argv[3]);
    if (!corpus) {
        std::fprintf(stderr, "iri_check_bench: cannot read %s\n", argv[3]);
        return 2;
    }
    std::vector<iri::warning> warnings;
    warnings.reserve(64);
    std::size_t accepted = 0;
    // Opened before the instrumented pass, as check's own checker is made
    // once per program.
    UErrorCode status = U_ZERO_ERROR;
    USpoofChecker* const spoof = uspoof_open(&status);
    uspoof_setChecks(spoof, USPOOF_RESTRICTION_LEVEL | USPOOF_MIXED_NUMBERS, &status);
    uspoof_setRestrictionLevel(spoof, USPOOF_MODERATELY_RESTRICTIVE);
    if (U_FAILURE(status)) {
        std::fprintf(stderr, "iri_check_bench: uspoof_open: %s\n", u_errorName(status));
        return 2;
    }
    CALLGRIND_START_INSTRUMENTATION;
    if (peer == "check") {
        for (std::string_view line : corpus->lines) {
            iri::parse_result const r = iri::parse(line);
            if (!r) continue;
            warnings.clear();
            iri::check(r.value(), warnings);
            accepted += warnings.empty();
        }
    } else if (peer == "parse") {
        for (std::string_view line : corpus->lines) accepted += iri::parse(line).ok();
    } else if (peer == "uspoof") {
        for (std::string_view line : corpus->lines) {
            UErrorCode line_status = U_ZERO_ERROR;
            int32_t const failed =
                uspoof_check2UTF8(spoof, line.data(), static_cast<int32_t>(line.size()), nullptr, &line_status);
            accepted += U_SUCCESS(line_status) && failed == 0;
        }
    } else {
        std::fprintf(stderr, "iri_check_bench: unknown peer '%.*s'\n", static_cast<int>(peer.size()), peer.data());
        return 2;
    }
    CALLGRIND_STOP_INSTRUMENTATION;
    uspoof_close(spoof);
    iri_bench::print_callgrind_result(peer, argv[3], corpus->lines.size(), corpus->bytes, accepted);
    return 0;
}
