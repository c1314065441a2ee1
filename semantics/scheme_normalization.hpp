// The part of scheme-based normalization (RFC 3987 §5.3.3, RFC 3986
// §6.2.3) that reads a scheme's own components: those its grammar reports
// through parse_scheme_specific (a URN's NID, a data URL's media type, a
// mailto address's domain), and those its RFC gives a meaning beyond the
// generic syntax (a file URI's "localhost"). semantics/normalize.cpp runs it
// after the registry's rules (scheme_registry.hpp); semantics/compare.cpp
// compares only what takes part in a scheme's equivalence.
#pragma once

#include <string>
#include <string_view>

namespace iri::semantics {

// Applies the rules of the scheme of `normalized` (the output of the
// generic scheme rung, a valid IRI reference) in place. A reference that
// its scheme's grammar rejects is left as it is.
void apply_scheme_rules(std::string& normalized);

// The part of a scheme-rung normal form that takes part in equivalence:
// all of it, except for a URN, whose r-, q- and f-components do not
// (RFC 8141 §3.1). A prefix of `normalized`.
std::string_view equivalence_part(std::string_view normalized) noexcept;

}  // namespace iri::semantics
