// The JSON of a scheme-specific parse (<iri/scheme_specific.hpp>), for
// `iri parse --scheme-specific --json` and the playground.
#pragma once

#include <iri/scheme_specific.hpp>

#include <string>

namespace iri::tool {

// {"scheme", "status", "grammar", "components", "error"}: "components"
// maps each production to the list of texts it matched, in text order;
// past the components a scheme_result lists, "components_omitted" (before
// "error") counts the others.
void write_scheme_json(std::string& out, iri::scheme_result const& s);

}  // namespace iri::tool
