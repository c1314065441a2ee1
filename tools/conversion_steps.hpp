// The rows of an RFC 3987 §3 conversion explained (iri/convert_explain.hpp),
// as text and as JSON, for `to-uri --explain` and `to-iri --explain`.
#pragma once

#include "explain_stream.hpp"

#include <iri/convert_explain.hpp>

#include <string>
#include <string_view>

namespace iri::tool {

// "input", then per row the step, the byte offset, "before" -> "after" (or
// "unchanged") and, on a line of its own, why; then "output", or the error
// line. A blank line before every input but the first. stream.row_done()
// after each row: the rows are about 70 bytes per input byte.
void write_conversion_text(std::string& out, std::string_view input, iri::conversion_explanation const& e, bool first,
                           explain_stream& stream);

// One line: {"input", "output", "error", "steps": [{"step", "byte_offset",
// "offset", "before", "after", "changed", "why"}...]}; "steps" is [] when
// the input is not valid. stream.row_done() after each step.
void write_conversion_json(std::string& out, std::string_view input, iri::conversion_explanation const& e,
                           explain_stream& stream);

}  // namespace iri::tool
