// The text layout every `--explain` record of a text pass shares (resolve,
// normalize, to-uri, to-iri): labelled lines whose texts line up in one
// column ("input", "base", "reference", then "output" or "target" last),
// the error line that ends the record of an input that failed, and the
// rows that show the text a step changed, before and after.
#pragma once

#include <iri/error.hpp>

#include <string>
#include <string_view>

namespace iri::tool {

// "LABEL      TEXT": the label padded to the column where the texts of a
// record line up, then `text` as append_shown shows it, and a newline.
void append_labelled_line(std::string& out, std::string_view label, std::string_view text);

// When `error` says the input failed: its error line (error_line), and
// true, for the record ends there; otherwise nothing, and false.
bool append_failure(std::string& out, iri::diagnostic const& error);

// What a step did to its text, on the rest of its row:
// "BEFORE" -> "AFTER", or "BEFORE" unchanged.
void append_before_after(std::string& out, std::string_view before, std::string_view after, bool changed);

}  // namespace iri::tool
