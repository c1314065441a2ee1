#include "base_option.hpp"

#include "text_command.hpp"

#include <iri/parse.hpp>

namespace iri::tool {

std::string take_base(std::optional<std::string_view> text, iri::reference_view& base) {
    if (!text) return "--base BASE is required";
    iri::parse_result const parsed = iri::parse(*text);
    if (!parsed) return "--base is not a valid IRI: " + error_line(parsed.error());
    if (parsed->is_relative())
        return "--base must be an absolute IRI, with a scheme; \"" + std::string(*text) + "\" is a relative reference";
    base = parsed.value();
    return {};
}

}  // namespace iri::tool
