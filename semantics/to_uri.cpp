// RFC 3987 §3.1, mapping an IRI to a URI.
//
// §3.1 step 1 (the IRI as a sequence of UCS characters, in UTF-8 here) is
// what the caller hands us. Step 2 replaces "each character that is not
// allowed in URIs" (every ucschar and iprivate) by the %HH triplets of its
// UTF-8 octets, and keeps everything else, "%hh" included, as it is.
//
// Once the input is known to be an IRI-reference, every byte >= 0x80 in it
// belongs to a ucschar or iprivate character (the grammar admits nothing
// else beyond ASCII), so step 2 needs no decoding and no components: copy
// the ASCII runs, and write each high byte as a triplet. That is one pass,
// and it is why the parse comes first: a half-converted string is never
// returned.
#include <iri/convert.hpp>

#include <iri/parse.hpp>

#include "unicode/byte_words.hpp"
#include "unicode/charset.hpp"
#include "unicode/hex.hpp"
#include "unicode/high_byte_triplets.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"
#include "unicode/idna.hpp"
#include "unicode/nfc.hpp"
#include "semantics/convert_trace.hpp"
#include "semantics/failure.hpp"
#include "semantics/scheme_registry.hpp"
#include "unicode/whatwg_encoding.hpp"
#include "whatwg/host.hpp"
#include "whatwg/parser.hpp"
#include "whatwg/percent_encode.hpp"
#include "whatwg/report.hpp"

#include <bit>
#include <cstdint>
#include <cstring>
#include <new>
#include <optional>
#include <string>
#include <type_traits>

