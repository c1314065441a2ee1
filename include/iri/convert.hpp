// Mapping between IRIs and URIs (RFC 3987 §3).
//
//   iri::to_uri("http://www.example.org/D\u00FCrst")   -> "http://www.example.org/D%C3%BCrst"
//   iri::to_iri("http://www.example.org/D%C3%BCrst")   -> "http://www.example.org/D\u00FCrst"
//
// to_uri is §3.1: every non-ASCII character becomes the %HH triplets of its
// UTF-8 octets. to_iri is §3.2: percent-encoded UTF-8 becomes characters
// again wherever an IRI may hold them, and so do percent-encoded unreserved
// ASCII characters. Both validate first and give the
// parser's diagnostic rather than a half-converted string.
#pragma once

#include <iri/error.hpp>
#include <iri/result.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

// How to_uri treats the host of a scheme whose hosts are DNS names.
enum class idna_mode : std::uint8_t {
    none,  // the host is percent-encoded like everything else (§3.1 step 2)
    uts46,  // UTS #46 ToASCII: nontransitional, STD3 rules, CheckBidi, CheckJoiners
    // IDNA2003 ToASCII (RFC 3490) as RFC 3987 §3.1 says for converting an
    // IRI: UseSTD3ASCIIRules TRUE, AllowUnassigned TRUE ("mis à VRAI
    // autrement": only creating an IRI sets it FALSE), so
    // "http://😀.example/" gives "http://xn--e28h.example/".
    idna2003,
    // The same with AllowUnassigned FALSE: §3.1's rule "for creating IRIs";
    // a code point unassigned in Unicode 3.2 is an error.
    idna2003_creating,
    // What browsers do, not what RFC 3987 allows: the URL Standard's host
    // parser, the code iri::url::parse runs (percent-decoding, "domain to
    // ASCII": UTS #46 nontransitional, CheckBidi, CheckJoiners, without
    // UseSTD3ASCIIRules, CheckHyphens or VerifyDnsLength, ASCII "xn--"
    // labels kept as they are; then an IPv4 address when the name ends in
    // a number), applied to every reg-name of the URL Standard's special
    // schemes but "file" (http, https, ws, wss, ftp), plain ASCII ones too,
    // which it lowercases: "http://ü_b.example/" gives
    // "http://xn--_b-wka.example/", which §3.1's UseSTD3ASCIIRules forbids,
    // "http://0x7F.1/" "http://127.0.0.1/". IP literals and dotted-decimal
    // IPv4 addresses stay. " ` { }, which a domain may keep and a reg-name
    // may not hold, are written as triplets. A host the Standard refuses
    // fails with errc::invalid_host_name at the first label refused on its
    // own (else at the host), the detail saying why.
    whatwg,
};

struct to_uri_options {
    // Also percent-encode the printable US-ASCII characters that neither
    // URIs nor IRIs allow anywhere: space < > " { } | \ ^ ` (the "excluded"
    // characters of RFC 2396 §2.4.3, which software commonly lets through).
    // Never "%", "#", "[" or "]": §3.1 says their meaning would change.
    // An input that is still not an IRI-reference afterwards is an error.
    bool lenient = false;
    // RFC 3987 §3.1 (before step 2): "Systems accepting IRIs MAY convert the
    // ireg-name component of an IRI" with ToASCII. Applies to the schemes
    // whose hosts are DNS names (semantics/scheme_registry.cpp: coap, coaps,
    // ftp, gopher, http, https, imap, ldap, nntp, pop, rtsp, snmp, telnet,
    // ws, wss) and to a reg-name host that holds a non-ASCII character, a
    // "%HH" triplet (decoded first: §3.1 says the ireg-name is converted as
    // characters) or an "xn--" label; a plain ASCII host is kept as it is,
    // case included. A host that ToASCII rejects fails with
    // errc::invalid_host_name, diagnostic.detail naming the broken rule; so
    // does one longer than 4096 octets, which no DNS name is.
    idna_mode idna = idna_mode::none;
    // RFC 3987 §3.1 variant (b): the input is in this legacy charset
    // ("iso-8859-1", "macintosh", "windows-1252", "Shift_JIS", "KOI8-R",
    // any name Boost.Locale's converter knows), not UTF-8. It is converted
    // to Unicode and normalized to NFC before anything else; offsets in
    // diagnostics then count in the converted text. Empty: the input is
    // UTF-8 and is never normalized (variant c). Fails with
    // errc::unknown_charset, or errc::charset_conversion_failed when the
    // bytes are not valid in the charset.
    std::string_view from_charset;
    // Not RFC 3987 (its §3.1 always uses UTF-8) but what a user agent sends
    // for a URL in a document of a legacy encoding: the URL Standard's
    // query state ("percent-encode after encoding"), the HTTP query case of
    // the 2011 processing draft (draft-ietf-iri-3987bis processing §6.1)
    // and of HTML. `query_charset` is a label of the WHATWG Encoding
    // Standard ("iso-8859-1", "latin1" and "windows-1252" all name
    // windows-1252, so "€" is %80), encoded with that standard's tables,
    // not ICU's or the C library's (Shift_JIS: U+FF5E is 81 60, U+301C has
    // no bytes; macintosh: U+F8FF is F0). It applies to the query of the URL
    // Standard's special schemes, which the Standard's own query encoder
    // writes (whatwg/percent_encode.hpp): http, https, ftp and file in this
    // encoding, ws and wss in UTF-8 (§4.4 query state); other schemes,
    // relative references, and every other component stay UTF-8. Each byte
    // in the special-query percent-encode set (controls, above 0x7E, space
    // " # < > ') is a triplet, so "'" is %27 and Shift_JIS "ト" "%83g"; a
    // character the encoding lacks becomes its numeric character
    // reference, percent-encoded ("€" in Shift_JIS: "%26%238364%3B"). Unlike
    // a browser, a byte the Standard leaves raw that a URI may not hold
    // ([ \ ] ^ ` { | } and a "%" that starts no triplet) is a triplet too.
    // With `lenient`, the characters it encodes are read as written. UTF-8,
    // UTF-16BE, UTF-16LE and replacement mean UTF-8 (the URL Standard's
    // output encoding). A label the standard does not know fails with
    // errc::unknown_charset (check it once with is_query_charset).
    std::string_view query_charset;
};

