// libFuzzer target: Legacy Extended IRIs to IRIs (include/iri/leiri.hpp,
// the W3C LEIRI Note), checked against what the Note and RFC 3987 promise:
//
// - every IRI-reference is a LEIRI, and maps to itself;
// - a LEIRI maps to an IRI-reference (is_valid holds on the output), no
//   longer than three times the input, whose ASCII was already there or
//   is a "%HH" triplet, and mapping that output again changes nothing;
// - otherwise the diagnostic points inside the input (check_diagnostic),
//   and is_valid_leiri agrees;
// - parse_leiri agrees, and its components, moved back onto the LEIRI,
//   put together with their delimiters are the LEIRI.
#include "fuzz/check.hpp"

#include <iri/iri.hpp>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    return iri_fuzz::run(data, size, [](std::string_view text) {
        iri::text_result const r = iri::to_iri_from_leiri(text);
        IRI_FUZZ_CHECK(r.ok() == iri::is_valid_leiri(text));
        std::string mapped;
        iri::parse_result const parts = iri::parse_leiri(text, mapped);
        IRI_FUZZ_CHECK(parts.ok() == r.ok());
        if (parts.ok()) IRI_FUZZ_CHECK(iri_fuzz::recomposed(parts.value()) == text);
        if (iri::is_valid(text)) IRI_FUZZ_CHECK(r.ok() && r.value() == text);
        if (!r.ok()) {
            iri_fuzz::check_diagnostic(r.error(), text);
            return;
        }
        std::string const& out = r.value();
        IRI_FUZZ_CHECK(iri::is_valid(out));
        IRI_FUZZ_CHECK(out.size() <= 3 * text.size());
        iri::text_result const again = iri::to_iri_from_leiri(out);
        IRI_FUZZ_CHECK(again.ok() && again.value() == out);
    });
}