namespace iri {
namespace {

using unicode::load_word;

constexpr std::uint64_t high_bits = unicode::every_byte(0x80);

// How many bytes >= 0x80 `text` holds: each becomes three.
std::size_t count_non_ascii(std::string_view text) noexcept {
    char const* p = text.data();
    char const* const end = p + text.size();
    std::size_t n = 0;
    // Each byte's high bit moved to its low bit, then all eight summed into
    // the top byte by one multiplication (no popcount instruction needed).
    for (; end - p >= 8; p += 8)
        n += static_cast<std::size_t>((((load_word(p) & high_bits) >> 7) * 0x0101010101010101u) >> 56);
    for (; p != end; ++p) n += static_cast<unsigned char>(*p) >> 7;
    return n;
}

// §3.1 step 2 over a valid IRI-reference: appends `iri` to `out` with every
// byte >= 0x80 written as an uppercase triplet (unicode/high_byte_triplets.hpp).
// A trace then hears of each character so written: the parse has checked
// the UTF-8, so a lead byte's continuation bytes are there.
template <class Trace>
void append_percent_encoded_non_ascii(std::string& out, std::string_view iri, Trace& trace) {
    std::size_t const start = out.size();
    // Room for the worst case, every byte a triplet, is cheaper to make
    // than counting the non-ASCII bytes first, for the short texts that
    // references mostly are; a long one is counted, not to hold three times
    // its size for nothing.
    std::size_t const most = start + (iri.size() <= 1024 ? 3 * iri.size() : iri.size() + 2 * count_non_ascii(iri));
    out.resize(most + unicode::high_byte_triplets_room);
    char const* const end =
        unicode::write_high_byte_triplets(iri.data(), iri.data() + iri.size(), out.data() + start);
    out.resize(static_cast<std::size_t>(end - out.data()));
    if constexpr (!std::is_same_v<Trace, semantics::no_conversion_trace>) {
        char const* written = out.data() + start;
        char const* const text_end = iri.data() + iri.size();
        for (char const* p = iri.data(); p != text_end;) {
            char32_t code_point = 0;
            auto const length = static_cast<std::size_t>(unicode::decode_utf8(p, text_end, code_point));
            if (length == 0) {  // ASCII, copied
                ++p;
                ++written;
                continue;
            }
            trace.encoded(p, p + length, written);
            p += length;
            written += 3 * length;
        }
    }
}

// `iri` with the lenient characters percent-encoded, into `out`.
template <class Trace>
void percent_encode_excluded(std::string_view iri, std::string& out, Trace& trace) {
    out.clear();
    out.reserve(iri.size() + 16);
    for (std::size_t i = 0; i < iri.size(); ++i) {
        char const c = iri[i];
        auto const octet = static_cast<unsigned char>(c);
        if (unicode::is_excluded_printable_ascii(octet)) {
            trace.excluded(i);
            unicode::append_triplet(out, octet);
        } else {
            out += c;
        }
    }
}

bool has_lenient_excluded(std::string_view iri) noexcept {
    for (char c : iri)
        if (unicode::is_excluded_printable_ascii(static_cast<unsigned char>(c))) return true;
    return false;
}

// A diagnostic about the encoded text, moved back onto the caller's input:
// each character encoded before the error added two bytes and two code
// points. An error on the triplet of an encoded character ("//[1\"" is
// "//[1%22", where "%" cannot stand) is about that character: the
// diagnostic names it, not the "%" the user never wrote.
// The offset in `original` of the character that byte `encoded_offset`
// of its --lenient encoding belongs to: each excluded character before it
// is three bytes there, one here.
std::size_t unescaped_offset(std::size_t encoded_offset, std::string_view original) noexcept {
    std::size_t encoded = 0;
    std::size_t i = 0;
    for (; i < original.size(); ++i) {
        std::size_t const width = unicode::is_excluded_printable_ascii(static_cast<unsigned char>(original[i])) ? 3 : 1;
        if (encoded + width > encoded_offset) break;
        encoded += width;
    }
    return i;
}

diagnostic unescaped_position(diagnostic d, std::string_view original) noexcept {
    std::size_t const i = unescaped_offset(d.byte_offset, original);
    // All bytes the encoding added are ASCII: as many code points as bytes.
    d.offset -= d.byte_offset - i;
    d.byte_offset = i;
    if (i < original.size() && unicode::is_excluded_printable_ascii(static_cast<unsigned char>(original[i]))) {
        d.byte = static_cast<unsigned char>(original[i]);
        d.code_point = static_cast<unsigned char>(original[i]);
        d.has_code_point = true;
    }
    return d;
}

// §3.1's ireg-name conversion, for the schemes whose hosts are DNS names.
bool has_dns_host(std::string_view scheme) noexcept {
    semantics::scheme_rules const* rules = semantics::find_scheme(scheme);
    return rules != nullptr && rules->dns_host;
}

// Whether ToASCII has anything to do: a plain ASCII name is already what
// DNS wants, and converting it would only lowercase it (or, under the STD3
// rules, reject the "_" that many real names hold).
bool needs_to_ascii(std::string_view host) noexcept {
    for (std::size_t i = 0; i < host.size(); ++i) {
        auto const c = static_cast<unsigned char>(host[i]);
        if (c >= 0x80 || c == '%') return true;
        bool const label_start = i == 0 || host[i - 1] == '.';
        if (label_start && host.size() - i >= 4 && (host[i] | 0x20) == 'x' && (host[i + 1] | 0x20) == 'n' &&
            host[i + 2] == '-' && host[i + 3] == '-')
            return true;
    }
    return false;
}

// The ireg-name as characters: its "%HH" triplets (checked by the parse)
// decoded to octets.
void percent_decode(std::string_view text, std::string& out) {
    out.clear();
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%') {
            out += static_cast<char>(unicode::triplet_octet(text.data() + i));
            i += 2;
        } else {
            out += text[i];
        }
    }
}

diagnostic component_error(std::string_view text, std::size_t offset, errc code, std::string_view production,
                           std::string_view detail) noexcept {
    diagnostic d;
    d.code = code;
    d.byte_offset = offset;
    d.offset = unicode::count_code_points(text.substr(0, offset));
    d.production = production;
    d.detail = detail;
    return d;
}

// A component written differently from step 2's default: the host after
// ToASCII, the query in its HTTP charset. `text` is final URI text.
struct replacement {
    span where;
    std::string text;
};

bool equals_ignoring_case(std::string_view text, std::string_view lowercase) noexcept {
    if (text.size() != lowercase.size()) return false;
    for (std::size_t i = 0; i < lowercase.size(); ++i)
        if ((text[i] | 0x20) != lowercase[i]) return false;
    return true;
}

