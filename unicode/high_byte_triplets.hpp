// Bytes beyond ASCII written as "%HH" triplets, a run at a time: RFC 3987
// §3.1 step 2 once the IRI is known to be valid (semantics/to_uri.cpp), in
// the uppercase hex that RFC 3986 §2.1 says producers should use. Every
// byte >= 0x80 of a valid IRI belongs to a ucschar or iprivate character,
// and each such byte becomes its own triplet, so a run needs no decoding.
#pragma once

#include "unicode/cpu_features.hpp"

#include <cstddef>

namespace iri::unicode {

// Room to leave at `o` beyond the output: the vector version writes
// sixteen or 48 bytes at a time, the text's or not.
inline constexpr std::size_t high_byte_triplets_room = 48;

// Writes [p, end) at `o` with each byte >= 0x80 replaced by its triplet;
// returns the end of what it wrote. `o` must have room for the output and
// high_byte_triplets_room bytes more; what lies past the output is left
// undefined. Any bytes: neither version decodes.
//
// The fastest version this CPU runs: the vector one where it offers AVX,
// else the scalar one.
char* write_high_byte_triplets(char const* p, char const* end, char* o) noexcept;

// Eight ASCII bytes a step, then the run of bytes >= 0x80 after them one
// store each: the version for every CPU, and the one the vector version is
// tested against.
char* write_high_byte_triplets_scalar(char const* p, char const* end, char* o) noexcept;

#if defined(IRI_HAVE_AVX)
// Sixteen bytes a step with SSSE3's byte shuffle in AVX's encoding; call
// only when cpu_has_avx.
char* write_high_byte_triplets_avx(char const* p, char const* end, char* o) noexcept;
#endif

}  // namespace iri::unicode
