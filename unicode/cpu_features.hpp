// What the CPU offers beyond the instruction set the build targets, asked
// once at start-up: the vector versions of unicode/ are picked by it, and
// each has a scalar version giving the same answers on every CPU.
#pragma once

// IRI_NO_SIMD (unicode/simd.hpp) leaves the vector versions out as well.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(IRI_NO_SIMD)
#define IRI_HAVE_AVX 1

namespace iri::unicode {

// Whether this CPU, and the system, offer AVX (x86-64 guarantees only
// SSE2): SSSE3's byte shuffle and the three-operand (VEX) encoding of the
// 128-bit instructions, which needs fewer register copies. False until the
// library's static initialization has run.
extern bool const cpu_has_avx;

}  // namespace iri::unicode
#endif
