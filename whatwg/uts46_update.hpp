// UTS #46 has moved on since the Unicode version of Debian 12's ICU (72,
// Unicode 15.0), and the URL Standard follows the current UTS #46: version
// 15.1 dropped the IDNA2003-compatibility exceptions (Georgian capitals,
// U+04C0, U+2132, U+2183 now map to their lowercase; U+1E9E maps to "ß",
// not "ss"), fixed the mappings of five CJK compatibility ideographs, and
// made more default-ignorable code points "ignored" (the Hangul fillers,
// U+17B4, U+17B5, U+180E, U+206A-U+206F, U+1D173-U+1D17A). web-platform-
// tests' toascii.json and IdnaTestV2.json check each of these.
//
// And it has CJK ideographs that Unicode encoded after 15.0 (Extensions I
// and J), valid for UTS #46, unassigned for ICU 72.
//
// These steps apply those changes around ICU's ToASCII. They give the same
// result with a newer ICU, which would make the same changes itself: a
// code point mapped or removed here is one that the newer table maps to
// the same target or ignores, and a new ideograph passes every check as
// the stand-in ICU reads in its place does.
#pragma once

#include <string>
#include <string_view>

namespace iri::whatwg {

// `domain` (UTF-8; bytes that are not UTF-8 are copied as they are) with
// the changes above, into `out`, each new ideograph replaced by a stand-in
// and kept in `held`. Returns false when nothing changed (then `out` is
// unspecified and `domain` is what ToASCII should read).
bool apply_uts46_updates(std::string_view domain, std::string& out, std::u32string& held);

// Puts the ideographs `held` back into `ascii`, ToASCII's output of
// apply_uts46_updates' text, in place of their stand-ins. False when they
// cannot all be put back (then the domain fails).
bool restore_held(std::string& ascii, std::u32string const& held);

}  // namespace iri::whatwg
