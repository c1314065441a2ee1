#include "resolve_json.hpp"

#include "dot_segment_table.hpp"
#include "json.hpp"

#include <string>

namespace iri::tool {

namespace {

std::string_view branch_name(iri::resolve_branch branch) noexcept {
    switch (branch) {
        case iri::resolve_branch::reference_scheme: return "scheme";
        case iri::resolve_branch::reference_authority: return "authority";
        case iri::resolve_branch::empty_path: return "empty_path";
        case iri::resolve_branch::absolute_path: return "absolute_path";
        case iri::resolve_branch::merge: return "merge";
    }
    return {};
}

std::string_view merge_case_name(iri::merge_case c) noexcept {
    return c == iri::merge_case::authority_and_empty_path ? "authority_and_empty_path" : "all_but_last_segment";
}

}  // namespace

std::string_view reference_path(iri::resolve_explanation const& e) noexcept {
    return std::string_view(e.dot_input).substr(e.merge_prefix.size());
}

void write_resolution_fields(json_object_writer& object, iri::resolve_explanation const& e,
                             bool with_reference_path) {
    object.string_field("output", e.target).null_field("error");
    object.string_field("branch", branch_name(e.branch))
        .bool_field("scheme_ignored", e.scheme_ignored)
        .bool_field("query_from_base", e.query_from_base);
    if (e.merge == iri::merge_case::none) {
        object.null_field("merge");
    } else {
        json_object_writer merge = object.object_field("merge");
        merge.string_field("case", merge_case_name(e.merge)).string_field("prefix", e.merge_prefix);
        if (with_reference_path) merge.string_field("reference_path", reference_path(e));
        merge.string_field("result", e.dot_input).end();
    }
    if (!e.dots_removed) {
        object.null_field("remove_dot_segments");
    } else {
        std::string const steps = dot_table_json(e.dot_steps);
        json_object_writer dots = object.object_field("remove_dot_segments");
        dots.string_field("input", e.dot_input).raw_field("steps", steps);
        if (e.dot_steps_left_out > 0)
            dots.number_field("steps_left_out", e.dot_steps_left_out)
                .number_field("steps_left_out_at", e.dot_steps_left_out_at);
        dots.string_field("output", e.dot_output).end();
    }
    object.bool_field("dot_guard", e.dot_guard);
}

}  // namespace iri::tool
