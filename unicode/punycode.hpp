// RFC 3492 Punycode, the encoding of an "xn--" label (IDNA, RFC 5891 §4.4),
// written once: whatwg/uts46_update.cpp encodes and decodes labels with it,
// and the checks (semantics/check/scheme.cpp) ask how long an encoding is
// without writing it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace iri::unicode {

// RFC 3492 §6.3: the encoding of `input` (without "xn--") appended to
// `out`; false on overflow (§6.4).
bool punycode_encode(std::u32string_view input, std::string& out);

// The length of punycode_encode's output for `input`, without writing it:
// what ToASCII makes of a non-ASCII label, whose length VerifyDnsLength
// bounds to 63 octets with the prefix. SIZE_MAX on overflow, which no
// label of DNS length comes near.
std::size_t punycode_length(std::u32string_view input) noexcept;

// An upper bound on punycode_length() of a label that has `basic` code
// points below U+0080 and `non_basic` (at least one) from `least` to
// `greatest`: found without decoding the label again, and for most labels
// of one script close enough to settle VerifyDnsLength.
std::size_t punycode_length_at_most(std::size_t basic, std::size_t non_basic, char32_t least,
                                    char32_t greatest) noexcept;

// RFC 3492 §6.2: the code points `input` (without "xn--") encodes, into
// `out`; false when it is not valid Punycode.
bool punycode_decode(std::string_view input, std::u32string& out);

}  // namespace iri::unicode
