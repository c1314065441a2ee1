// The public entry points: parse() and is_valid().
#include <iri/parse.hpp>

#include "grammar/diagnosis/diagnose.hpp"
#include "grammar/entry.hpp"
#include "unicode/bidi_controls.hpp"

namespace iri {
namespace {

// The production a bidi formatting character was found in, for the message.
std::string_view production_at(components const& parts, std::size_t offset) noexcept {
    auto within = [&](span s) { return s.present && offset >= s.offset && offset < s.offset + s.length; };
    if (within(parts.userinfo)) return "iuserinfo";
    if (within(parts.host)) return "ireg-name";
    if (within(parts.query)) return "iquery";
    if (within(parts.fragment)) return "ifragment";
    return to_string(parts.path_type);
}

// Runs the fast parse; true when `start` matches all of `text`.
bool matches(std::string_view text, entry start, grammar::recorder& sink) noexcept {
    auto const context = grammar::x3::make_context<grammar::recorder_tag>(sink);
    grammar::iterator_type first = text.data();
    grammar::iterator_type const last = first + text.size();
    return grammar::run_entry(start, first, last, context) && first == last;
}

}  // namespace

std::string_view to_string(entry e) noexcept {
    switch (e) {
        case entry::IRI_reference: return "IRI-reference";
        case entry::IRI: return "IRI";
        case entry::absolute_IRI: return "absolute-IRI";
        case entry::irelative_ref: return "irelative-ref";
        case entry::URI_reference: return "URI-reference";
        case entry::draft01_IRI_reference: return "IRI-reference";
        case entry::draft01_absoluteIRI: return "absoluteIRI";
        case entry::draft01_relativeIRI: return "relativeIRI";
    }
    return "IRI-reference";
}

grammar_name grammar_of(entry e) noexcept {
    switch (e) {
        case entry::draft01_IRI_reference:
        case entry::draft01_absoluteIRI:
        case entry::draft01_relativeIRI: return grammar_name::draft01;
        default: return grammar_name::rfc3987;
    }
}

parse_result parse(std::string_view text, entry start) noexcept {
    // One result object, returned from every path, so that it is built in
    // the caller's storage (NRVO) and the components are recorded there.
    parse_result result(text);
    components& parts = result.recorded_parts();
    grammar::recorder sink{text.data(), &parts};
    if (!matches(text, start, sink)) {
        result.error_ = grammar::diagnose_failure(text, start);
    } else if (sink.saw_bidi_formatting) {
        std::size_t const bidi = unicode::find_bidi_formatting(text);
        result.error_ = grammar::describe_position(text, bidi, production_at(parts, bidi));
        result.error_.code = errc::bidi_formatting_character;
    }
    return result;
}

bool is_valid(std::string_view text, entry start) noexcept {
    grammar::recorder sink{text.data(), nullptr};
    return matches(text, start, sink) && !sink.saw_bidi_formatting;
}

}  // namespace iri
