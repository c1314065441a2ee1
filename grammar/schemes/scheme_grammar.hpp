// What parse_scheme_specific (grammar/schemes/schemes.cpp) needs to know of
// one scheme: its grammar's start rule and production table, the
// productions it reports as components, and the messages its RFC gives for
// a failure. Each scheme defines its own in its folder
// (grammar/schemes/urn/urn.cpp, ...); schemes.cpp lists them.
#pragma once

#include "grammar/diagnosis/productions.hpp"
#include "grammar/diagnosis/trace.hpp"
#include "grammar/rule.hpp"
#include "grammar/schemes/productions.hpp"
#include "grammar/schemes/scheme_facts.hpp"

#include <iri/scheme_specific.hpp>

#include <span>
#include <string_view>
#include <vector>

namespace iri::grammar::schemes {

// A scheme's start rule, run two ways: traced, for its components and a
// diagnosis (parse_scheme_specific), and plain, for a yes or no at the cost
// of a parse (check, on the schemes that need nothing beyond the ABNF).
// Each returns the length matched, or -1.
struct scheme_runner {
    long (*traced)(std::string_view text, tracer& t) noexcept;
    long (*plain)(std::string_view text) noexcept;
};

template <auto const& Rule>
long run_traced(std::string_view text, tracer& t) noexcept {
    components unused_parts;  // its rules' hooks record; nobody reads them
    recorder sink{text.data(), &unused_parts};
    parse_context const parse_ctx = x3::make_context<recorder_tag>(sink);
    trace_context const context = x3::make_context<tracer_tag>(t, parse_ctx);
    iterator_type first = text.data();
    if (!Rule.parse(first, text.data() + text.size(), context, x3::unused, x3::unused)) return -1;
    return first - text.data();
}

template <auto const& Rule>
long run_plain(std::string_view text) noexcept {
    components unused_parts;  // its rules' hooks record; nobody reads them
    recorder sink{text.data(), &unused_parts};
    parse_context const context = x3::make_context<recorder_tag>(sink);
    iterator_type first = text.data();
    if (!Rule.parse(first, text.data() + text.size(), context, x3::unused, x3::unused)) return -1;
    return first - text.data();
}

// The runner of a scheme whose start rule is `Rule`.
template <auto const& Rule>
constexpr scheme_runner runner() noexcept {
    return {&run_traced<Rule>, &run_plain<Rule>};
}

// One scheme grammar, all that the library, the tools and the tests know
// of it: the folder's <folder>.cpp defines it, and grammar/schemes/list.hpp
// names it.
struct scheme_grammar {
    std::string_view name;  // lower case
    std::string_view source;  // "RFC 8141 §2"
    // Its ABNF, from the top of the tree, and the rule of it that a whole
    // reference matches (the rule `run` runs): what the one-to-one and
    // oracle tests and the fuzz targets read.
    std::string_view abnf_file;
    std::string_view start_rule;
    std::string_view general_hint;  // the message for a failure no hint() covers
    std::span<std::string_view const> components;
    std::span<production const> (*productions)() noexcept;
    scheme_runner run;
    // The message for a failure in `production`, citing the RFC; empty for
    // the general one.
    std::string_view (*hint)(std::string_view production) noexcept;
    // False when the scheme's grammar ends before the fragment (RFC 3986
    // §3.5), which it then does not see.
    bool includes_fragment = true;
    // What the scheme asks beyond its ABNF, run on a valid parse of `text`.
    void (*after)(std::string_view text, scheme_result& out) noexcept = nullptr;
    // The verdict, grammar and `after` alike, the cheapest way the scheme
    // has: what check asks of every line. For a grammar that is the generic
    // one narrowed to what the generic parse's components show (http: an
    // authority, a host, a TCP port), from those components, running
    // neither; for an `after` that can read its text alone (mailto's
    // addresses), a plain run and then that check. Null: a plain run when
    // there is no `after`, else the traced run.
    bool (*decided_by_parse)(reference_view const& ref) noexcept = nullptr;
    // Whether decided_by_parse accepts every reference with an authority
    // whose host is not empty and that has no port (http and https, RFC
    // 9110 §4.2.1-4.2.2): a caller that has seen both (check's plain
    // lines) need not ask it (known_valid_with_host, productions.hpp).
    bool host_decides = false;
    // What the passes know of the scheme beyond its syntax
    // (scheme_facts.hpp): its default port and host and path rules, read
    // by semantics/scheme_registry.cpp, and the components its RFC calls
    // case-insensitive, read by semantics/scheme_normalization.cpp. Null
    // where its RFCs give none.
    scheme_rules const* rules = nullptr;
    scheme_case_rules const* case_rules = nullptr;
};

// For an `after` check: fails `out` at byte `at` of `text`, in
// `production`, with `detail` (which cites the RFC's rule), dropping its
// components. At the end of the text the input ended too soon.
void fail_beyond_abnf(std::string_view text, std::size_t at, std::string_view production, std::string_view detail,
                      scheme_result& out) noexcept;

// What a scheme's grammar sees of `ref`: all of it, or for a grammar
// without the fragment the text before its "#".
std::string_view text_seen_by(scheme_grammar const& g, reference_view const& ref) noexcept;

// Every component of `ref`, whose parse_scheme_specific() result is
// `parsed` and valid, without the limit of a scheme_result: for the passes
// that apply a scheme's rules to the whole reference (scheme normalization,
// RFC 3986 §6.2.3), which must not stop at the components a result lists.
// When `parsed` lists them all, they are copied; else the scheme's grammar
// runs again, its components kept in `out` (in the order of the text). An
// embedder's validator (register_scheme_validator) gives only what it
// listed. False, `out` empty, when there is no memory for them.
bool every_component(reference_view const& ref, scheme_result const& parsed,
                     std::vector<scheme_component>& out) noexcept;

// Every scheme of builtin_grammar_list (productions.hpp); the one named
// `scheme` (lower case), or null.
std::span<scheme_grammar const* const> builtin_grammars() noexcept;
scheme_grammar const* find_builtin_grammar(std::string_view scheme) noexcept;

}  // namespace iri::grammar::schemes
