// The one place that fixes the types every rule is compiled for.
//
// X3's separate-compilation idiom: each group of rules is declared in x.hpp,
// defined in x_def.hpp and instantiated in x.cpp for the iterator and the
// contexts below, so a rule referenced from another group is a plain
// function call and no _def header is compiled twice.
#pragma once

#include <iri/ast.hpp>

#include <boost/spirit/home/x3.hpp>

namespace iri::grammar {

namespace x3 = boost::spirit::x3;

// UTF-8 bytes, parsed in place: no iterator adaptor to UTF-32.
using iterator_type = char const*;

// What the rules' on_success hooks write to: the components of the parse,
// as offsets from the start of the input. Never null: a scheme's grammar
// run for its verdict alone records into components nobody reads.
struct recorder {
    // Made only with the text's first byte: the character runs read up to
    // sixteen bytes back from the end of a path, as far as it
    // (grammar/char_run.hpp), so it must never be left unset.
    recorder(char const* text_begin, components* into) noexcept : input(text_begin), parts(into) {}

    // The first byte of the text: spans are offsets from it.
    char const* input;
    components* parts;
    // Set when a primitive consumed a bidi formatting character (RFC 3987
    // §4.1), which the grammar admits and strict validity does not.
    bool saw_bidi_formatting = false;
};

// What is_valid() and match_length() carry instead of a recorder: only the
// note of a bidi formatting character. The rules compiled for it have no
// components to record, so their on_success hooks are gone at compile time
// rather than testing a null pointer on every match (grammar/record.hpp).
struct validator {
    explicit validator(char const* text_begin) noexcept : input(text_begin) {}

    // The first byte of the text, as the recorder's.
    char const* input;
    bool saw_bidi_formatting = false;
};

// Tag under which the context carries the recorder (or the validator).
struct recorder_tag;
// Tag under which a diagnosing parse carries its tracer (grammar/diagnosis/trace.hpp).
struct tracer_tag;

class tracer;

// The fast path: rules record spans into the recorder, nothing else.
using parse_context = x3::context<recorder_tag, recorder>;
// Validation (is_valid, match_length): the same rules, recording nothing.
using validate_context = x3::context<recorder_tag, validator>;
// The error path: the same rules, also reporting entry and exit to a tracer.
using trace_context = x3::context<tracer_tag, tracer, parse_context>;

}  // namespace iri::grammar
