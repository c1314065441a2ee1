// A production table's row made from a rule (grammar/diagnosis/productions.hpp):
// the rule run on its own, anchored or not, with or without a tracer, in
// the two contexts every rule is compiled for (grammar/config.hpp), so a
// table adds no instantiation. Included by the files that build tables.
#pragma once

#include "grammar/config.hpp"
#include "grammar/diagnosis/productions.hpp"
#include "grammar/diagnosis/trace.hpp"

#include <string_view>

namespace iri::grammar::rows {

// The length of the prefix of `text` that Rule matches in `context`, or -1.
template <auto const& Rule, typename Context>
long prefix_in(std::string_view text, Context const& context) noexcept {
    iterator_type first = text.data();
    iterator_type const last = first + text.size();
    if (!Rule.parse(first, last, context, x3::unused, x3::unused)) return -1;
    return first - text.data();
}

// The components a rule records go to a scratch copy: a table only asks
// whether and how far a rule matches.
template <auto const& Rule>
long match_prefix(std::string_view text) noexcept {
    components parts;
    recorder sink{text.data(), &parts};
    return prefix_in<Rule>(text, x3::make_context<recorder_tag>(sink));
}

template <auto const& Rule>
long match_traced(std::string_view text, tracer& t) noexcept {
    components parts;
    recorder sink{text.data(), &parts};
    parse_context const parse_ctx = x3::make_context<recorder_tag>(sink);
    return prefix_in<Rule>(text, x3::make_context<tracer_tag>(t, parse_ctx));
}

template <auto const& Rule>
bool match_whole(std::string_view text) noexcept {
    return match_prefix<Rule>(text) == static_cast<long>(text.size());
}

template <auto const& Rule>
production row(std::string_view section) {
    return {Rule.name, section, &match_whole<Rule>, &match_prefix<Rule>, &match_traced<Rule>};
}

}  // namespace iri::grammar::rows
