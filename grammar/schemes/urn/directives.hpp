// The one parser the URN rules need beyond X3's own
// (grammar/schemes/urn/rules_def.hpp, rq-components, says why).
#pragma once

#include "grammar/config.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"

namespace iri::grammar::schemes::urn {

// True when a q-component could start at `p`: "?=" followed by an
// ipchar's first character (unreserved, sub-delims, ":", "@", the "%" of
// pct-encoded, or a ucschar; RFC 3987 §2.2, RFC 3986 §3.3).
inline bool starts_q_component(iterator_type p, iterator_type last) noexcept {
    if (last - p < 3 || p[0] != '?' || p[1] != '=') return false;
    char const c = p[2];
    if (static_cast<unsigned char>(c) >= 0x80) {  // a ucschar, UTF-8 encoded
        char32_t cp = 0;
        return unicode::decode_utf8(p + 2, last, cp) != 0 && unicode::is_ucschar(cp);
    }
    bool const alnum = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    switch (c) {
        case '-':
        case '.':
        case '_':
        case '~':  // unreserved
        case '!':
        case '$':
        case '&':
        case '\'':
        case '(':
        case ')':  // sub-delims
        case '*':
        case '+':
        case ',':
        case ';':
        case '=':
        case ':':
        case '@':
        case '%': return true;
        default: return alnum;
    }
}

// before_q_component[p]: p, run as if the input ended where a "?="
// q-component could start.
template <typename Subject>
struct before_q_component_directive : x3::unary_parser<Subject, before_q_component_directive<Subject>> {
    using base_type = x3::unary_parser<Subject, before_q_component_directive<Subject>>;
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    constexpr explicit before_q_component_directive(Subject const& inner) : base_type(inner) {}

    template <typename Context, typename RContext, typename Attribute>
    bool parse(iterator_type& first, iterator_type const& last, Context const& context, RContext& rcontext,
               Attribute& attribute) const {
        iterator_type end = first;
        while (end != last && !starts_q_component(end, last)) ++end;
        return this->subject.parse(first, end, context, rcontext, attribute);
    }
};

struct before_q_component_generator {
    template <typename Subject>
    constexpr auto operator[](Subject const& subject) const {
        using parser = typename x3::extension::as_parser<Subject>::value_type;
        return before_q_component_directive<parser>{x3::as_parser(subject)};
    }
};

inline constexpr before_q_component_generator before_q_component{};

}  // namespace iri::grammar::schemes::urn
