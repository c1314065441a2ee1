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

#include "semantics/failure.hpp"
#include "unicode/hex.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"
#include "unicode/bidi_controls.hpp"
#include "unicode/idna.hpp"

#include <array>
#include <cstring>
#include <new>

namespace iri {
namespace {


using unicode::triplet_octet;
using unicode::write_triplet;

// How many octets a UTF-8 sequence led by `lead` has; 0 when `lead` cannot
// start one (a continuation byte, C0, C1, F5-FF). decode_utf8 does the
// strict check.
int sequence_length(unsigned char lead) noexcept {
    if (lead >= 0xC2 && lead <= 0xDF) return 2;
    if (lead >= 0xE0 && lead <= 0xEF) return 3;
    if (lead >= 0xF0 && lead <= 0xF4) return 4;
    return 0;
}

// §3.2 step 4: may `cp` stand unencoded at this place of an IRI?
bool allowed_unencoded(char32_t cp, bool in_query) noexcept {
    if (unicode::is_bidi_formatting(cp) || unicode::is_later_bidi_control(cp)) return false;   // §4.1
    return unicode::is_ucschar(cp) || (in_query && unicode::is_iprivate(cp));   // §2.2
}

// Steps 2-4 for the run of triplets starting at p: writes at `o` either the
// raw octets of one character or one or more triplets, never more bytes
// than it consumes; returns where the next element starts.
char const* convert_triplets(char const* p, char const* end, bool in_query, char*& o) noexcept {
    unsigned char const lead = triplet_octet(p);
    if (lead < 0x80) {
        if (unicode::has(lead, unicode::unreserved)) {
            // Step 2: an unreserved character is none of the exceptions.
            *o++ = static_cast<char>(lead);
        } else {
            // Step 2's exceptions: "%", reserved, and US-ASCII not allowed
            // in URIs; kept as written.
            std::memcpy(o, p, 3);
            o += 3;
        }
        return p + 3;
    }
    int const length = sequence_length(lead);
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
        o = write_triplet(o, lead);
        return p + 3;
    }
    if (!allowed_unencoded(cp, in_query)) {
        // Step 4: legal UTF-8, but not allowed here.
        for (int i = 0; i < length; ++i) o = write_triplet(o, static_cast<unsigned char>(octets[i]));
    } else {
        std::memcpy(o, octets, static_cast<std::size_t>(length));
        o += length;
    }
    return p + 3 * length;
}

// Steps 2-5 over [p, end), appended to `out`. The output is never longer
// than the input, so it is written through a pointer into room made first.
void convert_range(char const* p, char const* const end, char const* query_begin, char const* query_end,
                   std::string& out) {
    std::size_t const start = out.size();
    out.resize(start + static_cast<std::size_t>(end - p));
    char* o = out.data() + start;
    while (p != end) {
        auto const* percent = static_cast<char const*>(std::memchr(p, '%', static_cast<std::size_t>(end - p)));
        if (percent == nullptr) percent = end;
        std::memcpy(o, p, static_cast<std::size_t>(percent - p));
        o += percent - p;
        p = percent;
        if (p == end) break;
        // A sequence's triplets all lie in one component: the delimiters
        // between components are not triplets.
        p = convert_triplets(p, end, p >= query_begin && p < query_end, o);
    }
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

// §3.2.1's optional ToUnicode of the "xn--" labels of a reg-name host. Each
// label goes through steps 2-5 first, so that an "xn--" spelled with
// unreserved triplets ("%78n--") is recognised as it will be in the output,
// and a second to_iri finds nothing left to do.
void convert_host_labels(std::string_view host, std::string& out) {
    std::string decoded, unicode;
    std::size_t start = 0;
    while (true) {
        std::size_t const dot = host.find('.', start);
        std::string_view const label = host.substr(start, dot == std::string_view::npos ? dot : dot - start);
        decoded.clear();
        // Not in the query: no position counts as one.
        convert_range(label.data(), label.data() + label.size(), label.data() + label.size(),
                      label.data() + label.size(), decoded);
        if (is_ace_label(decoded) && unicode::idna_label_to_unicode(decoded, unicode) && fits_ireg_name(unicode))
            out += unicode;
        else
            out += decoded;
        if (dot == std::string_view::npos) break;
        out += '.';
        start = dot + 1;
    }
}

}  // namespace

errc to_iri_into(std::string_view uri, std::string& out, to_iri_options options, diagnostic* error) noexcept {
    out.clear();
    try {
        // Step 1, and the strictness the caller relies on: only a valid
        // reference is converted. An IRI's raw characters pass through.
        parse_result const parsed = parse(uri, entry::IRI_reference);
        if (!parsed) return semantics::fail(parsed.error(), out, error);
        span const query = parsed->parts().query;
        char const* const begin = uri.data();
        char const* const end = begin + uri.size();
        char const* const query_begin = query.present ? begin + query.offset : end;
        char const* const query_end = query.present ? query_begin + query.length : end;

        out.reserve(uri.size());
        span const host = parsed->parts().host;
        std::string_view const host_text = uri.substr(host.offset, host.length);
        bool const reg_name = parsed->host_type() == host_kind::reg_name;
        char const* const host_begin = begin + host.offset;
        if (options.idn_unicode && reg_name && host_text.find_first_of("-%") != std::string_view::npos) {
            convert_range(begin, host_begin, query_begin, query_end, out);
            convert_host_labels(host_text, out);
            convert_range(host_begin + host.length, end, query_begin, query_end, out);
        } else {
            convert_range(begin, end, query_begin, query_end, out);
        }
        // A reg-name whose decoded digits and dots spell an IPv4address
        // ("5.9.95%2E9") would name a different kind of host: it is kept
        // as written (RFC 3986 §3.2.2 gives the IPv4 reading precedence).
        if (reg_name && host_text.find('%') != std::string_view::npos) {
            parse_result const converted = parse(out, entry::IRI_reference);
            if (converted && converted->host_type() == host_kind::ipv4) {
                out.clear();
                convert_range(begin, host_begin, query_begin, query_end, out);
                out += host_text;
                convert_range(host_begin + host.length, end, query_begin, query_end, out);
            }
        }
        return errc::ok;
    } catch (std::bad_alloc const&) {
        diagnostic no_memory;
        no_memory.code = errc::out_of_memory;
        return semantics::fail(no_memory, out, error);
    }
}

text_result to_iri(std::string_view uri, to_iri_options options) noexcept {
    std::string out;
    diagnostic error;
    if (to_iri_into(uri, out, options, &error) != errc::ok) return error;
    return text_result(std::move(out));
}

}  // namespace iri
