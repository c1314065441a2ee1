// What the scheme (or the role of a component) asks beyond the generic
// syntax: ports, hosts, dot segments.
#include "semantics/check/families.hpp"
#include "semantics/check/properties.hpp"

#include "unicode/ascii_scan.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"
#include "unicode/idna.hpp"
#include "unicode/punycode.hpp"
#include "unicode/nfc.hpp"
#include "semantics/scheme_registry.hpp"
#include "semantics/span_text.hpp"
#include "grammar/schemes/productions.hpp"

#include <iri/scheme_specific.hpp>

#include <algorithm>
#include <array>
#include <cstdint>

#include <unicode/uchar.h>

namespace iri::semantics::checks {
namespace {

component part_of(reference_view const& reference, span s, std::string_view name) noexcept {
    return {text_of(reference, s), s.offset, name, {}};
}

// The port's value, at most 65536 (enough to say "too large").
unsigned port_value(std::string_view digits) noexcept {
    unsigned value = 0;
    for (char const c : digits) {
        value = value * 10 + static_cast<unsigned>(c - '0');
        if (value > 65535) return 65536;
    }
    return value;
}

// RFC 3986 §3.2.3: "port = *DIGIT" has no bound, but TCP, UDP, SCTP and
// DCCP ports are 16-bit (RFC 6335 §6). "URI producers and normalizers
// should omit the port component and its ':' delimiter if port is empty or
// if its value would be the same as that of the scheme's default" (also
// RFC 3987 §5.3.3).
void check_port(reference_view const& reference, scheme_rules const* rules, warning_sink& sink) {
    span const s = reference.parts().port;
    if (!s.present) return;
    component const port = part_of(reference, s, "port");
    if (port.text.empty()) {
        if (sink.wants(warning_code::empty_port)) sink.add(warning_code::empty_port, port, port.text);
        return;
    }
    unsigned const value = port_value(port.text);
    if (value > 65535) {
        if (sink.wants(warning_code::port_out_of_range)) sink.add(warning_code::port_out_of_range, port, port.text);
    } else if (rules != nullptr && value == port_value(rules->default_port)) {
        if (sink.wants(warning_code::default_port))
            sink.add(warning_code::default_port, port, port.text, std::nullopt, rules->name);
    }
}

// RFC 9110 §4.2.1: "A sender MUST NOT generate an "http" URI with an empty
// host identifier"; §4.2.2 says the same of "https".
constexpr std::string_view schemes_needing_a_host[] = {"http", "https"};

// Of a label that is UTF-8 and not empty, counted on their own; for a
// caller that has not decoded it already. A byte that is not UTF-8 counts
// as U+FFFD, as ICU reads it.
label_counts counts_of(std::string_view label) {
    label_counts counts;
    char const* const end = label.data() + label.size();
    for (char const* p = label.data(); p != end;) {
        char32_t c = static_cast<unsigned char>(*p);
        int n = c < 0x80 ? 1 : unicode::decode_utf8(p, end, c);
        if (n == 0) {
            c = 0xFFFD;
            n = 1;
        }
        if (p == label.data()) counts.first = c;
        counts.count(c);
        p += n;
    }
    return counts;
}

// The part of ToASCII (UTS #46 §4.2, as ICU's UTS46 class runs it with
// the options of unicode::idna_rules::uts46) that a label of plain
// characters can fail, once mapping is known to change nothing: the
// hyphens (§4.1 criteria 2 and 3 under CheckHyphens), a leading combining
// mark (criterion 5), the length (VerifyDnsLength, 63 octets). Returns the
// length of the label in ASCII (unless `exact` is false, then possibly a
// bound on it no greater than 63), or 0 when it may fail. `label` is not
// empty and holds no "--" ("xn--" labels need decoding, and the caller,
// which reads every byte anyway, turns away a "--" anywhere), and
// `counts` are its own.
std::size_t plain_label_length(std::string_view label, label_counts const& counts, bool exact) {
    if (label.front() == '-' || label.back() == '-') return 0;
    std::size_t const basic = counts.basic, non_basic = counts.non_basic;
    if (non_basic == 0) return label.size() <= 63 ? label.size() : 0;
    char const* const end = label.data() + label.size();
    if ((U_GET_GC_MASK(static_cast<UChar32>(counts.first)) & U_GC_M_MASK) != 0) return 0;
    // "xn--" and the Punycode of its code points, at least one octet each.
    if (basic + non_basic > 64) return 0;
    // An upper bound first, which most labels meet: "xn--" and what
    // punycode_length_at_most says of the rest.
    std::size_t const at_most = 4 + unicode::punycode_length_at_most(basic, non_basic, counts.least, counts.greatest);
    if (!exact && at_most <= 63) return at_most;
    std::array<char32_t, 64> points;
    std::size_t count = 0;
    for (char const* p = label.data(); p != end; ++count) {
        char32_t c = static_cast<unsigned char>(*p);
        int const n = c < 0x80 ? 1 : unicode::decode_utf8(p, end, c);
        if (n == 0 || count == points.size()) return 0;
        points[count] = c;
        p += n;
    }
    std::size_t const encoded = unicode::punycode_length(std::u32string_view(points.data(), count));
    return encoded <= 63 - 4 ? 4 + encoded : 0;
}

// The Bidi rule of RFC 5893 §2, which every label of a name with a
// right-to-left character must pass, by the bidi classes of UAX #9 as ICU
// gives them (ICU's UTS46::checkLabelBiDi). `label` is not empty, and its
// ASCII is [a-z0-9-] (L, EN, ES).
bool passes_bidi_rule(std::string_view label) {
    auto const bit = [](UCharDirection d) { return std::uint32_t{1} << d; };
    std::uint32_t const l = bit(U_LEFT_TO_RIGHT), r_al = bit(U_RIGHT_TO_LEFT) | bit(U_RIGHT_TO_LEFT_ARABIC),
                        en = bit(U_EUROPEAN_NUMBER), an = bit(U_ARABIC_NUMBER), nsm = bit(U_DIR_NON_SPACING_MARK),
                        neutral = bit(U_EUROPEAN_NUMBER_SEPARATOR) | bit(U_COMMON_NUMBER_SEPARATOR) |
                                  bit(U_EUROPEAN_NUMBER_TERMINATOR) | bit(U_OTHER_NEUTRAL) | bit(U_BOUNDARY_NEUTRAL) |
                                  nsm;
    std::uint32_t first = 0, last = 0, all = 0;
    char const* const end = label.data() + label.size();
    for (char const* p = label.data(); p != end;) {
        auto const lead = static_cast<unsigned char>(*p);
        UCharDirection d = U_LEFT_TO_RIGHT;
        if (lead < 0x80) {
            d = lead >= '0' && lead <= '9' ? U_EUROPEAN_NUMBER : lead == '-' ? U_EUROPEAN_NUMBER_SEPARATOR : d;
            ++p;
        } else {
            char32_t c = 0;
            int const n = unicode::decode_utf8(p, end, c);
            if (n == 0) return false;
            p += n;
            d = u_charDirection(static_cast<UChar32>(c));
        }
        std::uint32_t const mask = bit(d);
        if (first == 0) first = mask;
        if (mask != nsm || last == 0) last = mask;  // the last that is not NSM, or the first
        all |= mask;
    }
    // Rules 1, 5, 6 for a label that starts left-to-right; 1 to 4 else.
    if ((first & l) != 0) return (all & ~(l | en | neutral)) == 0 && (last & ~(l | en)) == 0;
    if ((first & r_al) == 0) return false;
    return (all & ~(r_al | an | en | neutral)) == 0 && (last & ~(r_al | en | an)) == 0 &&
           (all & (en | an)) != (en | an);
}

// `text` with its "%HH" triplets decoded (RFC 3987 §3.1: the ireg-name is
// converted as characters), or false when the octets are not UTF-8.
bool decode_host(std::string_view text, std::string& out) {
    out.clear();
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (int const octet = triplet_octet(text, i); octet >= 0) {
            out += static_cast<char>(octet);
            i += 2;
        } else {
            out += text[i];
        }
    }
    char const* const end = out.data() + out.size();
    for (char const* p = out.data(); p != end;) {
        char32_t c = 0;
        int const n = static_cast<unsigned char>(*p) < 0x80 ? 1 : unicode::decode_utf8(p, end, c);
        if (n == 0) return false;
        p += n;
    }
    return true;
}

// Why UTS #46 ToASCII rejects `text` (a host or one label), or "".
std::string_view uts46_problem(std::string_view text, scratch& buffers) {
    // Without a triplet there is nothing to decode (and the fast path
    // checks the UTF-8 itself).
    bool const triplets = text.find('%') != std::string_view::npos;
    if (!triplets && surely_passes_uts46(text)) return {};
    if (!decode_host(text, buffers.text)) return {};  // percent_not_utf8 says it
    if (triplets && surely_passes_uts46(buffers.text)) return {};
    return unicode::idna_to_ascii(buffers.text, unicode::idna_rules::uts46, buffers.other);
}

// RFC 3987 §3.1: a system "MAY convert the ireg-name component of an IRI"
// with ToASCII for schemes whose hosts are DNS names, and for those a name
// that ToASCII rejects will not resolve. The finding points at the first
// label that fails alone, else (a name too long, a bidi rule across labels)
// at the whole host.
void check_dns_host(component const& host, char const* text_end, warning_sink& sink, scratch& buffers,
                    host_verdict const* verdict) {
    // A host whose labels the driver summarized, as it holds a byte beyond
    // ASCII (so it is not plainly valid): judged by what they said. Most
    // others: decided here, before the call that may need ICU.
    if (verdict != nullptr ? verdict->surely_passes(host.text) : plainly_valid_dns_name(host.text, text_end)) return;
    std::string_view const problem = uts46_problem(host.text, buffers);
    if (problem.empty()) return;
    std::string_view rest = host.text;
    for (;;) {
        std::size_t const dot = rest.find('.');
        std::string_view const label = rest.substr(0, dot);
        // A trailing dot (the root) is no label of its own.
        bool const root =
            label.empty() && dot == std::string_view::npos && !host.text.empty() && host.text.back() == '.';
        if (!root) {
            if (std::string_view const why = uts46_problem(label, buffers); !why.empty()) {
                sink.add(warning_code::host_fails_uts46, host, label, std::nullopt, why);
                return;
            }
        }
        if (dot == std::string_view::npos) break;
        rest.remove_prefix(dot + 1);
    }
    sink.add(warning_code::host_fails_uts46, host, host.text, std::nullopt, problem);
}

}  // namespace

