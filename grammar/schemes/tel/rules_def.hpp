// Definitions of the tel rules. Included by grammar/schemes/tel/rules.cpp only.
//
// Each rule is its ABNF (grammar/schemes/tel/tel.abnf) spelled in X3, one
// element per element, except where a PEG note says otherwise.
#pragma once

// clang-format off: each definition is laid out as its ABNF is.

#include "grammar/ascii_literal.hpp"
#include "grammar/define.hpp"
#include "grammar/schemes/tel/rules.hpp"

namespace iri::grammar::schemes::tel {

// Where a parameter ends: at the ";" of the next, or at the end. No
// parameter's value holds a ";".
auto const parameter_end = &(x3::lit(';') | x3::eoi);

// ABNF: telephone-uri = "tel:" telephone-subscriber
// RFC 3966 §3
auto const telephone_uri_def = ascii_no_case<"tel:"> >> telephone_subscriber;

// ABNF: telephone-subscriber = global-number / local-number
// RFC 3966 §3
// Ordered choice is harmless: a global number begins with "+", which no
// phonedigit-hex is.
auto const telephone_subscriber_def = global_number | local_number;

// ABNF: global-number = global-number-digits *par
// RFC 3966 §3 (§5.1.4)
auto const global_number_def = global_number_digits >> *par;

// ABNF: local-number = local-number-digits *par context *par
// RFC 3966 §3 (§5.1.5)
// PEG: every context is also a par (a parameter named "phone-context"), so
// a greedy first *par would take the context and leave the one the rule
// asks for nothing. The first *par stops at the first context that ends
// its parameter (a ";" or the end follows it). The language is the
// ABNF's: the parameters are the text's ";"-separated pieces, each a par,
// and one of them must be a context. Test: tests/grammar/schemes/tel.cpp
// "tel: the context among the parameters".
auto const local_number_def = local_number_digits >> *(!(phone_context >> parameter_end) >> par) >> phone_context >>
                              *par;

// ABNF: par = parameter / extension / isdn-subaddress
// RFC 3966 §3
// PEG: every extension and isdn-subaddress is also a parameter (named
// "ext", "isub"), so in the ABNF's order the parameter would always win and
// no extension would be seen. The two are tried first, each only where it
// is the whole parameter (";ext=1a" is a parameter, not the extension
// ";ext=1"). The language is the ABNF's. Test: tests/grammar/schemes/tel.cpp
// "tel: extension and isdn-subaddress before parameter".
auto const par_def = (extension >> parameter_end) | (isdn_subaddress >> parameter_end) | parameter;

// ABNF: isdn-subaddress = ";isub=" 1*paramchar
// RFC 3966 §3 (§5.2), with erratum 203 (1*paramchar, not 1*uric)
auto const isdn_subaddress_def = ascii_no_case<";isub="> >> +paramchar;

// ABNF: extension = ";ext=" 1*phonedigit
// RFC 3966 §3 (§5.3)
auto const extension_def = ascii_no_case<";ext="> >> +phonedigit;

// ABNF: context = ";phone-context=" descriptor
// RFC 3966 §3 (§5.1.5)
auto const phone_context_def = ascii_no_case<";phone-context="> >> descriptor;

// ABNF: descriptor = domainname / global-number-digits
// RFC 3966 §3 (§5.1.5)
// Ordered choice is harmless: a domain name begins with a letter or digit,
// a global number with "+".
auto const descriptor_def = domainname | global_number_digits;

// ABNF: global-number-digits = "+" *phonedigit DIGIT *phonedigit
// RFC 3966 §3 (§5.1.4)
// PEG: greedy, the first *phonedigit would take every digit and leave
// DIGIT nothing. It takes the visual separators before the first digit
// only; DIGIT is that digit. The language is the ABNF's: "+" and
// phonedigits, one of them a digit. Test: tests/grammar/schemes/tel.cpp
// "tel: the digit among the phonedigits".
auto const global_number_digits_def = x3::lit('+') >> *(!DIGIT >> phonedigit) >> DIGIT >> *phonedigit;

// ABNF: local-number-digits =
//          *phonedigit-hex (HEXDIG / "*" / "#") *phonedigit-hex
// RFC 3966 §3 (§5.1.5)
// PEG: as global-number-digits, the first *phonedigit-hex takes the
// visual separators before the first HEXDIG, "*" or "#". Test:
// tests/grammar/schemes/tel.cpp "tel: the digit among the phonedigits".
auto const local_number_digits_def = *(!(HEXDIG | x3::lit('*') | x3::lit('#')) >> phonedigit_hex) >>
                                     (HEXDIG | x3::lit('*') | x3::lit('#')) >> *phonedigit_hex;

// ABNF: domainname = *( domainlabel "." ) toplabel [ "." ]
// RFC 3966 §3
// PEG: greedy, *( domainlabel "." ) would take the last label of
// "example.com." too and leave toplabel nothing. A label and its "." are
// taken only when another label follows; the last is the toplabel's. The
// language is the ABNF's: labels the domainlabel and toplabel rules read
// whole, as neither holds a ".". Test: tests/grammar/schemes/tel.cpp
// "tel: domain names".
auto const domainname_def = *(domainlabel >> '.' >> &domainlabel) >> toplabel >> -x3::lit('.');

// ABNF: domainlabel = alphanum
//                     / alphanum *( alphanum / "-" ) alphanum
// RFC 3966 §3
// PEG: ordered choice would stop at the first alternative (one character),
// and greedy, *( alphanum / "-" ) would leave the final alphanum nothing.
// The two alternatives are one language: an alphanum, then hyphens only
// between alphanums; each run of hyphens is read with the alphanum after
// it. Test: tests/grammar/schemes/tel.cpp "tel: domain names".
auto const domainlabel_def = alphanum >> *(*x3::lit('-') >> alphanum);

// ABNF: toplabel = ALPHA / ALPHA *( alphanum / "-" ) alphanum
// RFC 3966 §3
// PEG: as domainlabel, from an ALPHA. Test: tests/grammar/schemes/tel.cpp
// "tel: domain names".
auto const toplabel_def = ALPHA >> *(*x3::lit('-') >> alphanum);

// ABNF: parameter = ";" pname ["=" pvalue ]
// RFC 3966 §3 (§5.4)
auto const parameter_def = x3::lit(';') >> pname >> -(x3::lit('=') >> pvalue);

// ABNF: pname = 1*( alphanum / "-" )
// RFC 3966 §3
auto const pname_def = +(alphanum | x3::lit('-'));

// ABNF: pvalue = 1*paramchar
// RFC 3966 §3
auto const pvalue_def = +paramchar;

// ABNF: paramchar = param-unreserved / tel-unreserved / pct-encoded
//                 / ucschar
// RFC 3966 §3 writes paramchar = param-unreserved / unreserved / pct-encoded
// (its "unreserved" is tel-unreserved here).
// Deviation: ucschar, in an IRI, where pct-encoded may stand (RFC 3987
// §3.1 maps it to its UTF-8 octets, percent-encoded), as in mailto's
// qchar. Test: tests/grammar/schemes/tel.cpp "tel: an IRI holds ucschar
// where the URI holds pct-encoded".
auto const paramchar_def = param_unreserved | tel_unreserved | pct_encoded | ucschar;

// ABNF: tel-unreserved = alphanum / mark
// RFC 3966 §3 ("unreserved"), RFC 2396 §2.3
auto const tel_unreserved_def = alphanum | mark;

// ABNF: mark = "-" / "_" / "." / "!" / "~" / "*" /
//              "'" / "(" / ")"
// RFC 3966 §3, RFC 2396 §2.3
auto const mark_def = x3::lit('-') | x3::lit('_') | x3::lit('.') | x3::lit('!') | x3::lit('~') | x3::lit('*') |
                      x3::lit('\'') | x3::lit('(') | x3::lit(')');

// ABNF: param-unreserved = "[" / "]" / "/" / ":" / "&" / "+" / "$"
// RFC 3966 §3
auto const param_unreserved_def =
    x3::lit('[') | x3::lit(']') | x3::lit('/') | x3::lit(':') | x3::lit('&') | x3::lit('+') | x3::lit('$');

// ABNF: phonedigit = DIGIT / visual-separator
// RFC 3966 §3, with erratum 4376 (no [ ] around visual-separator)
auto const phonedigit_def = DIGIT | visual_separator;

// ABNF: phonedigit-hex = HEXDIG / "*" / "#" / visual-separator
// RFC 3966 §3, with erratum 4376 (no [ ] around visual-separator)
auto const phonedigit_hex_def = HEXDIG | x3::lit('*') | x3::lit('#') | visual_separator;

// ABNF: visual-separator = "-" / "." / "(" / ")"
// RFC 3966 §3 (§5.1.1)
auto const visual_separator_def = x3::lit('-') | x3::lit('.') | x3::lit('(') | x3::lit(')');

// ABNF: alphanum = ALPHA / DIGIT
// RFC 3966 §3, RFC 2396 §1.6
auto const alphanum_def = ALPHA | DIGIT;

// ABNF: tel-reserved = ";" / "/" / "?" / ":" / "@" / "&" /
//                      "=" / "+" / "$" / ","
// RFC 3966 §3 ("reserved"), RFC 2396 §2.2
auto const tel_reserved_def = x3::lit(';') | x3::lit('/') | x3::lit('?') | x3::lit(':') | x3::lit('@') | x3::lit('&') |
                              x3::lit('=') | x3::lit('+') | x3::lit('$') | x3::lit(',');

// ABNF: uric = tel-reserved / tel-unreserved / pct-encoded
//            / ucschar
// RFC 3966 §3, RFC 2396 §2 (no rule uses it since erratum 203)
// RFC 3966 §3 writes uric = reserved / unreserved / pct-encoded (its
// "reserved" and "unreserved" are tel-reserved and tel-unreserved here).
// Deviation: ucschar, in an IRI, as in paramchar. Test: as paramchar's.
auto const uric_def = tel_reserved | tel_unreserved | pct_encoded | ucschar;

IRI_GRAMMAR_DEFINE_RULES(IRI_TEL_RULES)

}  // namespace iri::grammar::schemes::tel
