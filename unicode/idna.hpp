// IDNA, by ICU, in the three places RFC 3987 asks for it:
// - ToASCII of an ireg-name (RFC 3987 §3.1: "Systems accepting IRIs MAY
//   convert the ireg-name component of an IRI ... using the ToASCII
//   operation"), so that a URI carries "xn--rsum-bpad.example.org" where
//   DNS needs it instead of "r%C3%A9sum%C3%A9.example.org": UTS #46,
//   IDNA2003 (RFC 3490) or the URL Standard's profile;
// - ToUnicode of "xn--" labels (§3.2.1), for to_iri;
// - UTS #46 mapping for scheme-based normalization (§5.3.3), which lets
//   "résumé.example.org" and "xn--rsum-bpad.example.org" be one host.
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

// The URL Standard's §3.2 "forbidden host code point", for an ASCII byte:
// U+0000 NULL, U+0009 TAB, U+000A LF, U+000D CR, U+0020 SPACE,
// # / : < > ? @ [ \ ] ^ |. (Not '"': web-platform-tests parse
// "http://!\"$&'()*+,-.;=_`{}~/".)
constexpr bool is_forbidden_host_byte(unsigned char c) noexcept {
    switch (c) {
        case 0x00:
        case 0x09:
        case 0x0A:
        case 0x0D:
        case ' ':
        case '#':
        case '/':
        case ':':
        case '<':
        case '>':
        case '?':
        case '@':
        case '[':
        case '\\':
        case ']':
        case '^':
        case '|': return true;
        default: return false;
    }
}

// §3.2 "forbidden domain code point": a forbidden host code point, a C0
// control, U+0025 (%) or U+007F DELETE. What idna_rules::whatwg refuses
// in ToASCII's (ASCII) output, and the URL parser's host parser too.
constexpr bool is_forbidden_domain_byte(unsigned char c) noexcept {
    return is_forbidden_host_byte(c) || c <= 0x1F || c == '%' || c == 0x7F;
}

// Converts `host` (UTF-8; an ireg-name whose "%HH" triplets have been
// decoded) into `out`. Returns "" on success; otherwise a sentence saying
// which rule the name breaks ("a label is longer than 63 octets"...), with
// `out` unspecified; a host longer than longest_idna_name is
// not converted. Throws std::bad_alloc only.
std::string_view idna_to_ascii(std::string_view host, idna_rules rules, std::string& out);

// UTS #46 ToUnicode of one label written "xn--..." (any case): its Unicode
// form into `out` and true, or false when the label is not valid Punycode
// of a valid label, or when ToASCII of that form does not give the label
// back, ASCII case aside (RFC 3490 §4.2 steps 7 and 8: a label longer than
// 63 octets, say); `out` is then unspecified.
bool idna_label_to_unicode(std::string_view label, std::string& out);

// Whether UTS #46 processing maps `c` (not ASCII) to itself: its status in
// IdnaMappingTable.txt is valid, or deviation (kept by nontransitional
// processing), as ICU's "uts46" normalization data has it. Disallowed
// characters, which ICU maps to U+FFFD, and U+FFFD itself are not. False
// when ICU cannot load its data.
bool uts46_maps_to_itself(char32_t c);

}  // namespace iri::unicode
