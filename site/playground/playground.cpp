// The playground's entry points (site/playground/README.md): the library's
// parse, explain, resolve and normalize passes, compiled to WebAssembly by
// emscripten and called from playground.js. Each takes UTF-8 text and
// returns one JSON object, written with the `iri` tool's own JSON writer
// (tools/json.hpp) and, where the tool has the same output, with its field
// names, so that the browser test can hold the page to `iri parse --json`.
//
// Only the public API is used. The browser build has no ICU (no IDNA, no
// NFC, no bidi algorithm): to-uri, to-iri, display and NFC or scheme-based
// normalization are left to the `iri` tool, and the page says so. The
// comparison with the URL Standard (<iri/views.hpp>) needs ICU for some
// inputs only (a host that is not ASCII, an "xn--" label: no_icu.cpp says
// which); for those it answers "needs" instead of the comparison.
#include <iri/explain.hpp>
#include <iri/grammars.hpp>
#include <iri/normalize_explain.hpp>
#include <iri/parse.hpp>
#include <iri/resolve_explain.hpp>
#include <iri/scheme_specific.hpp>
#include <iri/views.hpp>

#include "tools/component_json.hpp"
#include "tools/dot_segment_table.hpp"
#include "tools/explain_json.hpp"
#include "tools/json.hpp"
#include "tools/resolve_json.hpp"
#include "tools/scheme_json.hpp"
#include "tools/url_compare.hpp"

#include "site/playground/missing.hpp"

#include <emscripten/emscripten.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using iri::tool::json_object_writer;
using iri::tool::write_component_fields;
using iri::tool::write_error;
using iri::tool::write_explain_node_json;
using iri::tool::write_null_component_fields;
using iri::tool::write_resolution_fields;
using iri::tool::write_scheme_json;

// The answer handed to JavaScript: valid until the next call (JavaScript
// copies it out with UTF8ToString at once; the page is single-threaded).
std::string answer;

// The page names an entry point by its ABNF name, as the registry does
// (<iri/grammars.hpp>); one of a grammar outside the default grammar's
// family (the 2002 draft's, whose names RFC 3987 reuses) by the grammar's
// name, ":" and the rule: "draft-01:absoluteIRI".
std::optional<iri::entry> entry_from_name(std::string_view name) {
    iri::grammar_name const family = iri::grammars().front().family;
    for (iri::grammar_description const& g : iri::grammars())
        if (g.family != family && name.starts_with(g.name) && name.substr(g.name.size()).starts_with(':'))
            return iri::find_entry(g, name.substr(g.name.size() + 1));
    return iri::find_entry(family, name);
}

// A component as {"text", "byte_offset", "length"}, or null when absent:
// the page marks where each one lies in the input.
void write_span(json_object_writer& object, std::string_view name, std::string_view text, iri::span s) {
    if (!s.present) {
        object.null_field(name);
        return;
    }
    json_object_writer field = object.object_field(name);
    field.string_field("text", text.substr(s.offset, s.length))
        .number_field("byte_offset", s.offset)
        .number_field("length", s.length)
        .end();
}

// The fields of `iri parse --json` (tools/cmd_parse.cpp), without the
// warnings of `iri check` (they need ICU), and after them the spans and
// the productions that matched.
void write_parse(std::string& out, std::string_view input, iri::entry start) {
    iri::parse_result const result = iri::parse(input, start);
    json_object_writer object(out);
    object.string_field("input", input).string_field("entry", iri::to_string(start)).bool_field("valid", result.ok());
    if (result) {
        iri::reference_view const& ref = result.value();
        write_component_fields(object, ref);
        object.null_field("error")
            .string_field("host_kind", iri::to_string(ref.host_type()))
            .string_field("path_kind", iri::to_string(ref.path_type()));
        iri::components const& c = ref.parts();
        json_object_writer spans = object.object_field("spans");
        write_span(spans, "scheme", input, c.scheme);
        write_span(spans, "authority", input, c.authority);
        write_span(spans, "userinfo", input, c.userinfo);
        write_span(spans, "host", input, c.host);
        write_span(spans, "port", input, c.port);
        write_span(spans, "path", input, c.path);
        write_span(spans, "query", input, c.query);
        write_span(spans, "fragment", input, c.fragment);
        spans.end();
        // As `iri parse --scheme-specific --json` (tools/scheme_json.cpp).
        object.raw_field("scheme_specific", "");
        write_scheme_json(out, iri::parse_scheme_specific(ref));
    } else {
        write_null_component_fields(object);
        iri::diagnostic const& error = result.error();
        json_object_writer details = object.object_field("error");
        details.number_field("offset", error.offset)
            .number_field("byte_offset", error.byte_offset)
            .string_field("production", error.production)
            .string_field("message", error.explanation())
            .string_field("character", iri::character_at(input, error.byte_offset))
            .end();
        object.null_field("scheme_specific");
    }
    object.end();
}

