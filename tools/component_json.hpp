// The component fields of a parsed reference, as `iri parse --json`, `iri
// check --json` (reference_json.hpp) and the playground write them. Apart
// from reference_json.cpp: the playground (site/playground) compiles this
// file, and the warnings of `iri check`, which reference_json.cpp writes,
// need ICU.
#pragma once

#include <iri/parse.hpp>

namespace iri::tool {

class json_object_writer;

// "kind" ("iri" or "relative"), "scheme", "userinfo", "host", "port",
// "path", "query", "fragment": each component's text, null when absent
// ("path" is always there).
void write_component_fields(json_object_writer& object, iri::reference_view const& ref);

// The same fields, every one null: the input did not parse.
void write_null_component_fields(json_object_writer& object);

}  // namespace iri::tool