// Whether to_uri_options::query_charset accepts `label` (a label of the
// WHATWG Encoding Standard, ASCII case and surrounding whitespace ignored).
bool is_query_charset(std::string_view label) noexcept;

// Whether to_uri_options::from_charset and prepare_options::from_charset
// accept `name` (a charset Boost.Locale's converter knows).
bool is_input_charset(std::string_view name) noexcept;

// RFC 3987 §3.1: the URI that `iri` (an IRI-reference) maps to. Fails with
// the parser's diagnostic when `iri` is not an IRI-reference, or with
// errc::out_of_memory.
text_result to_uri(std::string_view iri, to_uri_options options = {}) noexcept;

// The same, writing into `out` (replacing its contents, reusing its
// capacity): the form for converting many IRIs. Returns errc::ok, or the
// code of the diagnostic that `error`, when given, receives; `out` is then
// empty. `iri` must not view `out`'s own characters.
errc to_uri_into(std::string_view iri, std::string& out, to_uri_options options = {},
                 diagnostic* error = nullptr) noexcept;

struct to_iri_options {
    // RFC 3987 §3.2.1: "Conversion from a URI to an IRI MAY be done by using
    // the ToUnicode operation ... on each dot-separated label". For a
    // reg-name host (any scheme), each "xn--" label that is valid Punycode
    // of a valid UTS #46 label becomes its Unicode form; other labels, and
    // "xn--" labels that do not decode, are kept as they are.
    bool idn_unicode = false;
};

// RFC 3987 §3.2: the IRI that `uri` maps to. `uri` must be a URI-reference,
// or an IRI-reference (its characters are kept). Step 2 decodes the
// triplets of unreserved ASCII characters (ALPHA DIGIT "-" "." "_" "~",
// in every component: "%7Euser" -> "~user", "%2E%2E" -> "..", with no
// dot-segment removal), and no other ASCII triplet. Other "%HH" are decoded
// only when they form strictly valid UTF-8 of a character allowed unencoded
// at their place, never the bidi formatting characters of §4.1 nor the
// invisible bidi controls Unicode added since (ALM, LRI, RLI, FSI, PDI,
// U+2028, U+2029). to_iri(to_iri(u)) == to_iri(u), and to_uri(to_iri(u)) is
// equivalent to u under RFC 3986 §6.2.2 syntax normalization (case of hex
// digits, decoding of unreserved characters); it is u itself when u has no
// triplet of an unreserved character and its hex digits are uppercase.
// compare() (<iri/normalize.hpp>) can still tell the two apart when u's
// path has "%2E" segments: it reads those as resolution does, as ordinary
// segments, where to_iri(u) has dot segments.
text_result to_iri(std::string_view uri, to_iri_options options = {}) noexcept;

