// The two parsers draft-01's IRI-reference needs beyond X3's own
// (grammar/draft01/rules_def.hpp says why): one that runs its subject on
// the input up to the first "#", and one that forgets what an abandoned
// attempt recorded.
#pragma once

#include "grammar/config.hpp"
#include "grammar/record.hpp"

#include <algorithm>

namespace iri::grammar::draft01 {

// before_first_hash[p]: p, run as if the input ended at its first "#".
template <typename Subject>
struct before_first_hash_directive : x3::unary_parser<Subject, before_first_hash_directive<Subject>> {
    using base_type = x3::unary_parser<Subject, before_first_hash_directive<Subject>>;
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    constexpr explicit before_first_hash_directive(Subject const& inner) : base_type(inner) {}

    template <typename Context, typename RContext, typename Attribute>
    bool parse(iterator_type& first, iterator_type const& last, Context const& context, RContext& rcontext,
               Attribute& attribute) const {
        iterator_type const hash = std::find(first, last, '#');
        return this->subject.parse(first, hash, context, rcontext, attribute);
    }
};

struct before_first_hash_generator {
    template <typename Subject>
    constexpr auto operator[](Subject const& subject) const {
        using parser = typename x3::extension::as_parser<Subject>::value_type;
        return before_first_hash_directive<parser>{x3::as_parser(subject)};
    }
};

inline constexpr before_first_hash_generator before_first_hash{};

// Matches the empty string and clears the components recorded so far, so
// that a second reading of the whole input starts from nothing.
struct forget_components_parser : x3::parser<forget_components_parser> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    template <typename Context, typename RContext, typename Attribute>
    bool parse(iterator_type&, iterator_type const&, Context const& context, RContext&, Attribute&) const {
        with_recorder(context, [](components& c, char const*) { c = components{}; });
        return true;
    }
};

inline constexpr forget_components_parser forget_components{};

}  // namespace iri::grammar::draft01