// The URL Standard's special schemes whose hosts are domains ("file" aside:
// its "localhost" rule is not followed here).
bool is_url_special(std::string_view scheme) noexcept {
    for (std::string_view special : {"http", "https", "ws", "wss", "ftp"})
        if (equals_ignoring_case(scheme, special)) return true;
    return false;
}

unicode::idna_rules rules_of(idna_mode mode) noexcept {
    switch (mode) {
        case idna_mode::idna2003: return unicode::idna_rules::idna2003;
        case idna_mode::idna2003_creating: return unicode::idna_rules::idna2003_creating;
        default: return unicode::idna_rules::uts46;
    }
}

// RFC 3986 §3.2.2: what a reg-name holds besides pct-encoded.
bool is_reg_name_byte(unsigned char c) noexcept { return unicode::has(c, unicode::unreserved | unicode::sub_delim); }

// Where the URL Standard's host parser failed on the ireg-name `name`:
// the offset of the first label that domain to ASCII refuses on its own,
// or 0 when only the whole name fails (the Bidi rule, which looks across
// labels; a name that ends in a number and is no IPv4 address).
std::size_t failing_label(std::string_view name, whatwg::host_scratch& scratch, std::string_view& problem) {
    whatwg::report quiet(nullptr);
    std::string ascii;
    for (std::size_t begin = 0; begin < name.size();) {
        std::size_t end = name.find('.', begin);
        if (end == std::string_view::npos) end = name.size();
        if (end > begin) {
            std::string_view const label = name.substr(begin, end - begin);
            scratch.decoded.clear();
            whatwg::append_decoded(scratch.decoded, label);
            if (!whatwg::domain_to_ascii(scratch.decoded, label, quiet, 0, ascii, scratch)) {
                problem = scratch.problem;
                return begin;
            }
        }
        begin = end + 1;
    }
    return 0;
}

// --idna=whatwg: the ireg-name through the URL Standard's host parser
// (§3.5, whatwg/host.cpp: percent-decoded, domain to ASCII, and an IPv4
// address when it ends in a number), the very code `iri url` runs. Only a
// reg-name: an IP-literal and a dotted-decimal IPv4address stay as RFC 3987
// has them (the Standard writes such an IPv4 address the same way). The
// host comes out with every byte RFC 3986 does not allow in a reg-name
// percent-encoded (the Standard keeps " ` { } in a domain), so that the
// URI stays valid. False, with `why` at the label that fails, when the
// Standard's host parser fails.
bool whatwg_host(std::string_view text, span where, std::optional<replacement>& host, diagnostic& why) {
    std::string_view const name = text.substr(where.offset, where.length);
    whatwg::report r(nullptr);
    whatwg::host_scratch scratch;
    url::host_kind kind{};
    std::string ascii;
    if (!whatwg::parse_host(name, false, r, 0, kind, ascii, scratch)) {
        std::string_view problem = scratch.problem;
        std::size_t const label = failing_label(name, scratch, problem);
        if (problem.empty())
            problem = "the host ends in a number, so the URL Standard reads it as an IPv4 address, and it is none";
        why = component_error(text, where.offset + label, errc::invalid_host_name, "ireg-name", problem);
        return false;
    }
    host.emplace(replacement{where, {}});
    for (char c : ascii) {
        auto const octet = static_cast<unsigned char>(c);
        if (is_reg_name_byte(octet))
            host->text += c;
        else
            unicode::append_triplet(host->text, octet);
    }
    return true;
}

// The ireg-name after ToASCII, when §3.1's optional conversion applies.
// False, with `why` filled, when ToASCII rejects the name.
bool ascii_host(reference_view const& ref, idna_mode mode, std::optional<replacement>& host, diagnostic& why) {
    std::string_view const text = ref.text();
    span const where = ref.parts().host;
    std::optional<std::string_view> const scheme = ref.scheme();
    std::string_view const name = text.substr(where.offset, where.length);
    if (mode == idna_mode::none || ref.host_type() != host_kind::reg_name || !scheme) return true;
    if (mode == idna_mode::whatwg) {
        // The URL Standard's host parser runs on every host of a special
        // scheme, plain ASCII ones too (which it lowercases).
        if (!is_url_special(*scheme) || name.empty()) return true;
        return whatwg_host(text, where, host, why);
    }
    if (!has_dns_host(*scheme) || !needs_to_ascii(name)) return true;
    std::string characters;
    percent_decode(name, characters);
    host.emplace(replacement{where, {}});
    if (std::string_view const problem = unicode::idna_to_ascii(characters, rules_of(mode), host->text);
        !problem.empty()) {
        why = component_error(text, where.offset, errc::invalid_host_name, "ireg-name", problem);
        return false;
    }
    return true;
}

