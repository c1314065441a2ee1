// How messages name a character: the wording shared by the parser's
// diagnostics (<iri/error.hpp>) and the warnings of <iri/check.hpp>.
#pragma once

#include <string>

namespace iri::unicode {

// "U+0020 SPACE", "U+200E LEFT-TO-RIGHT MARK", "U+00E9 'é'", "'a'"; a C1
// control or a private-use character by its code point alone, "U+0085".
std::string describe(char32_t c);

// The same words appended to `out`: a message built piece by piece in one
// string (<iri/error.hpp>'s explanation) makes no temporary for them.
void append_description(std::string& out, char32_t c);

}  // namespace iri::unicode
