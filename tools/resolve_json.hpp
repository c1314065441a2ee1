// A resolved reference's explanation as JSON (<iri/resolve_explain.hpp>),
// for `iri resolve --explain --json` (cmd_resolve.cpp) and the playground
// (site/playground), which compiles this file. What each writes on an
// error stays its own: the tool gives every field of a resolved
// reference, the playground says whether the base or the reference failed.
#pragma once

#include <iri/resolve_explain.hpp>

#include <string_view>

namespace iri::tool {

class json_object_writer;

// R.path: what the merged path holds after the prefix merge() kept (the
// text explanation names it too).
std::string_view reference_path(iri::resolve_explanation const& e) noexcept;

// The fields of a resolution that succeeded (`e.error` unset): "output",
// "error" (null), "branch" (§5.2.2: "scheme", "authority", "empty_path",
// "absolute_path" or "merge"), "scheme_ignored", "query_from_base",
// "merge" (§5.2.3: {"case", "prefix", ["reference_path",] "result"} or
// null), "remove_dot_segments" ({"input", "steps", ["steps_left_out",
// "steps_left_out_at",] "output"} or null: dot_segment_table.hpp) and
// "dot_guard". Only the tool's "merge" has "reference_path": the
// playground's answer is held to its bytes as they are, without it.
void write_resolution_fields(json_object_writer& object, iri::resolve_explanation const& e,
                             bool with_reference_path);

}  // namespace iri::tool
