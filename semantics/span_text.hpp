// The text of a component of a parsed reference, for the passes.
#pragma once

#include <iri/ast.hpp>

#include <string_view>

namespace iri::semantics {

// The text `s`, one of `ref.parts()`'s spans, covers. No bounds to check:
// only a parse makes a reference_view, and it records spans inside the
// text, which passes asking on every component of every line would
// otherwise pay for (std::string_view::substr).
inline std::string_view text_of(reference_view const& ref, span s) noexcept {
    return {ref.text().data() + s.offset, s.length};
}

}  // namespace iri::semantics
