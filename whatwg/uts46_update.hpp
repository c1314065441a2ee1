// UTS #46 has moved on since the Unicode version of Debian 12's ICU (72,
// Unicode 15.0), and the URL Standard follows the current UTS #46, which
// web-platform-tests' toascii.json and IdnaTestV2.json check: 15.1 dropped
// the IDNA2003-compatibility exceptions (Georgian capitals, U+04C0, U+2132,
// U+2183 now map to their lowercase; U+1E9E maps to "ß", not "ss"), fixed
// the mappings of five CJK compatibility ideographs and made more default-
// ignorable code points "ignored"; 16.0 and 17.0 encoded new characters
// (CJK Extensions I and J, new scripts), some mapped to others.
//
// These steps apply those changes around ICU's ToASCII. The changes are not
// written by hand: whatwg/uts46/generate_update.py compares the newer
// IdnaMappingTable (whatwg/uts46/data/) with ICU's own data and writes
// whatwg/uts46/update_table.cpp. They give the same result with a newer
// ICU, which would make the same changes itself: a code point mapped or
// removed here is one that the newer table maps to the same target or
// ignores, and a new character passes every check as the stand-in ICU
// reads in its place does. New characters unlike the stand-in (right-to-
// left or joining scripts, marks) stay disallowed: the generated file lists
// them.
#pragma once

#include <string>
#include <string_view>

namespace iri::whatwg {

// `domain` (UTF-8; bytes that are not UTF-8 are copied as they are) with
// the changes above, into `out`, each new character replaced by a stand-in
// and kept in `held`. Returns false when nothing changed (then `out` is
// unspecified and `domain` is what ToASCII should read).
bool apply_uts46_updates(std::string_view domain, std::string& out, std::u32string& held);

// Puts the characters `held` back into `ascii`, ToASCII's output of
// apply_uts46_updates' text, in place of their stand-ins. False when they
// cannot all be put back (then the domain fails).
bool restore_held(std::string& ascii, std::u32string const& held);

}  // namespace iri::whatwg
