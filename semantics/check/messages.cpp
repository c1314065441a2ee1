// The sentences of a warning (<iri/check.hpp>): what is wrong, and what to
// do about it. Built on demand, from the warning's code, text, character
// and detail.
#include <iri/check.hpp>

#include "unicode/bidi_controls.hpp"
#include "unicode/describe.hpp"
#include "unicode/hex.hpp"
#include "semantics/check/families.hpp"
#include "unicode/nfc.hpp"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>

#include <initializer_list>

namespace iri {
namespace {

using unicode::describe;
using unicode::percent_encoded;

// The parts, one after the other. (Not `"literal" + std::string`: g++ 12
// reports a false -Wrestrict inside libstdc++ for it, GCC bug 105329.)
std::string cat(std::initializer_list<std::string_view> parts) {
    std::string out;
    for (std::string_view const p : parts) out.append(p);
    return out;
}

std::string quoted(std::string_view text) { return cat({"\"", text, "\""}); }

// "U+2067 RIGHT-TO-LEFT ISOLATE" for the invisible controls, which
// describe() would show as quotes around nothing.
std::string named(char32_t c) {
    auto const* control = unicode::find_bidi_control(c);
    if (control == nullptr) return describe(c);
    std::string out = unicode::code_point_notation(c);
    out.append(1, ' ');
    out.append(control->name);
    return out;
}

std::string character(warning const& w) { return w.has_code_point ? named(w.code_point) : quoted(w.text); }

bool is_rtl(char32_t c) noexcept {
    auto const d = u_charDirection(static_cast<UChar32>(c));
    return d == U_RIGHT_TO_LEFT || d == U_RIGHT_TO_LEFT_ARABIC;
}

// NFKC of one character, as UTF-8 ("" if ICU fails).
std::string nfkc_of(char32_t c) {
    icu::Normalizer2 const* nfkc = unicode::nfkc_normalizer();
    if (nfkc == nullptr) return {};
    UErrorCode status = U_ZERO_ERROR;
    icu::UnicodeString const normalized = nfkc->normalize(icu::UnicodeString(static_cast<UChar32>(c)), status);
    std::string out;
    if (U_SUCCESS(status)) normalized.toUTF8String(out);
    return out;
}

std::string script_of(char32_t c) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode const script = uscript_getScript(static_cast<UChar32>(c), &status);
    char const* name = U_SUCCESS(status) ? uscript_getName(script) : nullptr;
    return name ? name : "unknown script";
}

std::string skeleton_of(std::string_view text) {
    try {
        return semantics::checks::shown_skeleton(text);
    } catch (semantics::checks::icu_failure const&) {
        return {};
    }
}

std::optional<semantics::checks::delimiter_lookalike> lookalike(warning const& w) {
    try {
        return semantics::checks::find_delimiter_lookalike(w.code_point, w.component);
    } catch (semantics::checks::icu_failure const&) {
        return std::nullopt;
    }
}

// "%e2" with its hex digits in uppercase.
std::string uppercase_hex(std::string_view triplet) {
    std::string out(triplet);
    for (char& c : out)
        if (c >= 'a' && c <= 'f') c = static_cast<char>(c - ('a' - 'A'));
    return out;
}

}  // namespace

