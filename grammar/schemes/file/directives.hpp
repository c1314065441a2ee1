// The one parser the file rules need beyond X3's own
// (grammar/schemes/file/rules_def.hpp, auth-path, says why).
#pragma once

#include "grammar/config.hpp"

#include <cstddef>

namespace iri::grammar::schemes::file {

// first_chars<N>[p]: p, run as if the input ended N characters on (or
// where it ends, if sooner).
template <std::size_t N, typename Subject>
struct first_chars_directive : x3::unary_parser<Subject, first_chars_directive<N, Subject>> {
    using base_type = x3::unary_parser<Subject, first_chars_directive<N, Subject>>;
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    constexpr explicit first_chars_directive(Subject const& inner) : base_type(inner) {}

    template <typename Context, typename RContext, typename Attribute>
    bool parse(iterator_type& first, iterator_type const& last, Context const& context, RContext& rcontext,
               Attribute& attribute) const {
        iterator_type const end = last - first > static_cast<std::ptrdiff_t>(N) ? first + N : last;
        return this->subject.parse(first, end, context, rcontext, attribute);
    }
};

template <std::size_t N>
struct first_chars_generator {
    template <typename Subject>
    constexpr auto operator[](Subject const& subject) const {
        using parser = typename x3::extension::as_parser<Subject>::value_type;
        return first_chars_directive<N, parser>{x3::as_parser(subject)};
    }
};

template <std::size_t N>
inline constexpr first_chars_generator<N> first_chars{};

}  // namespace iri::grammar::schemes::file
