// How messages name a character, and the percent-encoded form they suggest
// for it: the diagnostics' wording (grammar/messages.cpp), shared with the
// warnings of <iri/check.hpp>.
#pragma once

#include <string>

namespace iri::grammar {

// "U+0020 SPACE", "U+200E LEFT-TO-RIGHT MARK", "U+00E9 'é'", "'a'".
std::string describe(char32_t c);

// The "%HH" triplets of the character's UTF-8 octets: "%C3%A9".
std::string percent_encoded(char32_t c);

}  // namespace iri::grammar