// The same, writing into `out` (as to_uri_into; `uri` must not view `out`).
errc to_iri_into(std::string_view uri, std::string& out, to_iri_options options = {},
                 diagnostic* error = nullptr) noexcept;

// Preparing arbitrary text as an IRI reference: the pre-processing of
// draft-ietf-iri-3987bis processing (2011, "Pre-processing Arbitrary
// Unicode Strings", then the percent-encoding of "Identify the path /
// query / fragment"), for text a person typed or pasted (RFC 3987 §7.2).
enum class inner_spaces : std::uint8_t {
    encode,  // each U+0020 becomes "%20" (the draft's single-reference case)
    remove,  // blocks of U+0020 are removed
};

struct prepare_options {
    inner_spaces spaces = inner_spaces::encode;
    // The text is in this charset, not UTF-8 (the draft's step 3): it is
    // converted to Unicode and normalized to NFC, as to_uri does.
    std::string_view from_charset;
};

// Step 1: leading and trailing SP, CR, LF and TAB go. Step 2: inner spaces
// as `options.spaces` says. Step 3: `options.from_charset`. Then every
// character not allowed where it stands is percent-encoded (UTF-8 octets,
// uppercase hex): controls, the printable ASCII characters no IRI allows
// (space " < > \ ^ ` { | }), "[" and "]" outside the host, "#" after
// the first, a "%" that starts no triplet ("%25"), bytes that are not UTF-8,
// characters that are not ucschar, iprivate outside the query, and the
// bidi formatting characters (§4.1). The result is checked with parse():
// text that still is no IRI-reference (a bad port, a broken IP literal)
// fails with the parser's diagnostic, offsets counted in the prepared text.
text_result prepare(std::string_view text, prepare_options options = {}) noexcept;

// The same for text held as UTF-16 or UTF-32, as a program's strings may be.
// An unpaired surrogate or a value beyond U+10FFFF is an error
// (invalid_unicode_string, offset in code units of the input): such text has
// no UTF-8 form, and nothing the user gave may be silently replaced.
text_result prepare(std::u16string_view text, prepare_options options = {}) noexcept;
text_result prepare(std::u32string_view text, prepare_options options = {}) noexcept;

// Where several references are allowed (a list typed into one field), the
// draft's §4 step 2 splits the text on runs of spaces (U+0020 only)
// instead: one result per non-empty piece, each prepared as above. Text in
// `options.from_charset` is decoded first, so that only its spaces split.
std::vector<text_result> prepare_each(std::string_view text, prepare_options options = {}) noexcept;

// RFC 3987 §7.3: applications that find URIs in plain text "should be
// upgraded to use the IRI syntax as base for heuristics. In particular, a
// non-ASCII character should not be taken as the indication of the end of
// an IRI."
struct found_iri {
    std::size_t byte_offset = 0;  // where it starts in the text
    std::size_t offset = 0;  // the same in code points
    std::string_view iri;  // a view into the text: a valid IRI
};

// Appends to `out` the IRIs in `text`, in order. A candidate starts at a
// scheme followed by "//", or at one of the schemes that are used without
// (mailto, urn, tel, sip, sips, news, xmpp, geo, data): the scheme
// characters right before the colon, from the first letter among them, so
// that no letter is glued to it ("xhttp://a" has the scheme "xhttp"; in
// "1.http://a" the "1." is left out, a list number). It runs as long as
// characters may appear in an IRI, and
// ends at whitespace (Unicode's too: U+00A0, U+2000-200A, U+2028, U+3000...),
// at ASCII characters no IRI allows (< > " { } | \ ^ `), at non-ucschar, at
// the bidi controls (§4.1's seven, ALM and the isolates), and at the
// delimiters that stand around IRIs in text: CJK brackets and punctuation
// (U+3001, U+3002, U+300C-300F, the fullwidth ( ) ! , : ; ?, the halfwidth
// full stop and comma), quotes and guillemets (U+2018-201F, U+00AB, U+00BB)
// and the sentence marks of Arabic, Devanagari, Armenian and Greek
// (U+060C, U+061F, U+06D4, U+0964, U+0965, U+0589, U+0387). Trailing "." "," ";" ":" "!" "?" "'" are not part of it,
// nor a trailing ")" or "]" without its opening partner. A candidate that
// does not parse as an IRI is skipped, and the search goes on at the next
// colon; after 16 candidates that fail in one run of characters that may
// appear in an IRI, the rest of the run is skipped, which keeps the time
// linear in the text. Returns errc::ok or errc::out_of_memory.
errc extract(std::string_view text, std::vector<found_iri>& out) noexcept;

}  // namespace iri

#pragma GCC visibility pop
