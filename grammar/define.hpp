// IRI_GRAMMAR_DEFINE: BOOST_SPIRIT_DEFINE, plus a hook for diagnosis.
//
// Same expansion as X3's macro (a parse_rule overload per rule that runs its
// _def), wrapped so that when the context carries a tracer the rule reports
// its entry and exit. With the fast context the wrapper is a plain call:
// the check is made at compile time.
#pragma once

#include "grammar/config.hpp"
#include "grammar/trace.hpp"

#include <type_traits>

namespace iri::grammar {

// Rules whose ID says `static constexpr bool speculative = true;`.
template <typename ID>
constexpr bool is_speculative() {
    if constexpr (requires { ID::speculative; }) return ID::speculative;
    else return false;
}

// Rules whose ID says `static constexpr bool reported_as_parent = true;`.
template <typename ID>
constexpr bool is_reported_as_parent() {
    if constexpr (requires { ID::reported_as_parent; }) return ID::reported_as_parent;
    else return false;
}

template <typename ID, typename Context, typename Parse>
inline bool traced_rule(char const* name, iterator_type& first, Context const& context, Parse&& parse) {
    auto&& sink = x3::get<tracer_tag>(context);
    if constexpr (std::is_same_v<std::remove_cvref_t<decltype(sink)>, x3::unused_type>) {
        return parse();
    } else {
        sink.enter(name, first, is_reported_as_parent<ID>());
        bool const matched = parse();
        sink.leave(matched, first, is_speculative<ID>(), is_reported_as_parent<ID>());
        return matched;
    }
}

}  // namespace iri::grammar

#define IRI_GRAMMAR_DEFINE_(r, data, rule_name)                                          \
    template <typename Iterator, typename Context>                                        \
    inline bool parse_rule(::boost::spirit::x3::detail::rule_id<decltype(rule_name)::id>, \
                           Iterator& first, Iterator const& last, Context const& context, \
                           decltype(rule_name)::attribute_type& attr) {                   \
        using rule_t = decltype(rule_name);                                               \
        return ::iri::grammar::traced_rule<rule_t::id>(rule_name.name, first, context, [&] { \
            return ::boost::spirit::x3::detail::rule_parser<                              \
                typename rule_t::attribute_type, rule_t::id,                              \
                true>::call_rule_definition(BOOST_JOIN(rule_name, _def), rule_name.name,  \
                                            first, last, context, attr,                   \
                                            ::boost::mpl::bool_<rule_t::force_attribute>()); \
        });                                                                               \
    }

#define IRI_GRAMMAR_DEFINE(...) \
    BOOST_PP_SEQ_FOR_EACH(IRI_GRAMMAR_DEFINE_, _, BOOST_PP_VARIADIC_TO_SEQ(__VA_ARGS__))

// Each group's x.cpp instantiates its rules for both contexts.
#define IRI_GRAMMAR_INSTANTIATE_(r, data, rule_name)                                        \
    BOOST_SPIRIT_INSTANTIATE(decltype(rule_name), ::iri::grammar::iterator_type,            \
                             ::iri::grammar::parse_context)                                 \
    BOOST_SPIRIT_INSTANTIATE(decltype(rule_name), ::iri::grammar::iterator_type,            \
                             ::iri::grammar::trace_context)

#define IRI_GRAMMAR_INSTANTIATE(...) \
    BOOST_PP_SEQ_FOR_EACH(IRI_GRAMMAR_INSTANTIATE_, _, BOOST_PP_VARIADIC_TO_SEQ(__VA_ARGS__))
