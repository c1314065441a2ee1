// libFuzzer target: iri::extract, IRIs found in running text (RFC 3987
// §7.3), checked against what callers rely on:
//
// - it appends to the caller's vector, keeping what was there;
// - each IRI found is a valid IRI (with a scheme) that views the text at
//   its byte offset, its code point offset counts the characters before
//   it, and no letter is glued before its scheme (convert.hpp);
// - the IRIs come in order and do not overlap;
// - an IRI found, searched for on its own, is found again, whole.
#include "fuzz/check.hpp"

#include <iri/iri.hpp>

#include <cstdint>
#include <string_view>
#include <vector>

namespace {

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

bool is_scheme_char(char c) { return is_letter(c) || (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.'; }

std::size_t code_points(std::string_view s) {
    std::size_t n = 0;
    for (char const c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

void check(std::string_view text) {
    std::vector<iri::found_iri> found(1);  // one that was there before
    IRI_FUZZ_CHECK(iri::extract(text, found) == iri::errc::ok);
    IRI_FUZZ_CHECK(!found.empty() && found[0].iri.empty() && found[0].byte_offset == 0);

    std::size_t end_of_previous = 0;
    for (std::size_t k = 1; k < found.size(); ++k) {
        iri::found_iri const& f = found[k];
        IRI_FUZZ_CHECK(f.byte_offset >= end_of_previous && f.byte_offset < text.size());
        IRI_FUZZ_CHECK(f.iri.size() <= text.size() - f.byte_offset);
        IRI_FUZZ_CHECK(f.iri.data() == text.data() + f.byte_offset);
        IRI_FUZZ_CHECK(f.offset == code_points(text.substr(0, f.byte_offset)));
        IRI_FUZZ_CHECK(iri::is_valid(f.iri, iri::entry::IRI));
        // No letter glued before the scheme: the scheme characters before it
        // (digits, "+", "-", ".") hold none.
        for (std::size_t i = f.byte_offset; i > 0 && is_scheme_char(text[i - 1]); --i)
            IRI_FUZZ_CHECK(!is_letter(text[i - 1]));
        end_of_previous = f.byte_offset + f.iri.size();

        std::vector<iri::found_iri> alone;
        IRI_FUZZ_CHECK(iri::extract(f.iri, alone) == iri::errc::ok);
        IRI_FUZZ_CHECK(alone.size() == 1 && alone[0].byte_offset == 0 && alone[0].iri == f.iri);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    return iri_fuzz::run(data, size, check);
}