void write_explain(std::string& out, std::string_view input, iri::entry start) {
    iri::explanation const e = iri::explain(input, start);
    json_object_writer object(out);
    object.string_field("input", input).string_field("entry", iri::to_string(start)).bool_field("valid", e.matches);
    if (e.matches)
        object.null_field("error");
    else
        write_error(object, e.error);
    object.raw_field("tree", "");
    if (e.complete)
        write_explain_node_json(out, e.tree);
    else
        out.append("null");
    object.number_field("folded_at_limit", e.folded_at_limit);
    object.end();
}

// RFC 3986 §5.2.2 and §5.2.4, as `iri resolve --explain --json` names
// them; "which" says whether an error is about the base or the reference
// (iri::resolve reports the base's first).
void write_resolve(std::string& out, std::string_view base, std::string_view reference) {
    iri::resolve_explanation const e = iri::explain_resolve(base, reference);
    json_object_writer object(out);
    object.string_field("input", reference).string_field("base", base);
    if (e.error) {
        object.null_field("output");
        bool const about_base = e.error.code == iri::errc::invalid_base || e.error.code == iri::errc::base_not_absolute;
        json_object_writer details = object.object_field("error");
        details.string_field("which", about_base ? "base" : "reference")
            .string_field("code", iri::to_string(e.error.code))
            .number_field("offset", e.error.offset)
            .number_field("byte_offset", e.error.byte_offset)
            .string_field("production", e.error.production)
            .string_field("message", e.error.explanation())
            .end();
        object.end();
        return;
    }
    // As the tool writes them, but for "reference_path" in "merge", which
    // the page does not show (tools/resolve_json.hpp).
    write_resolution_fields(object, e, /*with_reference_path=*/false);
    object.end();
}

// The §5.2.4 rows of a normalization step as `iri resolve --explain --json`
// writes them (tools/resolve_json.cpp): bounded by iri::dot_table_limits,
// an elided buffer as "head…tail" with its length, and the count of the
// rows left out.
void write_dot_steps(json_object_writer& object, std::vector<iri::dot_segment_step> const& steps,
                     std::size_t left_out, std::size_t left_out_at, std::string_view left_out_name) {
    object.raw_field("steps", iri::tool::dot_table_json(steps));
    if (left_out > 0)
        object.number_field(left_out_name, left_out).number_field(std::string(left_out_name) + "_at", left_out_at);
}

// RFC 3987 §5.3.2 syntax-based normalization without NFC (§5.3.2.2 needs
// ICU): the steps `iri normalize --explain` shows.
void write_normalize(std::string& out, std::string_view input) {
    iri::normalize_options options;
    options.level = iri::comparison_level::syntax;
    options.nfc = false;
    iri::normalize_explanation const e = iri::explain_normalize(input, options);
    json_object_writer object(out);
    object.string_field("input", input);
    if (e.error) {
        object.null_field("output");
        write_error(object, e.error);
        object.end();
        return;
    }
    object.string_field("output", e.result).null_field("error").raw_field("steps", "[");
    bool first = true;
    for (iri::normalize_step const& step : e.steps) {
        if (!first) out.push_back(',');
        first = false;
        json_object_writer row(out);
        row.string_field("component", step.component)
            .string_field("rule", step.rule)
            .string_field("before", step.before)
            .string_field("after", step.after)
            .bool_field("changed", step.changed());
        write_dot_steps(row, step.dot_steps, step.dot_steps_left_out, step.dot_steps_left_out_at,
                        "remove_dot_segments_left_out");
        row.end();
    }
    out.push_back(']');
    object.end();
}

