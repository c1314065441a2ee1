// `iri url --compare`: the comparison of <iri/views.hpp> as a table for a
// person and as one JSON object.
#pragma once

#include <iri/views.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace iri::tool {

// The two views' URLs (or failures), one row per component (component,
// RFC view, URL Standard view, verdict), the classes and the Standard's
// validation errors, each line ending in a newline.
void write_comparison_text(std::string& out, iri::views::comparison const& c);

// One JSON object on one line, ending in a newline.
void write_comparison_json(std::string& out, std::string_view input, std::optional<std::string_view> base,
                           iri::views::comparison const& c);

}  // namespace iri::tool
