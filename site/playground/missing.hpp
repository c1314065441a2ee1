// What the browser build could not answer with (no_icu.cpp,
// no_legacy_encodings.cpp).
//
// The library calls ICU, Boost.Locale and the Encoding Standard's legacy
// tables through a few functions; the browser build has none of them, and
// stand-ins take their place. A stand-in answers itself only where no data
// it lacks is needed; otherwise it fails and notes what was needed here,
// and the entry point that made the call (playground.cpp) answers with
// that instead of a result computed without it.
#pragma once

#include <string_view>

namespace iri::playground {

// Notes that a call needed `what` ("ICU (UTS #46 ToASCII, ...)"): a
// string with static storage. The first note since forget_missing() stays.
void note_missing(std::string_view what) noexcept;

// Forgets the notes of earlier calls: each entry point starts with it.
void forget_missing() noexcept;

// What the calls since forget_missing() needed and the browser build
// lacks, the first such; "" when nothing.
std::string_view missing() noexcept;

}  // namespace iri::playground
