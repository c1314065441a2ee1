// Declaring a group of rules from one list.
//
// Each group of a grammar (grammar/rfc3987/host.hpp, ...) names its rules
// once, in a list macro, one line per ABNF production:
//
//     #define IRI_RFC3987_HOST_RULES(X) ...
//         X(ihost, "ihost", "RFC 3987 §2.2", record_span<&components::host>) ...
//
// C++ name (the ABNF name with "-" as "_"), the exact ABNF spelling (the
// rule's display name, which diagnostics and traces print), the section the
// production comes from, and what the rule does besides matching: record a
// span (grammar/record.hpp), or tell the tracer how to report it. From that
// one list come the rule's ID class and object and its declaration here, its
// definition (IRI_GRAMMAR_DEFINE_RULES, grammar/define.hpp), its compiled
// instances (IRI_GRAMMAR_INSTANTIATE_RULES), and its row in the production
// table (grammar/diagnosis/productions.cpp). Adding a production is one line
// in the list and its definition in the group's _def file.
#pragma once

#include "grammar/config.hpp"
#include "grammar/record.hpp"

namespace iri::grammar {

// A rule that only matches.
struct plain_rule {};

// A rule whose match alone says nothing about where the input went wrong:
// only the "@" after it decides that a run is an iuserinfo
// (grammar/diagnosis/trace.hpp).
struct speculative_rule {
    static constexpr bool speculative = true;
};

// A rule reported as the rule around it: a segment that stops at a bad
// character is reported as its path, as the RFC's prose speaks of paths.
struct reported_as_parent_rule {
    static constexpr bool reported_as_parent = true;
};

}  // namespace iri::grammar

#define IRI_GRAMMAR_DECLARE_RULE_(name, abnf_name, section, behaviour) \
    struct name##_class : behaviour {};                                \
    using name##_type = ::boost::spirit::x3::rule<name##_class>;       \
    inline name##_type const name = abnf_name;                         \
    BOOST_SPIRIT_DECLARE(name##_type)

// Declares every rule of a list: IRI_GRAMMAR_DECLARE_RULES(IRI_RFC3987_HOST_RULES).
#define IRI_GRAMMAR_DECLARE_RULES(LIST) LIST(IRI_GRAMMAR_DECLARE_RULE_)
