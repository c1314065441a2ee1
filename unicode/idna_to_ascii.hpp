// IDNA ToASCII of a host name, by ICU: what RFC 3987 §3.1 allows before
// step 2 ("Systems accepting IRIs MAY convert the ireg-name component of an
// IRI ... using the ToASCII operation"), so that a URI carries
// "xn--rsum-bpad.example.org" where DNS needs it instead of
// "r%C3%A9sum%C3%A9.example.org".
//
// (unicode/idna.hpp, beside it, maps the other way for normalization,
// with other flags; this file is the strict direction that to-uri needs.)
#pragma once

#include <string>
#include <string_view>

namespace iri::unicode {

enum class idna_rules {
    // UTS #46 ToASCII, nontransitional ("ß" stays "ß", as IDNA2008 has it),
    // UseSTD3ASCIIRules, CheckBidi, CheckJoiners, VerifyDnsLength.
    uts46,
    // IDNA2003 ToASCII (RFC 3490) with UseSTD3ASCIIRules and AllowUnassigned
    // TRUE, through ICU's deprecated uidna_IDNToASCII: RFC 3987 §3.1 sets
    // AllowUnassigned to TRUE except when creating IRIs.
    idna2003,
    // The same with AllowUnassigned FALSE: RFC 3987 §3.1's rule "for
    // creating IRIs".
    idna2003_creating,
    // The URL Standard's "domain to ASCII" with beStrict false: UTS #46
    // ToASCII, nontransitional, CheckBidi, CheckJoiners, and neither
    // UseSTD3ASCIIRules nor CheckHyphens nor VerifyDnsLength; then no
    // forbidden domain code point may remain. What browsers do.
    whatwg,
};

// Converts `host` (UTF-8; an ireg-name whose "%HH" triplets have been
// decoded) into `out`. Returns "" on success; otherwise a sentence saying
// which rule the name breaks ("a label is longer than 63 octets"...), with
// `out` unspecified; a host longer than longest_idna_name (idna.hpp) is
// not converted. Throws std::bad_alloc only.
std::string_view idna_to_ascii(std::string_view host, idna_rules rules, std::string& out);

// UTS #46 ToUnicode of one label written "xn--..." (any case): its Unicode
// form into `out` and true, or false when the label is not valid Punycode
// of a valid label, or when ToASCII of that form does not give the label
// back, ASCII case aside (RFC 3490 §4.2 steps 7 and 8: a label longer than
// 63 octets, say); `out` is then unspecified.
bool idna_label_to_unicode(std::string_view label, std::string& out);

}  // namespace iri::unicode