// Whether UTS #46 ToASCII (unicode::idna_rules::uts46) surely accepts the
// host, judged from the table of properties; false means "ask ICU". It
// does when UTS #46 mapping changes nothing (lowercase ASCII letters,
// digits, "-", and characters that map to themselves, the whole in NFC),
// no label is empty or holds "--", plain_label_length() accepts each
// label; no character is AN or a joiner (RFC 5892 Appendix A); and, when a
// character is R or AL, every label passes the Bidi rule (RFC 5893). Then
// ToASCII has nothing to report: the error bits UTS #46 §4 and ICU set all
// come from what is ruled out here.
void host_verdict::add(std::string_view label, part_summary const& summary, idna_label const& facts) {
    std::size_t const length = label.empty() || !facts.plain ? 0 : plain_label_length(label, facts.counts, false);
    plain_ = plain_ && length != 0;
    ascii_length_ += length + (labels_ > 0 ? 1 : 0);
    ++labels_;
    nfc_ = nfc_ && summary.nfc;
    // Of plain characters, only R and AL ones have the bit (the bidi
    // controls it also stands for are not idna_plain).
    right_to_left_ = right_to_left_ || (summary.any_bits & code_point_properties::right_to_left_or_control_bit) != 0;
}

bool host_verdict::surely_passes(std::string_view host) const {
    if (!plain_ || labels_ == 0 || host.size() > 253) return false;
    // 253 octets at most without a trailing dot (there is none here: no
    // label is empty): over that by the labels' bounds, by their exact
    // lengths.
    if (ascii_length_ > 253) {
        std::size_t ascii_length = 0;
        for (std::string_view rest = host;;) {
            std::size_t const dot = rest.find('.');
            std::string_view const text = rest.substr(0, dot);
            ascii_length += plain_label_length(text, counts_of(text), true);
            if (dot == std::string_view::npos) break;
            ++ascii_length;
            rest.remove_prefix(dot + 1);
        }
        if (ascii_length > 253) return false;
    }
    // NFC_Quick_Check No, Maybe where it composes with the character
    // before it (a vowel sign after its letter), or marks out of order:
    // ICU's NFC decides.
    if (!nfc_) {
        icu::Normalizer2 const* const nfc = unicode::nfc_normalizer();
        std::optional<std::size_t> change;
        if (nfc == nullptr || !unicode::find_first_unnormalized(*nfc, host, change) || change) return false;
    }
    if (!right_to_left_) return true;
    for (std::string_view rest = host;;) {
        std::size_t const dot = rest.find('.');
        if (!passes_bidi_rule(rest.substr(0, dot))) return false;
        if (dot == std::string_view::npos) return true;
        rest.remove_prefix(dot + 1);
    }
}

