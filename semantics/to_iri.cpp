// RFC 3987 §3.2, converting a URI to an IRI, steps 1 to 5:
//
//   1. Represent the URI as a sequence of octets in US-ASCII.
//   2. Convert all percent-encodings to octets, except those of "%",
//      of reserved characters, and of US-ASCII characters not allowed in
//      URIs.
//   3. Re-percent-encode the octets that are not part of a strictly legal
//      UTF-8 sequence.
//   4. Re-percent-encode the characters §2.2, §4.1 and §6.1 do not allow
//      there: anything not ucschar, iprivate outside iquery, and the bidi
//      formatting characters LRM RLM LRE RLE PDF LRO RLO. The invisible
//      bidi controls Unicode added after RFC 3987 (ALM, the isolates, LINE
//      and PARAGRAPH SEPARATOR) are kept encoded too: §4.1's reason (an IRI
//      cannot be typed back from a display they steer unseen) holds for
//      them alike, and §3.2 only permits, never requires, decoding.
//   5. Interpret the octets as UTF-8.
//
// Steps 2 to 4 are done together, triplet by triplet: a decoded sequence
// is written as raw octets only when it survives steps 3 and 4; otherwise
// its octets are written as uppercase triplets, which the RFC's own example
// shows ("%e2%80%ae" comes out as "%E2%80%AE", §3.2.1). Step 5 needs no
// work: the output is UTF-8 already.
//
// Step 2's exceptions leave exactly one kind of ASCII octet to decode: the
// unreserved characters ALPHA DIGIT "-" "." "_" "~" (RFC 3986 §2.3), in
// every component, the host included ("%41%42.example" -> "AB.example",
// no case change), and "%2E%2E" -> ".." with no dot-segment removal: this
// is a mapping, not resolution. The other ASCII triplets stay as written.
// So to_uri(to_iri(u)) need not give u back byte for byte; as §3.2 allows
// ("the resulting URI may differ"), it gives a URI equivalent to u under
// RFC 3986 §6.2.2 syntax normalization (hex case, unreserved decoding),
// and to_iri(to_iri(u)) == to_iri(u).
#include <iri/convert.hpp>

#include <iri/parse.hpp>

#include "semantics/convert_trace.hpp"
#include "semantics/failure.hpp"
#include "unicode/ascii_scan.hpp"
#include "unicode/hex.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"
#include "unicode/bidi_controls.hpp"
#include "unicode/idna.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <new>