// One scalar value of valid UTF-8 at p; advances p.
char32_t next_code_point(char const*& p) noexcept {
    auto const b = [&](int k) { return static_cast<char32_t>(static_cast<unsigned char>(p[k])); };
    char32_t cp;
    int n;
    if (b(0) < 0x80)
        cp = b(0), n = 1;
    else if (b(0) < 0xE0)
        cp = (b(0) & 0x1F) << 6 | (b(1) & 0x3F), n = 2;
    else if (b(0) < 0xF0)
        cp = (b(0) & 0x0F) << 12 | (b(1) & 0x3F) << 6 | (b(2) & 0x3F), n = 3;
    else
        cp = (b(0) & 0x07) << 18 | (b(1) & 0x3F) << 12 | (b(2) & 0x3F) << 6 | (b(3) & 0x3F), n = 4;
    p += n;
    return cp;
}

// RFC 3986 §3.4: what a query holds besides pct-encoded.
bool is_query_byte(unsigned char c) noexcept {
    return unicode::has(c, unicode::unreserved | unicode::sub_delim | unicode::colon | unicode::at | unicode::slash |
                               unicode::question);
}

// `piece`, what the URL Standard's query encoder wrote for one character,
// appended to `out` with each byte it left raw that a URI may not hold
// percent-encoded (RFC 3986 §2): [ \ ] ^ ` { | } and a "%" that starts no
// triplet. Those come only from the octets of a non-ASCII character (the
// IRI's own ASCII is valid query text): Shift_JIS "−" is 81 7C, which the
// browser sends as "%81|" and this writes "%81%7C"; a raw "%" only from
// ISO-2022-JP's JIS X 0208 pairs, whose "%" the next byte never makes a
// triplet within one character. `own_percent`: the character is the IRI's
// own "%" (its triplet follows in the query), kept.
void append_uri_valid(std::string& out, std::string_view piece, bool own_percent) {
    for (std::size_t i = 0; i < piece.size(); ++i) {
        auto const octet = static_cast<unsigned char>(piece[i]);
        if (octet == '%' && whatwg::is_percent_encoded_byte_at(piece, i)) {
            out.append(piece.substr(i, 3));
            i += 2;
        } else if (is_query_byte(octet) || (octet == '%' && own_percent)) {
            out += piece[i];
        } else {
            unicode::append_triplet(out, octet);
        }
    }
}