// {"input", "base", "needs": what} (missing.hpp): the pass reached a
// stand-in for what the browser build lacks ("ICU (UTS #46 ToASCII, ...)"),
// so its result is not the native library's. False, and nothing written,
// when it did not.
bool write_needs(std::string& out, std::string_view input, std::optional<std::string_view> base) {
    std::string_view const missing = iri::playground::missing();
    if (missing.empty()) return false;
    out.clear();
    json_object_writer object(out);
    object.string_field("input", input).string_or_null_field("base", base).string_field("needs", missing).end();
    return true;
}

// The object of `iri url --compare --json` (tools/url_compare_json.cpp),
// or "needs".
void write_compare(std::string& out, std::string_view input, std::optional<std::string_view> base) {
    iri::playground::forget_missing();
    iri::views::comparison const c = iri::views::compare(input, base);
    if (write_needs(out, input, base)) return;
    iri::tool::write_comparison_json(out, input, base, c);
    // The tool ends each object with a newline, for its one-per-line output.
    if (!out.empty() && out.back() == '\n') out.pop_back();
}

char const* unknown_entry(std::string_view name) {
    answer.clear();
    json_object_writer object(answer);
    object.string_field("unknown_entry", name).end();
    return answer.c_str();
}

}  // namespace

// The C functions playground.js calls (Module.ccall). Every text is UTF-8,
// given with its length in bytes: U+0000 is a character JavaScript can hold
// (and the parser must reject), not the end of the text.
extern "C" {

EMSCRIPTEN_KEEPALIVE char const* iri_playground_parse(char const* input, std::size_t length, char const* entry) {
    std::optional<iri::entry> start = entry_from_name(entry);
    if (!start) return unknown_entry(entry);
    answer.clear();
    write_parse(answer, {input, length}, *start);
    return answer.c_str();
}

EMSCRIPTEN_KEEPALIVE char const* iri_playground_explain(char const* input, std::size_t length, char const* entry) {
    std::optional<iri::entry> start = entry_from_name(entry);
    if (!start) return unknown_entry(entry);
    answer.clear();
    write_explain(answer, {input, length}, *start);
    return answer.c_str();
}

EMSCRIPTEN_KEEPALIVE char const* iri_playground_resolve(char const* base, std::size_t base_length,
                                                        char const* reference, std::size_t reference_length) {
    answer.clear();
    write_resolve(answer, {base, base_length}, {reference, reference_length});
    return answer.c_str();
}

EMSCRIPTEN_KEEPALIVE char const* iri_playground_normalize(char const* input, std::size_t length) {
    answer.clear();
    // The syntax rung without NFC needs no ICU; should a change make it
    // reach a stand-in, the page says so rather than show its result.
    iri::playground::forget_missing();
    write_normalize(answer, {input, length});
    write_needs(answer, {input, length}, std::nullopt);
    return answer.c_str();
}

// `iri url --compare --json INPUT` (with `--base BASE` when has_base).
EMSCRIPTEN_KEEPALIVE char const* iri_playground_compare(char const* input, std::size_t length, char const* base,
                                                        std::size_t base_length, int has_base) {
    answer.clear();
    std::optional<std::string_view> const base_text =
        has_base ? std::optional<std::string_view>(std::string_view(base, base_length)) : std::nullopt;
    write_compare(answer, {input, length}, base_text);
    return answer.c_str();
}

// {"schemes": ["urn", "data", ...]}: the schemes whose grammar
// parse_scheme_specific runs (iri::scheme_grammars()), for the page's note
// on the scheme-specific view, which would go stale as a written list.
EMSCRIPTEN_KEEPALIVE char const* iri_playground_scheme_grammars() {
    std::string names = "[";
    for (std::string_view const name : iri::scheme_grammars()) {
        if (names.size() > 1) names += ',';
        iri::tool::append_json_string(names, name);
    }
    names += ']';
    answer.clear();
    json_object_writer(answer).raw_field("schemes", names).end();
    return answer.c_str();
}
}
