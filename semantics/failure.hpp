// How every pass reports a failure, the one convention of the `_into`
// functions of <iri/*.hpp>:
//
//     errc X_into(inputs..., std::string& out, X_options = {}, diagnostic* error = nullptr) noexcept;
//
// On failure `out` is emptied, the errc is returned, and the whole
// diagnostic goes to the caller who asked for one. The text_result forms
// (X(text...)) return that diagnostic.
#pragma once

#include <iri/error.hpp>

#include <string>
#include <string_view>

namespace iri::semantics {

inline errc fail(diagnostic const& d, std::string& out, diagnostic* error) noexcept {
    out.clear();
    if (error != nullptr) *error = d;
    return d.code;
}

// A failure of the input as a whole (a relative base, no memory): no
// offset or character to point at, only the production the input was
// taken as.
inline diagnostic whole_input_error(errc code, std::string_view production) noexcept {
    diagnostic d;
    d.code = code;
    d.production = production;
    return d;
}

}  // namespace iri::semantics
