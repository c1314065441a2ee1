// Legacy Extended IRIs (LEIRIs): the W3C Working Group Note "Legacy
// extended IRIs for XML resource identification" (3 November 2008), the
// strings XML 1.0 system identifiers, XLink hrefs and XML Schema anyURI
// values may hold. A LEIRI is an IRI whose ucschar is widened to
//
//   leiri-ucschar = " " / "<" / ">" / DQUOTE / "{" / "}" / "|" / "\" / "^"
//                 / "`" / %x0-1F / %x7F-D7FF / %xE000-FFFD / %x10000-10FFFF
//
// (private-use characters anywhere, so iprivate adds nothing), without RFC
// 3987 §4.1's ban on the bidi formatting characters. The Note's way to an
// IRI: percent-encode, as the UTF-8 octets of the character, every
// character leiri-ucschar allows and ucschar does not.
#pragma once

#include <iri/error.hpp>
#include <iri/parse.hpp>
#include <iri/result.hpp>

#include <string>
#include <string_view>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

// The IRI `leiri` maps to: each character that leiri-ucschar allows and
// ucschar does not (the ASCII above, controls, U+007F-U+009F, private-use
// characters outside the query, where iprivate does not allow them, and
// other non-ucschar characters such as U+FDD0 or U+FFFD) as "%HH"
// triplets, uppercase. So that the result is an IRI, the bidi formatting
// characters RFC 3987 §4.1 forbids (LRM, RLM, LRE, RLE, PDF, LRO, RLO),
// which the Note lets through, are percent-encoded too. Fails on bytes that
// are not UTF-8, on U+FFFE and U+FFFF (not leiri-ucschar), and when the mapped text is still not an IRI-reference (a
// "%" not followed by two hex digits, a "[" outside an IP literal): with
// the parser's diagnostic, its offsets moved back onto `leiri`.
text_result to_iri_from_leiri(std::string_view leiri) noexcept;

// The same, writing into `out` (replacing its contents, reusing its
// capacity): errc::ok, or the code of the diagnostic `error` receives.
// `leiri` must not view `out`'s own characters.
errc to_iri_from_leiri_into(std::string_view leiri, std::string& out, diagnostic* error = nullptr) noexcept;

// Whether `text` is a LEIRI: to_iri_from_leiri succeeds on it.
bool is_valid_leiri(std::string_view text) noexcept;

// The components of a LEIRI: those of the IRI it maps to, each moved back
// onto `leiri` (the view borrows `leiri`; a character the mapping encoded
// lies inside the component its triplets lie in). `mapped` receives the
// IRI (its capacity reused). Fails as to_iri_from_leiri does.
parse_result parse_leiri(std::string_view leiri, std::string& mapped) noexcept;

}  // namespace iri

#pragma GCC visibility pop
