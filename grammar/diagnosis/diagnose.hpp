// Explaining a failed parse: where it stopped, which production, and why.
#pragma once

#include <iri/error.hpp>
#include <iri/parse.hpp>

#include <string_view>

namespace iri::grammar {

// Runs the parse of `text` as `start` with a tracer
// (grammar/diagnosis/trace.hpp): when it fails, describes the furthest point
// it reached; when it matches a text with a bidi formatting character,
// describes the first one (RFC 3987 §4.1); else a diagnostic with code ok.
// What iri::diagnose returns, and parse()'s error (grammar/parse.cpp).
diagnostic diagnose(std::string_view text, entry start) noexcept;

// Describes the character at `byte_offset` (or the end of the input) as the
// place where `production` could not continue.
diagnostic describe_position(std::string_view text, std::size_t byte_offset, std::string_view production) noexcept;

}  // namespace iri::grammar
