// A parser with two forms of one language: the literal transcription of an
// ABNF expression when a tracer watches the parse (`iri explain`, the
// diagnosis of an error: every rule of the ABNF shows in the tree, at the
// place the ABNF puts it), and a faster expression of the same language
// otherwise (parse(), is_valid()). Each use says in a PEG note why the two
// are one language; the ABNF oracle (tests/oracles/abnf/) checks the fast
// form against the ABNF, and the diagnosis tests the literal one.
#pragma once

#include "grammar/config.hpp"

#include <type_traits>

namespace iri::grammar {

template <typename Literal, typename Fast>
struct literal_when_traced : x3::parser<literal_when_traced<Literal, Fast>> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    constexpr literal_when_traced(Literal literal_form, Fast fast_form) : literal(literal_form), fast(fast_form) {}

    template <typename Iterator, typename Context, typename RContext, typename Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const& context, RContext& rcontext, Attribute&) const {
        auto&& sink = x3::get<tracer_tag>(context);
        if constexpr (std::is_same_v<std::remove_cvref_t<decltype(sink)>, x3::unused_type>)
            return fast.parse(first, last, context, rcontext, x3::unused);
        else
            return literal.parse(first, last, context, rcontext, x3::unused);
    }

    Literal literal;
    Fast fast;
};

}  // namespace iri::grammar
