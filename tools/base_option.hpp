// The "--base BASE" option of `iri resolve` and `iri relativize`: the base
// IRI every input is resolved against, or relativized from.
#pragma once

#include "option_spec.hpp"

#include <iri/ast.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace iri::tool {

inline constexpr option_spec base_option{"--base", option_spec::value_kind::required, "BASE, an absolute IRI"};

// Reads BASE into `base`, once the command line is read (the option is
// required). It must be an absolute IRI: RFC 3986 §5.2.1, "the base URI ...
// must be an absolute URI", and a relative one could name no target; so a
// bad BASE is a usage error, not a failure of every input. Returns what is
// wrong with it, for that usage error, or "" when all is well.
std::string take_base(std::optional<std::string_view> text, iri::reference_view& base);

}  // namespace iri::tool
