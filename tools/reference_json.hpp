// The JSON object of one input for `iri parse --json` and `iri check
// --json`: the same fields in the same order, so that a program reads both
// the same way.
#pragma once

#include <iri/check.hpp>
#include <iri/parse.hpp>

#include <span>
#include <string>
#include <string_view>

namespace iri::tool {

// Appends {"input", "valid", "kind", "scheme", "userinfo", "host", "port",
// "path", "query", "fragment", "error", "warnings"} (no newline).
//
// "error" is the parse's diagnostic when `result` failed. Otherwise it is
// `raised` when given (a warning the caller raised to an error: "valid" is
// then false, the components are still given, and "production" is the
// warning's component), else null. "warnings" lists `warnings` as
// {"code", "severity", "component", "offset", "byte_offset", "section",
// "message"}.
void write_reference_json(std::string& out, std::string_view input, iri::parse_result const& result,
                          std::span<iri::warning const> warnings, iri::warning const* raised = nullptr);

}  // namespace iri::tool
