// Unicode Normalization Form C (RFC 3987 §5.3.2.2), by ICU.
#pragma once

#include <string>
#include <string_view>

namespace iri::semantics {

// Appends NFC(`utf8`) to `out`. `utf8` must be valid UTF-8. Returns false
// when ICU fails (it only does when it cannot allocate); `out` may then
// hold part of the text.
bool append_nfc(std::string& out, std::string_view utf8);

}  // namespace iri::semantics