std::string warning::explanation() const {
    using enum warning_code;
    switch (code) {
        case bidi_mixed_direction:
            return cat({character(*this),
                        is_rtl(code_point) ? " is right-to-left but this component also has left-to-right"
                                           : " is left-to-right but this component also has right-to-left",
                        " characters; a component should not use both (RFC 3987 §4.2)"});
        case bidi_rtl_boundary:
            return cat({"this component uses right-to-left characters but ", detail, " with ", character(*this),
                        ", which is not right-to-left; next to digits and delimiters its display turns confusing "
                        "(RFC 3987 §4.2, §4.4 example 8)"});
        case not_nfc:
            return cat({"the component is not in Unicode Normalization Form C from ", character(*this),
                        " on; IRIs should be created in NFC (RFC 3987 §5.3.2.2)"});
        case not_nfkc:
            return cat({character(*this), " is a compatibility character, which NFKC writes ",
                        quoted(nfkc_of(code_point)), "; names should be in NFKC (RFC 3987 §7.5, §6.1 b)"});
        case mixed_script:
            if (detail == "digits")
                return cat({character(*this),
                            " is a digit of another numbering system than the digits before it "
                            "(UTS #39 §5.3; RFC 3987 §7.5)"});
            return cat({character(*this), " (", script_of(code_point),
                        ") mixes scripts in this component beyond what UTS #39 allows together (moderately "
                        "restrictive), as Latin with Cyrillic or Greek; a component should be in one script "
                        "(RFC 3987 §7.5)"});
        case confusable_with_ascii:
            return cat({"this component looks like the ASCII text ", quoted(skeleton_of(text)), " but holds ",
                        character(*this), ": a reader can take one for the other (UTS #39 confusables; RFC 3987 §8)"});
        case unassigned_code_point:
            return cat({character(*this), " is unassigned in Unicode " U_UNICODE_VERSION
                                          ": its display, direction and normalization are unknown and may change "
                                          "(RFC 3987 §5.3.2.2)"});
        case delimiter_lookalike: {
            auto const l = lookalike(*this);
            std::string const d = l ? std::string(1, l->delimiter) : std::string("a delimiter");
            std::string why = cat({"its NFKC form has '", d, "' (RFC 3987 §6.1 b)"});
            if (l && l->source == semantics::checks::lookalike_source::idna_dot)
                why = "IDNA takes it for a label separator (RFC 3490 §3.1, UTS #46)";
            else if (l && l->source == semantics::checks::lookalike_source::confusables)
                why = cat({"UTS #39 lists it as confusable with '", d, "'"});
            return cat(
                {character(*this), " looks like '", d, "': ", why, "; a reader may take it for one (RFC 3987 §8)"});
        }
        case lowercase_percent_hex:
            return cat(
                {quoted(text), " has lowercase hex digits; RFC 3986 §2.1 asks for uppercase (RFC 3987 §5.3.2.1)"});
        case needless_percent_encoding:
            return cat({quoted(text), " encodes ", character(*this),
                        ", an unreserved character, which needs no encoding (RFC 3986 §2.3, RFC 3987 §5.3.2.3)"});
        case percent_not_utf8:
            return cat({quoted(text),
                        " starts no well-formed UTF-8 sequence (RFC 3629 §4): these octets are in another "
                        "encoding, or binary; allowed (RFC 3987 §6.4), but they stand for no character of an IRI"});
        case percent_overlong_utf8:
            return cat({quoted(text), " is an overlong UTF-8 form of ", describe(code_point),
                        ", which strict decoders reject and lax ones read as ", describe(code_point),
                        " (RFC 3987 §8, RFC 3629 §10)"});
        case port_out_of_range:
            return cat({"port ", text, " is beyond 65535, the largest port (RFC 3986 §3.2.3, RFC 6335 §6)"});
        case default_port:
            return cat(
                {"port ", text, " is the default port of ", detail, "; producers should omit it (RFC 3986 §3.2.3)"});
        case empty_port: return "the port after ':' is empty; producers should omit the ':' (RFC 3986 §3.2.3)";
        case empty_host: return cat({"the host is empty, which ", detail, " does not allow (RFC 9110 §4.2.1, §4.2.2)"});
        case host_fails_uts46:
            return cat({quoted(text), " is not a valid host name for this scheme, whose hosts are DNS names: ", detail,
                        " (UTS #46 ToASCII; RFC 3987 §3.1)"});
        case dot_segment:
            return cat({"the segment ", quoted(text),
                        " is a dot segment, which resolution removes from this path (RFC 3987 §5.3.2.4, "
                        "RFC 3986 §5.2.4)"});
        case bidi_control_character: {
            auto const* control = unicode::find_bidi_control(code_point);
            return cat({character(*this), " ", control ? control->effect : std::string_view("is a bidi control"),
                        ": it changes how the IRI displays without being seen, so the IRI cannot be entered from "
                        "its display (the reason RFC 3987 §4.1 forbids LRM, RLM, LRE, RLE, LRO, RLO and PDF; ",
                        control && !control->after_rfc ? "§4.1's list leaves it out)"
                                                       : "Unicode 6.3 added it after RFC 3987)"});
        }
        case scheme_syntax:
            return cat({"the scheme's own syntax stops here, in ", component,
                        text.empty() ? std::string_view(" at the end") : std::string_view(""),
                        text.empty() ? std::string() : cat({" at ", character(*this)}), ": ", detail});
    }
    return std::string(summary(code));
}

std::string warning::fix() const {
    using enum warning_code;
    switch (code) {
        case bidi_mixed_direction:
            return "split it into components of one direction each, or percent-encode the whole component "
                   "(RFC 3987 §4.2, §3.1)";
        case bidi_rtl_boundary:
            return "begin and end the component with a right-to-left character (move digits and Latin letters "
                   "inside or into a component of their own), or percent-encode the whole component";
        case not_nfc: return "normalize it to NFC (iri normalize --nfc)";
        case not_nfkc:
            return cat({"write ", quoted(nfkc_of(code_point)), " instead, unless this very character is meant"});
        case mixed_script:
            return detail == "digits" ? "use the digits of one numbering system" : "write the component in one script";
        case confusable_with_ascii:
            return "write the ASCII text itself if that is meant; otherwise choose a name that cannot pass for it";
        case unassigned_code_point:
            return cat({"use an assigned character, or percent-encode it as ", percent_encoded(code_point)});
        case delimiter_lookalike: {
            auto const l = lookalike(*this);
            std::string const d = l ? std::string(1, l->delimiter) : std::string("the delimiter");
            return cat({"write '", d, "' if the delimiter is meant; otherwise percent-encode it as ",
                        percent_encoded(code_point)});
        }
        case lowercase_percent_hex: return cat({"write ", quoted(uppercase_hex(text))});
        case needless_percent_encoding: return cat({"write ", character(*this), " itself"});
        case percent_not_utf8:
            return "nothing, if these octets are meant; for text, encode it in UTF-8 first (iri to-uri --from-charset)";
        case percent_overlong_utf8:
            return cat({"remove it, or write the character's shortest form, ", percent_encoded(code_point)});
        case port_out_of_range: return "use a port from 0 to 65535";
        case default_port: return cat({"remove \":", text, "\""});
        case empty_port: return "remove the ':'";
        case empty_host: return "write the host name";
        case host_fails_uts46:
            return "use a name that IDNA accepts: letters, digits and '-' in labels of 1 to 63 octets";
        case dot_segment: return "remove it (iri normalize does)";
        case bidi_control_character:
            return cat({"remove it, or percent-encode it as ", percent_encoded(code_point), " if it is data"});
        case scheme_syntax:
            return cat(
                {"write it as its scheme's grammar asks (iri parse --scheme-specific shows its components; "
                 "iri explain --rule ",
                 component, " shows the rule)"});
    }
    return {};
}

std::string warning::message() const { return cat({explanation(), "; fix: ", fix()}); }

}  // namespace iri
