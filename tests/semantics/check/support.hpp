// What the tests of <iri/check.hpp> share: running the checks on a text
// with the invariants every warning must meet checked on the way, a short
// form of a warning to compare, and RFC 3987's bidi notation turned into
// real Hebrew or Arabic letters.
#pragma once

#include <iri/iri.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace check_test {

using strings = std::vector<std::string>;

// The warnings of `text` (which must be a valid IRI reference) for the codes
// in `enabled`; they view `text`, which must outlive them. Every warning is checked: it lies inside the text, its
// code point offset counts the code points before its byte offset, its
// text starts there, it has a component, its default severity, a section
// and a message.
std::vector<iri::warning> warnings_of(std::string_view text, iri::code_set enabled = iri::code_set::all());

// "CODE OFFSET COMPONENT" for each warning (OFFSET in code points).
strings brief(std::vector<iri::warning> const& warnings);

// brief(warnings_of(text, the codes of `family`)).
strings found(std::string_view text, iri::check_family family);

// RFC 3987 §4.4's bidi notation ("uppercase letters stand for
// right-to-left characters") with real letters: A-Z become Hebrew letters
// (bidi class R) or Arabic letters (class AL); everything else is kept.
enum class rtl_script { hebrew, arabic };
std::string rtl(std::string_view notation, rtl_script script);

}  // namespace check_test
