// The IRI <-> URI mappings step by step, for people learning RFC 3987 §3
// and for tools that teach it (`iri to-uri --explain`, `iri to-iri
// --explain`).
//
//   auto e = iri::explain_to_iri("http://a/r%C3%A9sum%C3%A9/%E9%2F");
//   // rows: §3.2 step 1 (the URI as octets); "http://a/r" kept;
//   // "%C3%A9" -> "é" (§3.2 step 2, UTF-8 of U+00E9 allowed here);
//   // "%E9" kept encoded (§3.2 step 3, not UTF-8); "%2F" kept (reserved)
//   // e.result == iri::to_iri(...) == "http://a/résumé/%E9%2F"
//
// The explanation is recorded by the same code that iri::to_uri and
// iri::to_iri run: their passes take a trace as a template parameter, and
// to_uri_into / to_iri_into instantiate them with one that does nothing
// and compiles away. So e.result is the conversion's answer, and the rows
// are the decisions that produced it.
#pragma once

#include <iri/convert.hpp>
#include <iri/error.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

// One decision of the mapping, over one span of the input.
struct conversion_step {
    // "§3.1 step 1", "§3.1 step 2", "§3.1 ireg-name" (ToASCII),
    // "query charset" (the URL Standard's, not RFC 3987), "§3.2 step 1" to
    // "§3.2 step 4", "§3.2.1 ireg-name" (ToUnicode), "RFC 3986 §3.2.2"
    // (a host kept because it would read as an IPv4 address).
    std::string_view step;
    // Where `before` starts, in bytes and in code points: in the input, or,
    // with to_uri_options::from_charset, in the converted text (as in
    // diagnostics). A step 1 row covers the whole input.
    std::size_t byte_offset = 0;
    std::size_t offset = 0;
    std::string before;  // the input's text (a run of unchanged text is one row)
    std::string after;  // what it became in the output
    std::string why;  // "U+00E9 is not allowed in a URI: UTF-8 C3 A9 -> %C3%A9"
    bool changed() const noexcept { return before != after; }
};

struct conversion_explanation {
    // In input order. After the step 1 row, the rows cover the text step 2
    // read, end to end, and their `after`s, joined, are `result`.
    std::vector<conversion_step> steps;
    std::string result;  // equal to iri::to_uri / iri::to_iri with the same options
    // errc::ok, or the conversion's own diagnostic (steps then empty);
    // errc::out_of_memory when recording ran out.
    diagnostic error;
};

// RFC 3987 §3.1 like iri::to_uri, with how.
conversion_explanation explain_to_uri(std::string_view iri, to_uri_options options = {}) noexcept;

// RFC 3987 §3.2 like iri::to_iri, with how.
conversion_explanation explain_to_iri(std::string_view uri, to_iri_options options = {}) noexcept;

}  // namespace iri

#pragma GCC visibility pop
