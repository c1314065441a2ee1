// The public entry points: parse(), diagnose(), is_valid() and match_length().
#include <iri/parse.hpp>

#include <iri/grammars.hpp>

#include "grammar/diagnosis/diagnose.hpp"
#include "grammar/entry.hpp"

namespace iri {
namespace {

// Runs the fast parse of `start` from the beginning of `text` with `sink`
// (a recorder or a validator, grammar/config.hpp): the length of what it
// matched, or npos. Not anchored at the end: the callers compare.
template <typename Sink>
std::size_t matched_length(std::string_view text, entry start, Sink& sink) noexcept {
    auto const context = grammar::x3::make_context<grammar::recorder_tag>(sink);
    grammar::iterator_type first = text.data();
    if (!grammar::run_entry(start, first, first + text.size(), context)) return std::string_view::npos;
    return static_cast<std::size_t>(first - text.data());
}

}  // namespace

// Both read the registry (grammar/registry.cpp), where each entry point is
// named once; neither runs in is_valid() or in a parse() that succeeds.
std::string_view to_string(entry e) noexcept {
    for (entry_point const& point : grammar_of_entry(e).entries)
        if (point.start == e) return point.rule;
    return "IRI-reference";
}

grammar_name grammar_of(entry e) noexcept { return grammar_of_entry(e).family; }

parse_result parse(std::string_view text, entry start) noexcept {
    // One result object, returned from every path, so that it is built in
    // the caller's storage (NRVO) and the components are recorded there.
    parse_result result(text);
    components& parts = result.recorded_parts();
    grammar::recorder sink{text.data(), &parts};
    // The fast parse decides; only a rejected text pays for the diagnosis.
    if (matched_length(text, start, sink) != text.size() || sink.saw_bidi_formatting)
        result.error_ = diagnose(text, start);
    return result;
}

diagnostic diagnose(std::string_view text, entry start) noexcept { return grammar::diagnose(text, start); }

std::size_t match_length(std::string_view text, entry start) noexcept {
    grammar::validator sink{text.data()};
    std::size_t const length = matched_length(text, start, sink);
    return sink.saw_bidi_formatting ? std::string_view::npos : length;
}

bool is_valid(std::string_view text, entry start) noexcept { return match_length(text, start) == text.size(); }

}  // namespace iri
