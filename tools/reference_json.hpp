// The JSON object of one input for `iri parse --json` and `iri check
// --json`: the same fields in the same order, so that a program reads both
// the same way.
#pragma once

#include <iri/check.hpp>
#include <iri/parse.hpp>

#include <cstddef>
#include <span>
#include <string>
#include <string_view>

namespace iri::tool {

// The warnings `iri parse --json` and `iri check` show per input, at most
// (check_options::max_warnings): a path of "/%e9"s has one every three
// bytes, and each is a line of JSON of some 250 bytes. The others are
// counted in "warnings_omitted", so none goes unsaid.
constexpr std::size_t max_warnings_shown = 100;

// Appends {"input", "valid", "kind", "scheme", "userinfo", "host", "port",
// "path", "query", "fragment", "error", "warnings"} (no newline), and
// "warnings_omitted" after "warnings" when `omitted` is not 0.
//
// "error" is the parse's diagnostic when `result` failed. Otherwise it is
// `raised` when given (a warning the caller raised to an error: "valid" is
// then false, the components are still given, and "production" is the
// warning's component), else null. "warnings" lists `warnings` as
// {"code", "severity", "component", "offset", "byte_offset", "section",
// "message"}.
void write_reference_json(std::string& out, std::string_view input, iri::parse_result const& result,
                          std::span<iri::warning const> warnings, iri::warning const* raised = nullptr,
                          std::size_t omitted = 0);

}  // namespace iri::tool