bool surely_passes_uts46(std::string_view host) {
    host_verdict verdict;
    char32_t previous = 0;  // the character before a label: "." but first
    for (std::string_view rest = host;;) {
        std::size_t const dot = rest.find('.');
        std::string_view const label = rest.substr(0, dot);
        idna_label facts;
        if (std::optional<part_summary> const summary = summarize_label(label, previous, facts))
            verdict.add(label, *summary, facts);
        else
            verdict.add_undecided();
        if (dot == std::string_view::npos) break;
        rest.remove_prefix(dot + 1);
        previous = '.';
    }
    return verdict.surely_passes(host);
}

void check_authority(reference_view const& reference, scheme_rules const* rules, warning_sink& sink, scratch& buffers,
                     host_verdict const* host) {
    if (!reference.has_authority()) return;
    check_port(reference, rules, sink);

    span const h = reference.parts().host;
    if (reference.host_type() != host_kind::reg_name) return;
    if (h.length == 0) {
        if (!sink.wants(warning_code::empty_host)) return;
        for (std::string_view const name : schemes_needing_a_host)
            if (rules != nullptr && rules->name == name)
                sink.add(warning_code::empty_host, part_of(reference, h, "ihost"), {}, std::nullopt, name);
        return;
    }
    if (rules != nullptr && rules->dns_host && sink.wants(warning_code::host_fails_uts46))
        check_dns_host(part_of(reference, h, "ireg-name"), reference.text().data() + reference.text().size(), sink,
                       buffers, host);
}

