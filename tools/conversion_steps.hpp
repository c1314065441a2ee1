// The rows of an RFC 3987 §3 conversion explained (iri/convert_explain.hpp),
// as text and as JSON, for `to-uri --explain` and `to-iri --explain`.
#pragma once

#include "command.hpp"
#include "text_command.hpp"

#include <iri/convert_explain.hpp>

#include <functional>
#include <string_view>
#include <vector>

namespace iri::tool {

// `to-uri --explain` and `to-iri --explain`: `explain` gives the conversion
// of each input explained (iri::explain_to_uri or iri::explain_to_iri, with
// the command's options). Each is written as it is formatted, as text or,
// with --json, as JSON; an input whose explanation holds an error counts as
// failed. Returns the exit status.
//
// The text: "input", then per row the step, the byte offset, "before" ->
// "after" (or "unchanged") and, on a line of its own, why; then "output",
// or the error line. A blank line before every input but the first.
// The JSON, one line: {"input", "output", "error", "steps": [{"step",
// "byte_offset", "offset", "before", "after", "changed", "why"}...]};
// "steps" is [] when the input is not valid.
int run_conversion_explained(command const& self, std::vector<std::string_view> const& inputs,
                             text_pass_settings const& settings,
                             std::function<iri::conversion_explanation(std::string_view input)> const& explain);

}  // namespace iri::tool
