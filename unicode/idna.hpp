// UTS #46 (Unicode IDNA Compatibility Processing) for the hosts of schemes
// that name hosts with DNS names, by ICU: what lets scheme-based
// normalization (RFC 3987 §5.3.3) see "résumé.example.org" and
// "xn--rsum-bpad.example.org" as one host.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace iri::unicode {

// The longest host, in UTF-8 octets, that IDNA processing is asked about;
// a longer one is not a DNS name. A DNS name has at most 253 octets in
// ASCII (RFC 1034 §3.1, RFC 5890 §2.3.2.1); Punycode spends at least one
// octet per code point (RFC 3492 §6.3), and UTF-8 at most four, so a
// name's Unicode form, or a mapped form of it (fullwidth, mathematical
// letters), fits in 4 × 253 octets; the rest of the bound leaves room for
// characters that UTS #46 mapping deletes. The bound also keeps the work
// linear: ICU rewrites the whole name for each label it converts, which is
// quadratic in the number of labels (1 MiB of "xn--a." took seconds).
inline constexpr std::size_t longest_idna_name = 4096;

// UTS #46 ToUnicode of a host name, nontransitional (so "ß" stays "ß", as
// IDNA2008 and today's browsers have it), with CheckBidi and CheckJoiners
// and without the STD3 ASCII rules (so "_" in a host passes, as DNS allows).
// Writes the mapped name into `out` and returns true; returns false, with
// `out` unspecified, when UTS #46 reports any error, ICU fails, or the
// host is longer than longest_idna_name.
bool uts46_to_unicode(std::string_view host, std::string& out);

}  // namespace iri::unicode
