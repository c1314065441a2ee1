// The words of <iri/error.hpp>: the name of every errc, and the sentence a
// diagnostic becomes. The grammar and the passes only fill in diagnostics
// (code, offsets, production, character, detail); the sentences for every
// layer's errors are written here, in one place.
#include <iri/error.hpp>

#include "unicode/describe.hpp"
#include "unicode/hex.hpp"

namespace iri {

using unicode::append_description;
using unicode::append_percent_encoded;

std::string_view to_string(errc code) noexcept {
    switch (code) {
        case errc::ok: return "ok";
        case errc::invalid_utf8: return "invalid_utf8";
        case errc::invalid_percent_encoding: return "invalid_percent_encoding";
        case errc::disallowed_character: return "disallowed_character";
        case errc::private_use_outside_iquery: return "private_use_outside_iquery";
        case errc::bidi_formatting_character: return "bidi_formatting_character";
        case errc::unexpected_character: return "unexpected_character";
        case errc::unexpected_end_of_input: return "unexpected_end_of_input";
        case errc::base_not_absolute: return "base_not_absolute";
        case errc::invalid_base: return "invalid_base";
        case errc::target_not_absolute: return "target_not_absolute";
        case errc::unreachable_target: return "unreachable_target";
        case errc::out_of_memory: return "out_of_memory";
        case errc::invalid_host_name: return "invalid_host_name";
        case errc::unknown_charset: return "unknown_charset";
        case errc::charset_conversion_failed: return "charset_conversion_failed";
        case errc::invalid_unicode_string: return "invalid_unicode_string";
        case errc::raised_warning: return "raised_warning";
    }
    return "unknown";
}

namespace {

// "0xC3": the byte invalid UTF-8 starts with.
void append_byte(std::string& out, unsigned char byte) {
    char const digits[4] = {'0', 'x', unicode::upper_hex_digits[byte >> 4], unicode::upper_hex_digits[byte & 0xF]};
    out.append(digits, 4);
}

// Each sentence is appended piece by piece to `out`: no temporary for a
// character's name or a concatenation (`iri validate` builds one sentence
// for every invalid line of a dump).
void append_explanation(std::string& out, diagnostic const& d) {
    switch (d.code) {
        case errc::ok: out += "no error"; return;
        case errc::invalid_utf8:
            out += "byte ";
            append_byte(out, d.byte);
            out += " is not valid UTF-8 (";
            out += d.detail;
            out += ')';
            return;
        case errc::invalid_percent_encoding:
            out += "'%' must be followed by two hex digits; write %25 for a literal '%' (RFC 3986 §2.1)";
            break;
        case errc::disallowed_character:
            append_description(out, d.code_point);
            out += " is not allowed in an IRI";
            if (d.code_point >= 0x80) out += " (not a ucschar, RFC 3987 §2.2)";
            out += "; percent-encode it as ";
            append_percent_encoded(out, d.code_point);
            break;
        case errc::private_use_outside_iquery:
            append_description(out, d.code_point);
            out += " (private use) is only allowed in iquery (RFC 3987 §2.2); percent-encode it as ";
            append_percent_encoded(out, d.code_point);
            break;
        case errc::bidi_formatting_character:
            append_description(out, d.code_point);
            out += " is a bidi formatting character, which IRIs must not contain (RFC 3987 §4.1); remove it";
            break;
        case errc::unexpected_character:
            out += "unexpected ";
            append_description(out, d.code_point);
            break;
        case errc::unexpected_end_of_input: out += "unexpected end of input"; break;
        case errc::base_not_absolute:
            out +=
                "the base is a relative reference; resolution needs an absolute IRI, with a scheme "
                "(RFC 3986 §5.2.1)";
            break;
        case errc::invalid_base:
            // The parser's offsets, production, character and hint are kept,
            // and its code as `cause`: the sentence is the parser's, with its
            // advice ("percent-encode it as ..."), said of the base.
            out += "the base is not a valid IRI: ";
            if (d.cause >= errc::invalid_utf8 && d.cause <= errc::unexpected_end_of_input) {  // a parser's code
                diagnostic parser_said = d;
                parser_said.code = d.cause;
                return append_explanation(out, parser_said);
            }
            if (d.has_code_point) {
                out += "unexpected ";
                append_description(out, d.code_point);
            } else if (d.byte != 0) {
                out += "byte ";
                append_byte(out, d.byte);
                out += " is not valid UTF-8";
            } else {
                out += "unexpected end of input";
            }
            break;
        case errc::target_not_absolute:
            out += "the target is a relative reference; relativize needs an absolute IRI, with a scheme";
            break;
        case errc::unreachable_target:
            out +=
                "no reference resolves to the target: resolution removes the dot segments its "
                "path keeps (RFC 3986 §5.2.4)";
            break;
        case errc::out_of_memory: out += "out of memory"; break;
        case errc::invalid_host_name: out += "IDNA cannot convert this host name to ASCII (RFC 3987 §3.1)"; break;
        case errc::unknown_charset: out += "no converter knows this charset name"; break;
        case errc::charset_conversion_failed:
            out += "the text cannot be converted between this charset and Unicode";
            break;
        case errc::invalid_unicode_string: out += "the text is not a sequence of Unicode scalar values"; break;
        case errc::raised_warning:
            // detail: the warning code's summary (iri::summary).
            out += "a warning raised to an error";
            if (d.has_code_point) {
                out += " at ";
                append_description(out, d.code_point);
            }
            break;
    }
    if (!d.detail.empty()) {
        out += "; ";
        out += d.detail;
    }
}

// Enough for the sentences above with the hints of
// grammar/diagnosis/diagnose.cpp; a longer detail only makes it grow.
constexpr std::size_t sentence_room = 256;

}  // namespace

std::string diagnostic::explanation() const {
    std::string out;
    // Room for the longest sentence and its hint at once, rather than the
    // string's regrowing as the pieces come.
    out.reserve(sentence_room);
    append_explanation(out, *this);
    return out;
}

std::string diagnostic::message() const {
    std::string out(production);
    out += ": ";
    append_explanation(out, *this);
    return out;
}

}  // namespace iri
