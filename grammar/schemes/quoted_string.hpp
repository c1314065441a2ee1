// quoted_string("http"): an ABNF quoted string (RFC 5234 §2.3), matched
// without regard to the case of its letters, that shows its progress to a
// tracer (grammar/diagnosis/trace.hpp) one character at a time.
//
// A rule that begins with quoted strings and no rule ("http" "://" in RFC
// 9110 §4.2.1, "ws:" "//" in RFC 6455 §3) would otherwise show a tracer
// nothing before its first inner rule, and a failure there would be placed
// at the rule's start: "http:a" at the "h". Each character matched is
// reported as a rule that is reported as the rule around it
// (reported_as_parent, grammar/rule.hpp), so "http:a" stops at the "a" in
// http-URI. Without a tracer it is a plain comparison.
#pragma once

#include "grammar/config.hpp"
#include "grammar/diagnosis/trace.hpp"

#include <string_view>
#include <type_traits>

namespace iri::grammar::schemes {

struct quoted_string_parser : x3::parser<quoted_string_parser> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    constexpr explicit quoted_string_parser(std::string_view lower) : text(lower) {}

    template <typename Iterator, typename Context, typename RContext, typename Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& context, RContext&, Attribute&) const {
        auto&& sink = x3::get<tracer_tag>(context);
        constexpr bool traced = !std::is_same_v<std::remove_cvref_t<decltype(sink)>, x3::unused_type>;
        Iterator at = first;
        for (char const want : text) {
            if (at == last) return false;
            char c = *at;
            if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
            if (c != want) return false;
            if constexpr (traced) sink.enter(text, at, true);
            ++at;
            if constexpr (traced) sink.leave(true, at, false, true);
        }
        first = at;
        return true;
    }

    std::string_view text;  // lower case
};

inline constexpr quoted_string_parser quoted_string(std::string_view lower) { return quoted_string_parser{lower}; }

}  // namespace iri::grammar::schemes
