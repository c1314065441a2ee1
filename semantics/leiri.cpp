// Legacy Extended IRIs to IRIs (include/iri/leiri.hpp): percent-encode
// what the W3C LEIRI Note allows beyond RFC 3987's ucschar, then prove the
// result an IRI-reference with the parser.
#include <iri/leiri.hpp>

#include <iri/parse.hpp>

#include "grammar/diagnosis/diagnose.hpp"
#include "semantics/failure.hpp"
#include "unicode/bidi_controls.hpp"
#include "unicode/hex.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"

#include <new>
#include <stdexcept>

namespace iri {
namespace {

// The ASCII characters leiri-ucschar adds: space < > " { } | \ ^ ` and the
// controls %x0-1F and %x7F.
constexpr bool legacy_ascii(unsigned char c) noexcept {
    return unicode::is_excluded_printable_ascii(c) || c < 0x20 || c == 0x7F;
}

// Which characters of a LEIRI the mapping encodes, read left to right:
// those leiri-ucschar allows and ucschar does not, and the bidi formatting
// characters (§4.1), except iprivate characters in the query, which an IRI
// holds as they are there. The query is what follows the first "?" up to
// a "#" ("?" and "#" are delimiters everywhere before it).
class encoding_rule {
public:
    bool encodes(unsigned char byte, char32_t c) noexcept {
        if (byte < 0x80) {
            if (byte == '#') part_ = part::fragment;
            if (byte == '?' && part_ == part::before_query) part_ = part::query;
            return legacy_ascii(byte);
        }
        if (unicode::is_bidi_formatting(c)) return true;
        return !(unicode::is_ucschar(c) || (part_ == part::query && unicode::is_iprivate(c)));
    }

private:
    enum class part { before_query, query, fragment };
    part part_ = part::before_query;
};

// Where the byte `mapped_offset` of the mapped text came from in `leiri`:
// the start of the character whose triplets (or self) hold it.
std::size_t original_offset(std::string_view leiri, std::size_t mapped_offset) noexcept {
    encoding_rule rule;
    std::size_t in = 0, out = 0;
    char const* const end = leiri.data() + leiri.size();
    while (in < leiri.size()) {
        auto const byte = static_cast<unsigned char>(leiri[in]);
        char32_t c = byte;
        int const length = byte < 0x80 ? 1 : unicode::decode_utf8(leiri.data() + in, end, c);
        auto const size = static_cast<std::size_t>(length);
        std::size_t const written = rule.encodes(byte, c) ? 3 * size : size;
        if (out + written > mapped_offset) return in;
        in += size;
        out += written;
    }
    return leiri.size();
}

}  // namespace

errc to_iri_from_leiri_into(std::string_view leiri, std::string& out, diagnostic* error) noexcept {
    out.clear();
    try {
        out.reserve(leiri.size());
        encoding_rule rule;
        char const* const begin = leiri.data();
        char const* const end = begin + leiri.size();
        for (char const* p = begin; p != end;) {
            auto const byte = static_cast<unsigned char>(*p);
            char32_t c = byte;
            int const length = byte < 0x80 ? 1 : unicode::decode_utf8(p, end, c);
            if (length == 0 || c == 0xFFFE || c == 0xFFFF) {
                // RFC 3629 §4: a LEIRI is characters; the octets of one must
                // be UTF-8. Of the characters, leiri-ucschar leaves out only
                // U+FFFE and U+FFFF (as XML 1.0's Char does).
                diagnostic d = grammar::describe_position(leiri, static_cast<std::size_t>(p - begin), "leiri-ucschar");
                if (length != 0) d.detail = "a LEIRI cannot hold it either (the Note's leiri-ucschar)";
                return semantics::fail(d, out, error);
            }
            if (rule.encodes(byte, c))
                for (int k = 0; k < length; ++k) unicode::append_triplet(out, static_cast<unsigned char>(p[k]));
            else
                out.append(p, static_cast<std::size_t>(length));
            p += length;
        }
        parse_result const parsed = parse(out, entry::IRI_reference);
        if (!parsed) {
            // The parser's verdict on the mapped text, said of the LEIRI.
            diagnostic d = parsed.error();
            diagnostic const there =
                grammar::describe_position(leiri, original_offset(leiri, d.byte_offset), d.production);
            d.byte_offset = there.byte_offset;
            d.offset = there.offset;
            d.has_code_point = there.has_code_point;
            d.code_point = there.code_point;
            d.byte = there.byte;
            return semantics::fail(d, out, error);
        }
        return errc::ok;
    } catch (std::bad_alloc const&) {
    } catch (std::length_error const&) {}
    return semantics::fail(semantics::whole_input_error(errc::out_of_memory, "leiri"), out, error);
}

text_result to_iri_from_leiri(std::string_view leiri) noexcept {
    std::string out;
    diagnostic error;
    if (to_iri_from_leiri_into(leiri, out, &error) != errc::ok) return error;
    return text_result(std::move(out));
}

parse_result parse_leiri(std::string_view leiri, std::string& mapped) noexcept {
    diagnostic error;
    if (to_iri_from_leiri_into(leiri, mapped, &error) != errc::ok) return error;
    parse_result const parsed = parse(mapped, entry::IRI_reference);
    components parts = parsed->parts();
    for (span* s : {&parts.scheme, &parts.authority, &parts.userinfo, &parts.host, &parts.port, &parts.path,
                    &parts.query, &parts.fragment}) {
        if (!s->present) continue;
        std::size_t const start = original_offset(leiri, s->offset);
        s->length = original_offset(leiri, s->offset + s->length) - start;
        s->offset = start;
    }
    return reference_view(leiri, parts);
}

bool is_valid_leiri(std::string_view text) noexcept {
    std::string out;
    return to_iri_from_leiri_into(text, out) == errc::ok;
}

}  // namespace iri
