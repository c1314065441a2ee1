// The URL Standard's errors in JSON, as `iri url --json` and
// `iri url --compare --json` both write them.
#pragma once

#include "json.hpp"

#include <iri/url.hpp>

namespace iri::tool {

// The fields "validation_errors": [{"name", "offset", "byte_offset"}, ...]
// and "error": null, or {"input": "STRING" or "BASE", "name", "offset",
// "byte_offset"} when `u` failed (offset: in characters).
void write_url_errors(json_object_writer& object, url::url const& u, bool base_failed);

}  // namespace iri::tool
