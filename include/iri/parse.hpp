// Parsing and validation: bytes in, components or a diagnostic out.
//
// Every function here is noexcept, allocates nothing, and accepts any bytes:
// invalid UTF-8 is reported, never undefined behaviour.
#pragma once

#include <iri/ast.hpp>
#include <iri/error.hpp>

#include <cstddef>
#include <string_view>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

// The grammar's entry points. Each is anchored at the end of the input.
enum class entry {
    IRI_reference,  // RFC 3987 §2.2: IRI / irelative-ref (the default)
    IRI,  // RFC 3987 §2.2: scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
    absolute_IRI,  // RFC 3987 §2.2: no fragment
    irelative_ref,  // RFC 3987 §2.2: no scheme
    URI_reference,  // RFC 3986 §4.1: the ASCII grammar that IRI->URI output must match
    // The 2002 grammar of draft-duerst-iri-01 §2.2 (docs/history.md), a
    // different language: spaces, "<", "%" alone, ";" parameters, ... The
    // components it records follow its structure: an iopaque-part is an
    // ipath-rootless path, an inet-path's path an ipath-abempty, an
    // ireg-name authority a host of kind reg-name. RFC 3987 §4.1 does not
    // apply to it: parse() reports no bidi_formatting_character.
    draft01_IRI_reference,  // [ absoluteIRI / relativeIRI ] [ "#" ifragment ]
    draft01_absoluteIRI,  // scheme ":" ( ihier-part / iopaque-part )
    draft01_relativeIRI,  // ( inet-path / iabs-path / irel-path ) [ "?" iquery ]
};

// The grammars the entry points belong to: the X3 rules of each
// (<iri/grammars.hpp> describes the grammars the tool names).
enum class grammar_name {
    rfc3987,  // RFC 3987 §2.2, with RFC 3986's URI-reference
    draft01,  // draft-duerst-iri-01 §2.2 (July 2002)
};

grammar_name grammar_of(entry e) noexcept;

// The ABNF name of an entry point: "IRI-reference", ... (the same name in
// two grammars: grammar_of tells them apart).
std::string_view to_string(entry e) noexcept;

// The outcome of parse(): either a view of the components or a diagnostic.
class parse_result {
public:
    parse_result(reference_view v) noexcept : value_(v) {}
    parse_result(diagnostic d) noexcept : error_(d) {}

    bool ok() const noexcept { return error_.code == errc::ok; }
    explicit operator bool() const noexcept { return ok(); }

    // Meaningful only when ok().
    reference_view const& value() const noexcept { return value_; }
    reference_view const* operator->() const noexcept { return &value_; }
    // Meaningful only when !ok().
    diagnostic const& error() const noexcept { return error_; }

private:
    // parse() records the components straight into the result it returns:
    // no second copy of them on the hot path.
    friend parse_result parse(std::string_view text, entry start) noexcept;
    explicit parse_result(std::string_view text) noexcept { value_.text_ = text; }
    components& recorded_parts() noexcept { return value_.parts_; }

    reference_view value_;
    diagnostic error_;
};

// Parses `text` as the given production. On success the view borrows `text`.
// Strict: besides the grammar, RFC 3987 §4.1 forbids the bidi formatting
// characters LRM, RLM, LRE, RLE, PDF, LRO and RLO anywhere in an IRI.
parse_result parse(std::string_view text, entry start = entry::IRI_reference) noexcept;

// Same answer as parse(text, start).ok(), without recording components or
// building a diagnostic: the fast path for bulk validation.
bool is_valid(std::string_view text, entry start = entry::IRI_reference) noexcept;

// Why is_valid(text, start) is false: the diagnostic parse(text, start)
// reports, a failed match or a bidi formatting character (RFC 3987 §4.1),
// and a diagnostic with code ok for a valid text. parse() runs its fast
// recording parse first and this only on a rejected text; for a text
// already known invalid (bulk validation after is_valid) this alone costs
// one parse, the diagnosing one, not two.
diagnostic diagnose(std::string_view text, entry start = entry::IRI_reference) noexcept;

// How far is_valid()'s validator gets into `text` when not anchored at its
// end: the length of the prefix the entry rule matches (its PEG match, not
// the longest valid prefix), or npos when the rule matches nothing or the
// match holds a bidi formatting character (RFC 3987 §4.1). is_valid(text,
// start) is match_length(text, start) == text.size().
//
// What it is for: validating a buffer of many lines in one pass, each
// valid line's end found by the validator rather than by a search first
// (`iri validate`). For the entry points of grammar_name::rfc3987, no
// production admits a space or an ASCII control character ("\n", "\r",
// NUL...), and no lookahead tells one from the end of the input. The one
// test that reads past it (an "@" before the first "/", "?" or "#", which
// tells a userinfo from a host) may see an "@" of `rest`, but the userinfo
// it lets the parser try stops at `c` with no "@" to end it, and is
// dropped: the match is the same (a bidi formatting character that try
// notes is one `line` holds, which makes it invalid anyway). So for any
// `line`, any such byte `c` and any `rest`:
//
//   is_valid(line, start) == (match_length(line + c + rest, start) == line.size())
//
// Not so for the draft-01 entry points, whose IRI-reference reads all of
// `text` to its first "#" first.
std::size_t match_length(std::string_view text, entry start = entry::IRI_reference) noexcept;

}  // namespace iri

#pragma GCC visibility pop
