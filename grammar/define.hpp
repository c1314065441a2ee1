// Defining and instantiating the rules of a list (grammar/rule.hpp):
// BOOST_SPIRIT_DEFINE and BOOST_SPIRIT_INSTANTIATE, plus a hook for
// diagnosis.
//
// The definition is X3's own (a parse_rule overload per rule that runs its
// _def), wrapped so that when the context carries a tracer the rule reports
// its entry and exit. With the fast context the wrapper is a plain call:
// the check is made at compile time.
#pragma once

#include "grammar/config.hpp"
#include "grammar/diagnosis/trace.hpp"

#include <boost/version.hpp>

#include <type_traits>

// X3 has no hook at a rule's entry, only on_success and on_error after it,
// so IRI_GRAMMAR_DEFINE_RULE_ below repeats what BOOST_SPIRIT_DEFINE expands
// to (boost/spirit/home/x3/nonterminal/rule.hpp), around a call to the
// tracer. That expansion has had two forms, both written out below:
//
//  - Boost 1.74 and 1.75: parse_rule takes the rule object itself, and its
//    body builds the rule_definition once, in a function-local static
//    (`static auto const def_ = (rule = rule_def)`), and calls its parse.
//  - Boost 1.76 (Spirit commit 2096077, "Switched parse_rule to dispatch on
//    the rule id only") through 1.89, the latest release checked, and
//    Spirit's develop branch of September 2025: parse_rule takes
//    x3::detail::rule_id<ID> and calls
//    x3::detail::rule_parser<...>::call_rule_definition directly.
//
// Both name what X3 does not promise to keep (rule_definition's
// construction, x3::detail). When a Boost release fails to compile here,
// compare that file's BOOST_SPIRIT_DEFINE_ with the forms below and add
// its own (or find that X3 grew an entry hook).
static_assert(BOOST_VERSION >= 107400,
              "grammar/define.hpp mirrors BOOST_SPIRIT_DEFINE of Boost 1.74 to 1.89: Boost 1.74 or later is needed");

namespace iri::grammar {

// Rules whose ID says `static constexpr bool speculative = true;`.
template <typename ID>
constexpr bool is_speculative() {
    if constexpr (requires { ID::speculative; })
        return ID::speculative;
    else
        return false;
}

// Rules whose ID says `static constexpr bool reported_as_parent = true;`.
template <typename ID>
constexpr bool is_reported_as_parent() {
    if constexpr (requires { ID::reported_as_parent; })
        return ID::reported_as_parent;
    else
        return false;
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

#if BOOST_VERSION < 107600
// Boost 1.74, 1.75: BOOST_SPIRIT_DEFINE_ dispatches on the rule's type and
// runs the rule_definition it keeps in a static.
#define IRI_GRAMMAR_DEFINE_RULE_(rule_name, abnf_name, section, behaviour)                                     \
    template <typename Iterator, typename Context>                                                             \
    inline bool parse_rule(decltype(rule_name), Iterator& first, Iterator const& last, Context const& context, \
                           decltype(rule_name)::attribute_type& attr) {                                        \
        static auto const def_ = (rule_name = rule_name##_def);                                                \
        return ::iri::grammar::traced_rule<decltype(rule_name)::id>(rule_name.name, first, context, [&] {      \
            return def_.parse(first, last, context, ::boost::spirit::x3::unused, attr);                        \
        });                                                                                                    \
    }
#else
// Boost 1.76 to 1.89: BOOST_SPIRIT_DEFINE_ dispatches on rule_id<ID> and
// calls the definition directly.
#define IRI_GRAMMAR_DEFINE_RULE_(rule_name, abnf_name, section, behaviour)                                            \
    template <typename Iterator, typename Context>                                                                    \
    inline bool parse_rule(::boost::spirit::x3::detail::rule_id<decltype(rule_name)::id>, Iterator& first,            \
                           Iterator const& last, Context const& context, decltype(rule_name)::attribute_type& attr) { \
        using rule_t = decltype(rule_name);                                                                           \
        return ::iri::grammar::traced_rule<rule_t::id>(rule_name.name, first, context, [&] {                          \
            return ::boost::spirit::x3::detail::rule_parser<typename rule_t::attribute_type, rule_t::id, true>::      \
                call_rule_definition(rule_name##_def, rule_name.name, first, last, context, attr,                     \
                                     ::boost::mpl::bool_<rule_t::force_attribute>());                                 \
        });                                                                                                           \
    }
#endif

// In a group's _def file, after the definitions: IRI_GRAMMAR_DEFINE_RULES(LIST).
#define IRI_GRAMMAR_DEFINE_RULES(LIST) LIST(IRI_GRAMMAR_DEFINE_RULE_)

// Each group's x.cpp instantiates its rules for both contexts.
#define IRI_GRAMMAR_INSTANTIATE_RULE_(rule_name, abnf_name, section, behaviour)                              \
    BOOST_SPIRIT_INSTANTIATE(rule_name##_type, ::iri::grammar::iterator_type, ::iri::grammar::parse_context) \
    BOOST_SPIRIT_INSTANTIATE(rule_name##_type, ::iri::grammar::iterator_type, ::iri::grammar::trace_context)

#define IRI_GRAMMAR_INSTANTIATE_RULES(LIST) LIST(IRI_GRAMMAR_INSTANTIATE_RULE_)

// The groups of the grammar families (grammar/families.hpp), whose entry
// points is_valid() and match_length() run, also for validation.
#define IRI_GRAMMAR_INSTANTIATE_VALIDATING_RULE_(rule_name, abnf_name, section, behaviour)                      \
    BOOST_SPIRIT_INSTANTIATE(rule_name##_type, ::iri::grammar::iterator_type, ::iri::grammar::validate_context) \
    IRI_GRAMMAR_INSTANTIATE_RULE_(rule_name, abnf_name, section, behaviour)

#define IRI_GRAMMAR_INSTANTIATE_VALIDATING_RULES(LIST) LIST(IRI_GRAMMAR_INSTANTIATE_VALIDATING_RULE_)
