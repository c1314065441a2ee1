// How messages name a character: the wording shared by the parser's
// diagnostics (<iri/error.hpp>) and the warnings of <iri/check.hpp>.
#pragma once

#include <string>

namespace iri::unicode {

// "U+0020 SPACE", "U+200E LEFT-TO-RIGHT MARK", "U+00E9 'é'", "'a'".
std::string describe(char32_t c);

}  // namespace iri::unicode