// The query of a URL a user agent parses in a document of a legacy
// encoding: the URL Standard's query state (§4.4 basic URL parser) run by
// its own code (whatwg/percent_encode.hpp, as `iri url` runs it): each
// code point encoded in the output encoding of `charset` (a label of the
// WHATWG Encoding Standard: "latin1", "Shift_JIS"...), UTF-8 for ws and
// wss, and its bytes percent-encoded with the special-query
// percent-encode set (so "'" is %27); a character the encoding lacks
// becomes its numeric character reference, percent-encoded ("€" in
// Shift_JIS: "%26%238364%3B"). Then the bytes the browser leaves raw that
// a URI may not hold are percent-encoded too (append_uri_valid): `iri url`
// gives the browser's exact form. This is no part of RFC 3987 (its §3.1
// always uses UTF-8); the 2011 processing draft (draft-ietf-iri-3987bis
// processing §6.1) and HTML keep it for http and https. Only the special
// schemes' query changes: the Standard's query of another scheme is UTF-8
// with the query set, step 2's output for any IRI; relative references
// have no scheme to tell.
//
// The encoder reads the query as the user wrote it: --lenient's triplets
// of excluded characters are read as those characters (`source_query`,
// the query in the text before --lenient, which `escaped` encoded), since
// ISO-2022-JP writes "\"
// differently after a JIS X 0201 character ("‾\" is "%1B(J~%1B(B%5C",
// not the YEN SIGN of "%1B(J~%5C%1B(B").
template <class Trace>
bool charset_query(reference_view const& ref, std::string_view source_query, bool escaped, std::string_view charset,
                   std::optional<replacement>& query, diagnostic& why, Trace& trace) {
    std::string_view const text = ref.text();
    span const where = ref.parts().query;
    std::optional<std::string_view> const scheme = ref.scheme();
    if (charset.empty()) return true;
    std::optional<unicode::encoding> const label = unicode::encoding_for_label(charset);
    if (!label) {
        why = component_error(text, 0, errc::unknown_charset, {},
                              "the query charset is not a label of the WHATWG Encoding Standard");
        return false;
    }
    if (!where.present || !scheme) return true;
    std::string lowercase_scheme(*scheme);
    for (char& c : lowercase_scheme)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (!whatwg::is_special_scheme(lowercase_scheme)) return true;
    // §4.4 query state step 1: no legacy encoding for ws and wss.
    bool const websocket = lowercase_scheme == "ws" || lowercase_scheme == "wss";
    whatwg::query_encoder encoder(websocket ? unicode::encoding::utf_8 : unicode::output_encoding(*label),
                                  whatwg::encode_set::special_query);
    query.emplace(replacement{where, {}});
    std::string& out = query->text;
    std::string piece;
    char const* at = text.data() + where.offset;  // the character in `text`
    char const* p = source_query.data();
    char const* const end = p + source_query.size();
    while (p != end) {
        char const* const from = at;
        char const* const character = p;
        std::size_t const written = out.size();
        char32_t const cp = next_code_point(p);
        bool const encoded_by_lenient =
            escaped && cp < 0x80 && unicode::is_excluded_printable_ascii(static_cast<unsigned char>(cp));
        at += encoded_by_lenient ? 3 : p - character;
        piece.clear();
        bool const reference = encoder.append(piece, cp);
        append_uri_valid(out, piece, cp == '%');
        trace.query_character(from, at, std::string_view(out).substr(written), cp, reference);
    }
    piece.clear();
    encoder.finish(piece);
    std::size_t const written = out.size();
    append_uri_valid(out, piece, false);
    if (!piece.empty()) trace.query_end(at, std::string_view(out).substr(written));
    return true;
}

// Step 2 over `text`, with the replaced components written as replaced.
// The host comes before the query, as in every reference.
template <class Trace>
void append_with_replacements(std::string& out, std::string_view text, std::optional<replacement> const& host,
                              std::optional<replacement> const& query, Trace& trace) {
    std::size_t done = 0;
    for (std::optional<replacement> const* r : {&host, &query}) {
        if (!r->has_value()) continue;
        span const where = (*r)->where;
        append_percent_encoded_non_ascii(out, text.substr(done, where.offset - done), trace);
        out += (*r)->text;
        trace.replaced(where, (*r)->text,
                       r == &host ? semantics::replaced_component::host : semantics::replaced_component::query);
        done = where.offset + where.length;
    }
    append_percent_encoded_non_ascii(out, text.substr(done), trace);
}

// The parser's verdict on `text`: is_valid is the fast path, parse() only
// runs to explain a failure.
bool validate(std::string_view text, diagnostic& why) noexcept {
    if (is_valid(text, entry::IRI_reference)) return true;
    why = parse(text, entry::IRI_reference).error();
    return false;
}

