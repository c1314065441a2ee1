#include "grammar/diagnosis/diagnose.hpp"

#include "unicode/bidi_controls.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"

#include "grammar/entry.hpp"
#include "grammar/diagnosis/trace.hpp"

namespace iri::grammar {
namespace {

// Why the bytes at p are not UTF-8 (RFC 3629 §4).
std::string_view utf8_problem(char const* p, char const* end) noexcept {
    auto const b0 = static_cast<unsigned char>(p[0]);
    auto const b1 = end - p > 1 ? static_cast<unsigned char>(p[1]) : 0u;
    if (b0 >= 0x80 && b0 <= 0xBF) return "a continuation byte without a lead byte";
    if (b0 == 0xC0 || b0 == 0xC1) return "an overlong encoding";
    if (b0 >= 0xF5) return "a byte that never appears in UTF-8";
    if (b0 == 0xE0 && b1 >= 0x80 && b1 <= 0x9F) return "an overlong encoding";
    if (b0 == 0xF0 && b1 >= 0x80 && b1 <= 0x8F) return "an overlong encoding";
    if (b0 == 0xED && b1 >= 0xA0 && b1 <= 0xBF) return "an encoded UTF-16 surrogate";
    if (b0 == 0xF4 && b1 >= 0x90 && b1 <= 0xBF) return "a code point beyond U+10FFFF";
    return "a truncated sequence";
}

// Characters that no IRI contains unencoded (RFC 3987 §2.2 admits none of
// them; §3.1's lenient mapping lists the printable ones).
bool never_allowed_ascii(unsigned char c) noexcept {
    return c < 0x20 || c == 0x7F || unicode::is_excluded_printable_ascii(c);
}

// What a person should know when `production` stops at character `c`.
bool in_ip_literal(std::string_view production) noexcept {
    return production == "IP-literal" || production == "IPv6address" || production == "h16" || production == "ls32" ||
           production == "IPvFuture";
}

std::string_view hint(std::string_view production, char32_t c, bool at_end) noexcept {
    if (production == "ipath-noscheme" || production == "path-noscheme") {
        if (c == ':' && !at_end)
            return "a relative reference's first segment cannot contain ':', which would make it "
                   "read as a scheme; write \"./\" before it (RFC 3986 §4.2)";
    }
    if (production == "scheme")
        return "a scheme is a letter followed by letters, digits, '+', '-' or '.' (RFC 3986 §3.1)";
    if (production == "port") return "a port is decimal digits only (RFC 3986 §3.2.3)";
    if (in_ip_literal(production))
        return "an IP literal is \"[\" IPv6address or IPvFuture \"]\"; zone identifiers are not "
               "supported (RFC 3986 §3.2.2, RFC 3987 §2.2)";
    if (production == "IPv4address" || production == "dec-octet")
        return "an IPv4 address is four decimal numbers 0-255 without leading zeros (RFC 3986 §3.2.2)";
    if (!at_end && c == '[' && (production == "ireg-name" || production == "reg-name"))
        return "'[' can only start an IP literal, \"[\" IPv6address or IPvFuture \"]\" (RFC 3986 §3.2.2)";
    if (!at_end && (c == '#' || c == '[' || c == ']'))
        return "as data, a delimiter must be percent-encoded (RFC 3986 §2.2)";
    return {};
}

// The production a bidi formatting character was found in, for the message.
std::string_view production_at(components const& parts, std::size_t offset) noexcept {
    auto within = [&](span s) { return s.present && offset >= s.offset && offset < s.offset + s.length; };
    if (within(parts.userinfo)) return "iuserinfo";
    if (within(parts.host)) return "ireg-name";
    if (within(parts.query)) return "iquery";
    if (within(parts.fragment)) return "ifragment";
    return to_string(parts.path_type);
}

}  // namespace

diagnostic describe_position(std::string_view text, std::size_t byte_offset, std::string_view production) noexcept {
    diagnostic d;
    d.byte_offset = byte_offset;
    d.offset = unicode::count_code_points(text.substr(0, byte_offset));
    d.production = production;
    char const* const p = text.data() + byte_offset;
    char const* const end = text.data() + text.size();
    if (p == end) {
        d.code = errc::unexpected_end_of_input;
        d.detail = hint(production, 0, true);
        return d;
    }
    auto const c = static_cast<unsigned char>(*p);
    d.byte = c;
    if (c >= 0x80) {
        char32_t cp = 0;
        if (unicode::decode_utf8(p, end, cp) == 0) {
            d.code = errc::invalid_utf8;
            d.detail = utf8_problem(p, end);
            return d;
        }
        d.code_point = cp;
        d.has_code_point = true;
        if (unicode::is_iprivate(cp) && production != "iquery") {
            d.code = errc::private_use_outside_iquery;
        } else if (!unicode::is_ucschar(cp) && !unicode::is_iprivate(cp)) {
            d.code = errc::disallowed_character;
        } else {
            d.code = errc::unexpected_character;
            d.detail = hint(production, cp, false);
        }
        return d;
    }
    d.code_point = c;
    d.has_code_point = true;
    // Inside an IP literal a "%" is a zone identifier ("fe80::1%eth0"),
    // which RFC 3987 does not support, not a broken percent-encoding.
    if (c == '%' && !in_ip_literal(production) &&
        !(end - p >= 3 && unicode::has(static_cast<unsigned char>(p[1]), unicode::hexdig) &&
          unicode::has(static_cast<unsigned char>(p[2]), unicode::hexdig))) {
        d.code = errc::invalid_percent_encoding;
        return d;
    }
    if (never_allowed_ascii(c)) {
        d.code = errc::disallowed_character;
        return d;
    }
    d.code = errc::unexpected_character;
    d.detail = hint(production, c, false);
    return d;
}

diagnostic diagnose(std::string_view text, entry start) noexcept {
    components parts;
    recorder sink{text.data(), &parts};
    // One tracer per thread, restarted for each diagnosis rather than built
    // anew, which zeroes its frames: 2,352 bytes of stores on every invalid
    // line of a bulk run (iri validate). The parse below calls nothing that
    // diagnoses, so the tracer is never in use twice at once.
    thread_local tracer trace(nullptr);
    trace.restart(text.data());
    parse_context const parse_ctx = x3::make_context<recorder_tag>(sink);
    trace_context const context = x3::make_context<tracer_tag>(trace, parse_ctx);
    iterator_type first = text.data();
    iterator_type const end = text.data() + text.size();
    if (run_entry(start, first, end, context) && first == end) {
        if (!sink.saw_bidi_formatting) return {};
        // The grammar admits the bidi formatting characters, as the ABNF
        // does; RFC 3987 §4.1 forbids them anywhere in an IRI.
        std::size_t const bidi = unicode::find_bidi_formatting(text);
        diagnostic d = describe_position(text, bidi, production_at(parts, bidi));
        d.code = errc::bidi_formatting_character;
        return d;
    }
    std::string_view production = trace.culprit();
    if (production.empty()) production = to_string(start);
    diagnostic d = describe_position(text, trace.furthest(), production);
    // U+FEFF is a ucschar, so a byte order mark that an editor put before
    // a reference ("\uFEFFhttp://a/") reads as the start of a first path
    // segment, and the error comes later, at the ":", where the hint would
    // speak of that segment: the mark is what to fix.
    if (text.starts_with("\xEF\xBB\xBF"))
        d.detail = "the text starts with U+FEFF, a byte order mark, which is no part of the reference; remove it";
    return d;
}

}  // namespace iri::grammar