namespace iri {
namespace {

using unicode::triplet_octet;
using unicode::write_triplet;

// How many octets a UTF-8 sequence led by each octet has: 2 to 4 for C2-F4,
// 0 for an octet that cannot lead one (ASCII, a continuation byte, C0, C1,
// F5-FF). One load instead of three comparisons per character; decode_utf8
// does the strict check of what follows the lead.
constexpr std::array<unsigned char, 256> make_sequence_lengths() {
    std::array<unsigned char, 256> t{};
    for (int lead = 0xC2; lead <= 0xDF; ++lead) t[lead] = 2;
    for (int lead = 0xE0; lead <= 0xEF; ++lead) t[lead] = 3;
    for (int lead = 0xF0; lead <= 0xF4; ++lead) t[lead] = 4;
    return t;
}
constexpr std::array<unsigned char, 256> sequence_lengths = make_sequence_lengths();

// §3.2 step 4 for the characters that need no table: may `cp` stand
// unencoded at this place of an IRI?
bool allowed_unencoded_rare(char32_t cp, bool in_query) noexcept {
    if (unicode::is_bidi_formatting(cp) || unicode::is_later_bidi_control(cp)) return false;  // §4.1
    return unicode::is_ucschar(cp) || (in_query && unicode::is_iprivate(cp));  // §2.2
}

// §3.2 step 4: may `cp` stand unencoded at this place of an IRI? Nearly
// every character of real text lies in U+00A0..U+D7FF, all ucschar; the
// only bidi controls there are U+061C and the ones in U+2000..U+206F, so
// outside those the answer is yes without looking further.
inline bool allowed_unencoded(char32_t cp, bool in_query) noexcept {
    if (cp >= 0xA0 && cp < 0xD800 && cp != 0x061C && (cp < 0x2000 || cp >= 0x2070)) return true;
    return allowed_unencoded_rare(cp, in_query);
}

// Steps 2-4 for the run of triplets starting at p, the general way: writes
// at `o` either the raw octets of one character or one or more triplets,
// never more bytes than it consumes; returns where the next element starts.
template <class Trace>
char const* convert_triplets_slowly(char const* p, char const* end, bool in_query, char*& o, Trace& trace) {
    unsigned char const lead = triplet_octet(p);
    int const length = sequence_lengths[lead];
    char octets[4] = {static_cast<char>(lead)};
    int gathered = 1;
    while (gathered < length && end - (p + 3 * gathered) >= 3 && p[3 * gathered] == '%') {
        octets[gathered] = static_cast<char>(triplet_octet(p + 3 * gathered));
        ++gathered;
    }
    char32_t cp = 0;
    if (length == 0 || gathered < length || unicode::decode_utf8(octets, octets + length, cp) != length) {
        // Step 3: the lead is not part of strictly legal UTF-8. What follows
        // is looked at afresh: it may start a sequence of its own.
        char* const written = o;
        o = write_triplet(o, lead);
        trace.triplets(p, p + 3, written, o, semantics::triplet_verdict::not_utf8, 0, in_query);
        return p + 3;
    }
    char* const written = o;
    if (!allowed_unencoded(cp, in_query)) {
        // Step 4: legal UTF-8, but not allowed here.
        for (int i = 0; i < length; ++i) o = write_triplet(o, static_cast<unsigned char>(octets[i]));
        trace.triplets(p, p + 3 * length, written, o, semantics::triplet_verdict::not_allowed, cp, in_query);
    } else {
        std::memcpy(o, octets, static_cast<std::size_t>(length));
        o += length;
        trace.triplets(p, p + 3 * length, written, o, semantics::triplet_verdict::character, cp, in_query);
    }
    return p + 3 * length;
}

// A continuation octet (10xxxxxx, §3.2 step 3) has a triplet whose first
// digit is 8, 9, A or B, either case. For those digits this gives the
// octet's bits 5 and 4 (the digit's low two bits); for any other byte it
// gives bit 7, which no hex digit's value has, so or'ing in the second
// digit's value (hex_values) yields the octet's low six bits and, in the
// same byte, whether it was a continuation octet at all: one check instead
// of building the octet and masking it.
constexpr std::array<unsigned char, 256> make_continuation_high_bits() {
    std::array<unsigned char, 256> t{};
    for (auto& bits : t) bits = 0x80;
    for (char const digit : {'8', '9', 'A', 'B', 'a', 'b'})
        t[static_cast<unsigned char>(digit)] = static_cast<unsigned char>((unicode::hex_value(digit) & 3) << 4);
    return t;
}
constexpr std::array<unsigned char, 256> continuation_high_bits = make_continuation_high_bits();

// The code point of the `length` triplets at p (all within the input) when
// they spell one UTF-8 sequence led by `lead` that is neither overlong nor
// cut short; their octets are written at o on the way, for the caller to
// keep or overwrite. `lead` is one that sequence_lengths gives `length`.
// Surrogates and values past U+10FFFF get through: no caller lets them
// stand, since they are neither ucschar nor iprivate.
template <int length>
bool decode_triplet_sequence(char const* p, unsigned char lead, char32_t& cp, char* o) noexcept {
    constexpr unsigned char lead_bits = length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07;
    constexpr char32_t smallest = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000;
    cp = lead & lead_bits;
    o[0] = static_cast<char>(lead);
    for (int i = 1; i < length; ++i) {
        char const* const triplet = p + 3 * i;
        if (triplet[0] != '%') return false;
        unsigned const low_bits = continuation_high_bits[static_cast<unsigned char>(triplet[1])] |
                                  unicode::hex_values[static_cast<unsigned char>(triplet[2])];
        if (low_bits & 0x80) return false;  // not a continuation octet
        cp = cp << 6 | low_bits;
        o[i] = static_cast<char>(0x80 | low_bits);
    }
    // Two-octet leads start at C2, so those sequences are never overlong;
    // the longer ones' can be (E0 80 80, F0 80 80 80).
    return length == 2 || cp >= smallest;
}

// Steps 2-4 for the `length` triplets at p, whose lead octet says they
// spell one UTF-8 sequence: when they all lie within the input, are
// strictly legal UTF-8 (step 3) and spell a character allowed in place
// (step 4), their octets are written at `o`, which moves past them, and the
// answer is true; otherwise false, and convert_triplets_slowly decides.
template <int length, class Trace>
inline bool convert_sequence(char const* p, char const* end, unsigned char lead, bool in_query, char*& o,
                             Trace& trace) {
    char32_t cp = 0;
    if (end - p < 3 * length || !decode_triplet_sequence<length>(p, lead, cp, o) || !allowed_unencoded(cp, in_query))
        return false;
    trace.triplets(p, p + 3 * length, o, o + length, semantics::triplet_verdict::character, cp, in_query);
    o += length;
    return true;
}

// Steps 2-4 for the run of triplets starting at p, as
// convert_triplets_slowly does, with the two common cases first: an ASCII
// octet, and a whole sequence of strictly legal UTF-8 (checked right here,
// as its octets are decoded) of a character allowed in place.
template <class Trace>
inline char const* convert_triplets(char const* p, char const* end, bool in_query, char*& o, Trace& trace) {
    unsigned char const lead = triplet_octet(p);
    if (lead < 0x80) {
        char* const written = o;
        if (unicode::has(lead, unicode::unreserved)) {
            // Step 2: an unreserved character is none of the exceptions.
            *o++ = static_cast<char>(lead);
            trace.triplets(p, p + 3, written, o, semantics::triplet_verdict::unreserved, lead, in_query);
        } else {
            // Step 2's exceptions: "%", reserved, and US-ASCII not allowed
            // in URIs; kept as written.
            std::memcpy(o, p, 3);
            o += 3;
            trace.triplets(p, p + 3, written, o, semantics::triplet_verdict::ascii_kept, lead, in_query);
        }
        return p + 3;
    }
    // The length is a constant in each branch, so the room check, the
    // advance and the decoding are all specialized to it. Tested in order of
    // length: the shorter sequences are the commoner in most scripts.
    int const length = sequence_lengths[lead];
    if (length == 2) {
        if (convert_sequence<2>(p, end, lead, in_query, o, trace)) return p + 6;
    } else if (length == 3) {
        if (convert_sequence<3>(p, end, lead, in_query, o, trace)) return p + 9;
    } else if (length == 4) {
        if (convert_sequence<4>(p, end, lead, in_query, o, trace)) return p + 12;
    }
    return convert_triplets_slowly(p, end, in_query, o, trace);
}

// Steps 2-4 over [p, end), none or all of it in the query, written at o.
// Between triplets the bytes are copied sixteen at a time, while the next
// "%" is looked for in them: the output lags the input, so a sixteen-byte
// store at o never passes the room made for the input's length. The last
// fifteen or fewer, the end of nearly every line, are searched and copied
// a word at a time.
template <bool in_query, class Trace>
void convert_piece(char const* p, char const* const end, char*& o, Trace& trace) {
    while (p != end) {
        if (*p != '%') {
            std::size_t copied = 16;
            while (end - p >= 16 && copied == 16) {
                std::memcpy(o, p, 16);
                copied = unicode::first_of(p, 16, "%");
                p += copied;
                o += copied;
            }
            if (copied == 16) {  // fewer than sixteen bytes left, none searched
                std::size_t const rest = unicode::first_of(p, static_cast<std::size_t>(end - p), "%");
                unicode::copy_short(o, p, rest);
                p += rest;
                o += rest;
                if (p == end) break;
            }
        }
        p = convert_triplets(p, end, in_query, o, trace);
    }
}

// Steps 2-5 over [p, end), written into `out` from `start` on, over what
// it held there; `out` is left ending where the output does. The output is
// never longer than the input, so it is written through a pointer into room
// made first, by a resize that fills only what lies beyond out's size: in a
// string reused line after line most of the room is there already. The
// query, where iprivate may stand, is converted on its own: a sequence's
// triplets all lie in one component (the delimiters between components are
// not triplets), so no sequence crosses its ends.
template <class Trace>
void convert_range(char const* p, char const* const end, char const* query_begin, char const* query_end,
                   std::string& out, std::size_t start, Trace& trace) {
    out.resize(start + static_cast<std::size_t>(end - p));
    char* o = out.data() + start;
    char const* const before_query = std::clamp(query_begin, p, end);
    char const* const after_query = std::clamp(query_end, before_query, end);
    convert_piece<false>(p, before_query, o, trace);
    convert_piece<true>(before_query, after_query, o, trace);
    convert_piece<false>(after_query, end, o, trace);
    out.resize(static_cast<std::size_t>(o - out.data()));
}

bool is_ace_label(std::string_view label) noexcept {
    return label.size() > 4 && (label[0] | 0x20) == 'x' && (label[1] | 0x20) == 'n' && label[2] == '-' &&
           label[3] == '-';
}

// Whether ToUnicode's answer may stand in an ireg-name: iunreserved only
// (ToUnicode with the STD3 rules gives no sub-delims), no bidi formatting.
bool fits_ireg_name(std::string_view label) noexcept {
    char const* p = label.data();
    char const* const end = p + label.size();
    while (p != end) {
        auto const c = static_cast<unsigned char>(*p);
        if (c < 0x80) {
            if (!unicode::has(c, unicode::unreserved)) return false;
            ++p;
            continue;
        }
        char32_t cp = 0;
        int const n = unicode::decode_utf8(p, end, cp);
        if (n == 0 || !allowed_unencoded(cp, false)) return false;
        p += n;
    }
    return true;
}

// Whether host[i] starts "%2E": a "." that step 2 decodes (it is unreserved).
bool is_encoded_dot(std::string_view host, std::size_t i) noexcept {
    return host[i] == '%' && i + 2 < host.size() && host[i + 1] == '2' && (host[i + 2] | 0x20) == 'e';
}

// §3.2.1's optional ToUnicode of the "xn--" labels of a reg-name host. Each
// label goes through steps 2-5 first, so that an "xn--" spelled with
// unreserved triplets ("%78n--") is recognised as it will be in the output,
// and a second to_iri finds nothing left to do. For the same reason a label
// ends at "%2E" as at ".": step 2 writes both as ".", so "xn--9ca%2Eexample"
// has the labels "xn--9ca" and "example" in the output, and its ACE label
// is converted now rather than by a second to_iri.
template <class Trace>
void convert_host_labels(std::string_view host, std::string& out, Trace& trace) {
    std::string decoded, unicode;
    std::size_t start = 0;
    while (true) {
        std::size_t dot = start;
        while (dot < host.size() && host[dot] != '.' && !is_encoded_dot(host, dot)) ++dot;
        std::string_view const label = host.substr(start, dot - start);
        // Not in the query: no position counts as one.
        convert_range(label.data(), label.data() + label.size(), label.data() + label.size(),
                      label.data() + label.size(), decoded, 0, trace);
        if (is_ace_label(decoded) && unicode::idna_label_to_unicode(decoded, unicode) && fits_ireg_name(unicode)) {
            out += unicode;
            trace.host_label(label.data(), label.data() + label.size(), unicode);
        } else {
            out += decoded;
        }
        if (dot == host.size()) break;
        // The separator, "." or "%2E", through step 2 like the rest (the
        // trace records the triplet decoded).
        std::size_t const separator = host[dot] == '.' ? 1 : 3;
        char const* const at = host.data() + dot;
        convert_range(at, at + separator, at + separator, at + separator, out, out.size(), trace);
        start = dot + separator;
    }
}

// Only digits and dots can spell an IPv4address (RFC 3986 §3.2.2).
bool is_digit_or_dot(unsigned char c) noexcept { return unicode::has(c, unicode::digit) || c == '.'; }

// Whether a reg-name can come out of steps 2-4 spelling an IPv4address
// when it did not before: only when it has a triplet, and each of its bytes
// is a digit or a dot, or starts a triplet of one (step 2 decodes those;
// every other triplet stays a triplet or becomes a character beyond ASCII).
// Nearly every host fails at its first byte, a letter, and is then
// converted with the rest of the reference, in one go.
bool may_spell_ipv4address(std::string_view host) noexcept {
    bool decoded = false;
    for (std::size_t i = 0; i < host.size(); ++i) {
        if (host[i] == '%') {
            if (!is_digit_or_dot(triplet_octet(host.data() + i))) return false;
            decoded = true;
            i += 2;
        } else if (!is_digit_or_dot(static_cast<unsigned char>(host[i]))) {
            return false;
        }
    }
    return decoded;
}

// Whether a converted reg-name reads as an IPv4address. Only digits and
// dots can spell one, so any other character settles it at once; for the
// rest the grammar decides, on the host alone ("//" makes it an authority),
// so that dec-octet's rules are written down once.
bool spells_ipv4address(std::string_view host) {
    if (host.empty() ||
        !std::all_of(host.begin(), host.end(), [](char c) { return is_digit_or_dot(static_cast<unsigned char>(c)); }))
        return false;
    std::string authority = "//";
    authority += host;
    parse_result const parsed = parse(authority, entry::irelative_ref);
    return parsed && parsed->host_type() == host_kind::ipv4;
}

// §3.2 over `uri`, telling `trace` each decision (to_iri_into's trace does
// nothing; explain_to_iri's records).
template <class Trace>
errc to_iri_pass(std::string_view uri, std::string& out, to_iri_options const& options, diagnostic* error,
                 Trace& trace) noexcept {
    // `out` is not emptied first: a failure empties it (semantics::fail),
    // and a success overwrites it.
    try {
        // Step 1, and the strictness the caller relies on: only a valid
        // reference is converted. An IRI's raw characters pass through.
        parse_result const parsed = parse(uri, entry::IRI_reference);
        if (!parsed) return semantics::fail(parsed.error(), out, error);
        trace.source(uri);
        trace.text(uri);
        span const query = parsed->parts().query;
        char const* const begin = uri.data();
        char const* const end = begin + uri.size();
        char const* const query_begin = query.present ? begin + query.offset : end;
        char const* const query_end = query.present ? query_begin + query.length : end;

        span const host = parsed->parts().host;
        std::string_view const host_text = uri.substr(host.offset, host.length);
        bool const reg_name = parsed->host_type() == host_kind::reg_name;
        bool const idn = options.idn_unicode && reg_name && host_text.find_first_of("-%") != std::string_view::npos;
        // Only a reg-name with triplets can come out spelling an IPv4address;
        // through steps 2-4 alone, only one of digits, dots and their
        // triplets (ToUnicode's labels are left to spells_ipv4address).
        bool const guard =
            reg_name && (idn ? host_text.find('%') != std::string_view::npos : may_spell_ipv4address(host_text));
        if (!idn && !guard) {
            convert_range(begin, end, query_begin, query_end, out, 0, trace);
            trace.finish(out);
            return errc::ok;
        }
        char const* const host_begin = begin + host.offset;
        out.clear();
        out.reserve(uri.size());
        convert_range(begin, host_begin, query_begin, query_end, out, 0, trace);
        std::size_t const host_out = out.size();
        if (idn)
            convert_host_labels(host_text, out, trace);
        else
            convert_range(host_begin, host_begin + host.length, query_begin, query_end, out, out.size(), trace);
        std::size_t const host_out_length = out.size() - host_out;
        convert_range(host_begin + host.length, end, query_begin, query_end, out, out.size(), trace);
        // A reg-name whose decoded digits and dots spell an IPv4address
        // ("5.9.95%2E9") would name a different kind of host: it is kept
        // as written (RFC 3986 §3.2.2 gives the IPv4 reading precedence).
        if (guard && spells_ipv4address(std::string_view(out).substr(host_out, host_out_length))) {
            out.replace(host_out, host_out_length, host_text);
            trace.ipv4_guard(host_begin, host_begin + host.length);
        }
        trace.finish(out);
        return errc::ok;
    } catch (std::bad_alloc const&) {
        return semantics::fail(semantics::whole_input_error(errc::out_of_memory, {}), out, error);
    }
}

}  // namespace

errc to_iri_into(std::string_view uri, std::string& out, to_iri_options options, diagnostic* error) noexcept {
    // No state, so no frame of its own: the call stays a jump.
    static semantics::no_conversion_trace trace;
    return to_iri_pass(uri, out, options, error, trace);
}

errc semantics::to_iri_recorded(std::string_view uri, std::string& out, to_iri_options options, diagnostic* error,
                                semantics::conversion_trace& trace) noexcept {
    return to_iri_pass(uri, out, options, error, trace);
}

text_result to_iri(std::string_view uri, to_iri_options options) noexcept {
    std::string out;
    diagnostic error;
    if (to_iri_into(uri, out, options, &error) != errc::ok) return error;
    return text_result(std::move(out));
}

}  // namespace iri