// §3.1 over `iri`, telling `trace` each decision (to_uri_into's trace does
// nothing; explain_to_uri's records).
template <class Trace>
errc to_uri_pass(std::string_view iri, std::string& out, to_uri_options const& options, diagnostic* error,
                 Trace& trace) noexcept {
    out.clear();
    try {
        // The common case, with no option set: validation, then step 2 over
        // the whole text. Taken before anything below is set up, since on
        // short references that setup is a noticeable part of the work.
        if (options.from_charset.empty() && !options.lenient && options.idna == idna_mode::none &&
            options.query_charset.empty()) {
            diagnostic why;
            if (!validate(iri, why)) return semantics::fail(why, out, error);
            trace.source(iri);
            trace.text(iri);
            append_percent_encoded_non_ascii(out, iri, trace);
            trace.finish(out);
            return errc::ok;
        }
        // §3.1 variant (b): an IRI in a legacy charset is converted to UCS
        // and normalized to NFC. Variant (c), Unicode input, is never
        // normalized: it is taken as it is. From here on, offsets in
        // diagnostics count in the converted text.
        std::string unicode;
        std::string_view source = iri;
        if (!options.from_charset.empty()) {
            std::string decoded;
            unicode::charset_status const status = unicode::decode_charset(iri, options.from_charset, decoded);
            if (status == unicode::charset_status::out_of_memory) throw std::bad_alloc();
            if (status == unicode::charset_status::unknown_charset)
                return semantics::fail(
                    component_error({}, 0, errc::unknown_charset, {}, "the input charset is not known"), out, error);
            if (status != unicode::charset_status::ok)
                return semantics::fail(semantics::charset_conversion_error(iri, options.from_charset, "IRI-reference"),
                                       out, error);
            if (!unicode::append_nfc_keeping_delimiters(unicode, decoded)) throw std::bad_alloc();
            source = unicode;
            trace.input_charset(iri, source);
        }
        trace.source(source);

        // `lenient` encodes what it may, then everything below works on
        // that text; diagnostics are moved back onto `source`.
        std::string encoded;
        std::string_view text = source;
        bool const escaped = options.lenient && has_lenient_excluded(source);
        if (escaped) {
            percent_encode_excluded(source, encoded, trace);
            text = encoded;
        }
        trace.text(text);
        auto const failed = [&](diagnostic const& d) {
            return semantics::fail(escaped ? unescaped_position(d, source) : d, out, error);
        };
        if (options.idna == idna_mode::none && options.query_charset.empty()) {
            diagnostic why;
            if (!validate(text, why)) return failed(why);
            append_percent_encoded_non_ascii(out, text, trace);
            trace.finish(out);
            return errc::ok;
        }
        parse_result const parsed = parse(text, entry::IRI_reference);
        if (!parsed) return failed(parsed.error());
        diagnostic why;
        std::optional<replacement> host, query;
        span const q = parsed.value().parts().query;
        std::string_view source_query;
        if (q.present && escaped) {
            std::size_t const begin = unescaped_offset(q.offset, source);
            source_query = source.substr(begin, unescaped_offset(q.offset + q.length, source) - begin);
        } else if (q.present) {
            source_query = text.substr(q.offset, q.length);
        }
        if (!ascii_host(parsed.value(), options.idna, host, why) ||
            !charset_query(parsed.value(), source_query, escaped, options.query_charset, query, why, trace))
            return failed(why);
        append_with_replacements(out, text, host, query, trace);
        trace.finish(out);
        return errc::ok;
    } catch (std::bad_alloc const&) {
        return semantics::fail(semantics::whole_input_error(errc::out_of_memory, {}), out, error);
    }
}

}  // namespace

errc to_uri_into(std::string_view iri, std::string& out, to_uri_options options, diagnostic* error) noexcept {
    // No state, so no frame of its own: the call stays a jump.
    static semantics::no_conversion_trace trace;
    return to_uri_pass(iri, out, options, error, trace);
}

errc semantics::to_uri_recorded(std::string_view iri, std::string& out, to_uri_options options, diagnostic* error,
                                semantics::conversion_trace& trace) noexcept {
    return to_uri_pass(iri, out, options, error, trace);
}

bool is_query_charset(std::string_view label) noexcept { return unicode::encoding_for_label(label).has_value(); }

bool is_input_charset(std::string_view name) noexcept { return !name.empty() && unicode::charset_known(name); }

text_result to_uri(std::string_view iri, to_uri_options options) noexcept {
    std::string out;
    diagnostic error;
    if (to_uri_into(iri, out, options, &error) != errc::ok) return error;
    return text_result(std::move(out));
}

}  // namespace iri
