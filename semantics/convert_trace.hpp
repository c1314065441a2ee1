// What the RFC 3987 §3 passes (to_uri.cpp, to_iri.cpp) tell a trace, one
// call per decision: the passes are templates over the trace, and
// to_uri_into / to_iri_into use no_conversion_trace, whose calls compile
// away (bench/convert_bench.cpp measures that nothing is left).
// explain_to_uri / explain_to_iri (convert_explain.cpp) pass a
// conversion_recorder, a conversion_trace, which turns the calls into
// conversion_steps.
//
// Pointers given to a trace point into the text the pass reads (`text` /
// `uri`), or, for what was written, into the output being built: a trace
// copies what it keeps before it returns.
#pragma once

#include <iri/ast.hpp>
#include <iri/convert.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace iri::semantics {

// §3.2 steps 2-4's verdict on the triplets of one element.
enum class triplet_verdict : unsigned char {
    unreserved,  // step 2: an unreserved ASCII character, decoded
    ascii_kept,  // step 2's exceptions: "%", reserved, US-ASCII not allowed in URIs
    character,  // steps 2-5: strictly legal UTF-8 of a character allowed there, decoded
    not_utf8,  // step 3: an octet that is no part of strictly legal UTF-8
    not_allowed,  // step 4: legal UTF-8 of a character not appropriate there
};

// Which component to_uri wrote other than by step 2.
enum class replaced_component : unsigned char { host, query };

struct no_conversion_trace {
    // to_uri
    void input_charset(std::string_view, std::string_view) noexcept {}
    void source(std::string_view) noexcept {}
    void excluded(std::size_t) noexcept {}
    void text(std::string_view) noexcept {}
    void encoded(char const*, char const*, char const*) noexcept {}
    void query_character(char const*, char const*, std::string_view, char32_t, bool) noexcept {}
    void query_end(char const*, std::string_view) noexcept {}
    void replaced(span, std::string_view, replaced_component) noexcept {}
    // to_iri
    void triplets(char const*, char const*, char const*, char const*, triplet_verdict, char32_t, bool) noexcept {}
    void host_label(char const*, char const*, std::string_view) noexcept {}
    void ipv4_guard(char const*, char const*) noexcept {}
    void finish(std::string_view) noexcept {}
};

// What an explained conversion records (convert_explain.cpp's
// conversion_recorder): the calls of no_conversion_trace, virtual, so
// that the passes' traced instantiation here names nothing of the
// explanation it builds (<iri/convert_explain.hpp>, the teaching API).
class conversion_trace {
public:
    // to_uri: §3.1 step 1 variant b, `input` in `charset` became `unicode`.
    virtual void input_charset(std::string_view input, std::string_view unicode) = 0;
    // The UCS text step 1 gave (the input itself for variant c; for to_iri,
    // the URI).
    virtual void source(std::string_view source) = 0;
    // --lenient encoded the character at this offset of the source.
    virtual void excluded(std::size_t source_offset) = 0;
    // The text step 2 runs on: the source, or it with the excluded
    // characters encoded. Every pointer below points into it.
    virtual void text(std::string_view text) = 0;
    // §3.1 step 2: the character at [from, to) written as the triplets at `written`.
    virtual void encoded(char const* from, char const* to, char const* written) = 0;
    // The query charset: the character `cp` at [from, to) written as
    // `written`; `reference` when the charset lacks it.
    virtual void query_character(char const* from, char const* to, std::string_view written, char32_t cp,
                                 bool reference) = 0;
    // What the encoder wrote at the query's end (`at`), to return to ASCII.
    virtual void query_end(char const* at, std::string_view written) = 0;
    // The component at `where` was written as `text`.
    virtual void replaced(span where, std::string_view text, replaced_component component) = 0;

    // §3.2 steps 2-4: the triplets at [from, to) became [written, written_end).
    virtual void triplets(char const* from, char const* to, char const* written, char const* written_end,
                          triplet_verdict verdict, char32_t cp, bool in_query) = 0;
    // §3.2.1: the label at [from, to) became `unicode` by ToUnicode.
    virtual void host_label(char const* from, char const* to, std::string_view unicode) = 0;
    // The host at [from, to) was kept as written: decoded, it would read as
    // an IPv4address.
    virtual void ipv4_guard(char const* from, char const* to) = 0;

    // After the pass succeeded with `result`.
    virtual void finish(std::string_view result) = 0;

protected:
    ~conversion_trace() = default;
};

// to_uri_into and to_iri_into telling `trace` (to_uri.cpp, to_iri.cpp).
errc to_uri_recorded(std::string_view iri, std::string& out, to_uri_options options, diagnostic* error,
                     conversion_trace& trace) noexcept;
errc to_iri_recorded(std::string_view uri, std::string& out, to_iri_options options, diagnostic* error,
                     conversion_trace& trace) noexcept;

}  // namespace iri::semantics
