// UTS #46 (Unicode IDNA Compatibility Processing) for the hosts of schemes
// that name hosts with DNS names, by ICU: what lets scheme-based
// normalization (RFC 3987 §5.3.3) see "résumé.example.org" and
// "xn--rsum-bpad.example.org" as one host.
#pragma once

#include <string>
#include <string_view>

namespace iri::semantics {

// UTS #46 ToUnicode of a host name, nontransitional (so "ß" stays "ß", as
// IDNA2008 and today's browsers have it), with CheckBidi and CheckJoiners
// and without the STD3 ASCII rules (so "_" in a host passes, as DNS allows).
// Writes the mapped name into `out` and returns true; returns false, with
// `out` unspecified, when UTS #46 reports any error or ICU fails.
bool uts46_to_unicode(std::string_view host, std::string& out);

}  // namespace iri::semantics
