// Explaining a failed parse: where it stopped, which production, and why.
#pragma once

#include <iri/error.hpp>
#include <iri/parse.hpp>

#include <string_view>

namespace iri::grammar {

// Re-runs the failed parse of `text` as `start` with a tracer
// (grammar/diagnosis/trace.hpp) and describes the furthest point it reached.
diagnostic diagnose_failure(std::string_view text, entry start) noexcept;

// Describes the character at `byte_offset` (or the end of the input) as the
// place where `production` could not continue.
diagnostic describe_position(std::string_view text, std::size_t byte_offset, std::string_view production) noexcept;

}  // namespace iri::grammar
