// libFuzzer target: the differential ABNF oracle (tests/oracles/abnf/). The
// project's .abnf files, read and matched exactly by an engine that shares
// no code with the X3 rules, against the library on every input:
//
// - at each entry point (IRI-reference, IRI, absolute-IRI, irelative-ref,
//   URI-reference), the ABNF's verdict, with RFC 3987 §4.1's bidi
//   restriction plugged in at the IRI entries, equals iri::is_valid;
// - each production of grammar::productions(), its X3 rule alone and
//   anchored, equals the ABNF rule of the same name.
//
// This is the machine check that the PEG rewrites of grammar/README.md
// accept exactly the ABNF's language. Inputs beyond 512 bytes are cut
// there: the matcher is polynomial, not linear.
#include "fuzz/check.hpp"
#include "tests/oracles/abnf/abnf_oracle.hpp"

#include <cstdio>
#include <string>

#ifndef IRI_SOURCE_DIR
#error "compile with -DIRI_SOURCE_DIR=\"<the source tree>\" (the .abnf files are read from there)"
#endif

namespace {

abnf::oracle const& the_oracle() {
    static abnf::oracle const o(IRI_SOURCE_DIR);
    return o;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    if (size > 512) size = 512;
    return iri_fuzz::run(data, size, [](std::string_view text) {
        auto const& o = the_oracle();
        bool differ = false;
        for (auto const& v : o.judge(text)) {
            if (v.abnf == v.library) continue;
            std::fprintf(stderr, "%.*s: the ABNF %s, is_valid %s\n", static_cast<int>(v.entry->rule.size()),
                         v.entry->rule.data(), v.abnf ? "accepts" : "rejects", v.library ? "accepts" : "rejects");
            differ = true;
        }
        for (auto const name : o.differing_productions(text)) {
            std::fprintf(stderr, "production %.*s: the X3 rule and the ABNF differ\n", static_cast<int>(name.size()),
                         name.data());
            differ = true;
        }
        IRI_FUZZ_CHECK(!differ);
    });
}