// RFC 3987 §5.3.2.4: "." and ".." segments "are intended only for use
// within relative references"; resolution removes them from the path of an
// IRI, and from a relative reference's path that starts with "/" whatever
// the base (RFC 3986 §5.2.2), so written there they only say what the
// normalized form does not. They are reported there and not in
// relative-path references ("../a"), where they mean something. "%2E"
// counts as ".", as normalization decodes it (§5.3.2.3).
void check_dot_segment(reference_view const& reference, component const& segment, warning_sink& sink) {
    if (!sink.wants(warning_code::dot_segment)) return;
    if (reference.is_relative() && !reference.path().starts_with('/')) return;
    std::string_view s = segment.text;
    int dots = 0;
    while (!s.empty() && dots < 3) {
        if (s.front() == '.')
            s.remove_prefix(1);
        else if (s.size() >= 3 && s[0] == '%' && s[1] == '2' && (s[2] | 0x20) == 'e')
            s.remove_prefix(3);
        else
            return;
        ++dots;
    }
    if (s.empty() && (dots == 1 || dots == 2)) sink.add(warning_code::dot_segment, segment, segment.text);
}

// RFC 3986 §3.1: "each scheme ... may further restrict the syntax". The
// finding is where the scheme's diagnostic is, in the scheme's production,
// with its message (which cites the RFC).
void check_scheme_syntax(reference_view const& reference, grammar::schemes::scheme_grammar const* grammar,
                         warning_sink& sink) {
    if (!sink.wants(warning_code::scheme_syntax) || !reference.parts().scheme.present) return;
    // Most lines are valid: the generic parse (http, ws) or a plain run of
    // the grammar says so; only the others are traced, for the diagnostic
    // (a scheme without a grammar or an embedder's validator comes out
    // unknown).
    if (grammar != nullptr && grammar::schemes::known_valid(reference, *grammar)) return;
    scheme_result const result = parse_scheme_specific(reference);
    if (result.status() != scheme_status::invalid) return;
    diagnostic const& d = result.error();
    // http(s) and ws(s) reject a port beyond 65535, and http(s) an empty
    // host, beyond their ABNF (RFC 9110 §4.2.1, RFC 6455 §3):
    // port_out_of_range and empty_host say so already, and more precisely.
    if (result.beyond_abnf() && ((d.production == "port" && sink.wants(warning_code::port_out_of_range)) ||
                                 (d.production == "ihost" && sink.wants(warning_code::empty_host))))
        return;
    std::string_view const text = reference.text();
    std::size_t const at = std::min(d.byte_offset, text.size());
    std::size_t length = 0;
    if (at < text.size()) {
        char32_t c = static_cast<unsigned char>(text[at]);
        int const n = c < 0x80 ? 1 : unicode::decode_utf8(text.data() + at, text.data() + text.size(), c);
        length = n > 0 ? static_cast<std::size_t>(n) : 1;
    }
    component const whole{text, 0, d.production, {}};
    sink.add(warning_code::scheme_syntax, whole, text.substr(at, length), std::nullopt, d.detail);
}

}  // namespace iri::semantics::checks
