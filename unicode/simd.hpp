// Whether the sixteen-byte (SSE2) forms of the byte scans are compiled.
//
// SSE2 is the x86-64 baseline, so every x86-64 build has them. Each scan
// also has a portable form (its `_scalar` function), which every other CPU
// runs and which gives the same answers: tests/unicode/scan_forms.cpp
// compares the two at every length, position and class boundary, and
// fuzz/scans.cpp on any input. Defining IRI_NO_SIMD builds the portable
// forms alone on x86-64 too: CI's portability stage runs the grammar's
// tests so, and bench/README.md measures the two builds side by side.
//
// A wide form reads short texts and the bytes after its last block with
// its scalar form, marked [[gnu::always_inline]]: the callers compile as
// they did when each scan was one function (callgrind showed GCC 12
// outlining the callers otherwise, 5 to 12 instructions a line).
#pragma once

#if defined(__SSE2__) && !defined(IRI_NO_SIMD)
#define IRI_SSE2 1
#include <emmintrin.h>
#else
#define IRI_SSE2 0
#endif
