// RFC 3492 Punycode, the encoding of an "xn--" label: used only where
// whatwg/uts46_update.cpp must put back into a label what ICU, older than
// the current UTS #46, could not take in.
#pragma once

#include <string>
#include <string_view>

namespace iri::whatwg {

// RFC 3492 §6.3: the encoding of `input` (without "xn--") appended to
// `out`; false on overflow.
bool punycode_encode(std::u32string_view input, std::string& out);

// RFC 3492 §6.2: the code points `input` (without "xn--") encodes, into
// `out`; false when it is not valid Punycode.
bool punycode_decode(std::string_view input, std::u32string& out);

}  // namespace iri::whatwg
