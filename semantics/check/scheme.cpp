// What the scheme (or the role of a component) asks beyond the generic
// syntax: ports, hosts, dot segments.
#include "semantics/check/families.hpp"

#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"
#include "unicode/idna.hpp"
#include "semantics/scheme_registry.hpp"

#include <array>

namespace iri::semantics::checks {
namespace {

// The scheme in lowercase (RFC 3986 §3.1: schemes are case-insensitive),
// or "" when there is none or it is longer than any the checks know.
struct lowercase_scheme {
    std::array<char, 16> buffer{};
    std::string_view name;

    explicit lowercase_scheme(reference_view const& reference) noexcept {
        std::optional<std::string_view> const scheme = reference.scheme();
        if (!scheme || scheme->size() > buffer.size()) return;
        for (std::size_t i = 0; i < scheme->size(); ++i) {
            char const c = (*scheme)[i];
            buffer[i] = c >= 'A' && c <= 'Z' ? static_cast<char>(c + ('a' - 'A')) : c;
        }
        name = std::string_view(buffer.data(), scheme->size());
    }
};

component part_of(reference_view const& reference, span s, std::string_view name) noexcept {
    return {reference.text().substr(s.offset, s.length), s.offset, name, {}};
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

// Whether UTS #46 ToASCII (as to-uri --idna runs it: semantics/
// unicode/idna.hpp) surely accepts `host`, without asking ICU: ASCII
// letter-digit-hyphen labels of 1 to 63 octets, no hyphen first or last nor
// in both the third and fourth places ("xn--" labels need decoding), 253
// octets at most, no trailing dot. false means "ask ICU".
constexpr auto letter_digit_hyphen = [] {
    std::array<bool, 256> t{};
    for (int c = 0; c < 256; ++c)
        t[static_cast<std::size_t>(c)] =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
    return t;
}();

bool plainly_valid_dns_name(std::string_view host) noexcept {
    if (host.empty() || host.size() > 253) return false;
    std::size_t label_start = 0;
    for (std::size_t i = 0;; ++i) {
        if (i < host.size() && host[i] != '.') {
            if (!letter_digit_hyphen[static_cast<unsigned char>(host[i])]) return false;
            continue;
        }
        std::size_t const length = i - label_start;
        if (length == 0 || length > 63 || host[label_start] == '-' || host[i - 1] == '-') return false;
        if (length >= 4 && host[label_start + 2] == '-' && host[label_start + 3] == '-') return false;
        if (i == host.size()) return true;
        label_start = i + 1;
    }
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
    if (plainly_valid_dns_name(text)) return {};
    if (!decode_host(text, buffers.text)) return {};  // percent_not_utf8 says it
    return unicode::idna_to_ascii(buffers.text, unicode::idna_rules::uts46, buffers.other);
}

// RFC 3987 §3.1: a system "MAY convert the ireg-name component of an IRI"
// with ToASCII for schemes whose hosts are DNS names, and for those a name
// that ToASCII rejects will not resolve. The finding points at the first
// label that fails alone, else (a name too long, a bidi rule across labels)
// at the whole host.
void check_dns_host(component const& host, warning_sink& sink, scratch& buffers) {
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

void check_authority(reference_view const& reference, warning_sink& sink, scratch& buffers) {
    if (!reference.has_authority()) return;
    lowercase_scheme const scheme(reference);
    scheme_rules const* const rules = scheme.name.empty() ? nullptr : find_scheme(scheme.name);
    check_port(reference, rules, sink);

    span const h = reference.parts().host;
    if (reference.host_type() != host_kind::reg_name) return;
    if (h.length == 0) {
        if (!sink.wants(warning_code::empty_host)) return;
        for (std::string_view const name : schemes_needing_a_host)
            if (scheme.name == name)
                sink.add(warning_code::empty_host, part_of(reference, h, "ihost"), {}, std::nullopt, name);
        return;
    }
    if (rules != nullptr && rules->dns_host && sink.wants(warning_code::host_fails_uts46))
        check_dns_host(part_of(reference, h, "ireg-name"), sink, buffers);
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

}  // namespace iri::semantics::checks
