// What the RFC 3987 §3 passes (to_uri.cpp, to_iri.cpp) tell a trace, one
// call per decision: the passes are templates over the trace, and
// to_uri_into / to_iri_into use no_conversion_trace, whose calls compile
// away (bench/convert_bench.cpp measures that nothing is left).
// explain_to_uri / explain_to_iri (convert_explain.cpp) pass a
// conversion_recorder, which turns the calls into conversion_steps.
//
// Pointers given to a trace point into the text the pass reads (`text` /
// `uri`), or, for what was written, into the output being built: a trace
// copies what it keeps before it returns.
#pragma once

#include <iri/ast.hpp>
#include <iri/convert.hpp>
#include <iri/convert_explain.hpp>

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

// Records the rows of a conversion_explanation (convert_explain.cpp).
class conversion_recorder {
public:
    conversion_recorder(conversion_explanation& e, to_uri_options const& options) : e_(e), uri_options_(options) {}
    explicit conversion_recorder(conversion_explanation& e) : e_(e), to_iri_(true) {}

    // to_uri: §3.1 step 1 variant b, `input` in `charset` became `unicode`.
    void input_charset(std::string_view input, std::string_view unicode);
    // The UCS text step 1 gave (the input itself for variant c; for to_iri,
    // the URI).
    void source(std::string_view source);
    // --lenient encoded the character at this offset of the source.
    void excluded(std::size_t source_offset);
    // The text step 2 runs on: the source, or it with the excluded
    // characters encoded. Every pointer below points into it.
    void text(std::string_view text);
    // §3.1 step 2: the character at [from, to) written as the triplets at `written`.
    void encoded(char const* from, char const* to, char const* written);
    // The query charset: the character `cp` at [from, to) written as
    // `written`; `reference` when the charset lacks it.
    void query_character(char const* from, char const* to, std::string_view written, char32_t cp, bool reference);
    // What the encoder wrote at the query's end (`at`), to return to ASCII.
    void query_end(char const* at, std::string_view written);
    // The component at `where` was written as `text`.
    void replaced(span where, std::string_view text, replaced_component component);

    // §3.2 steps 2-4: the triplets at [from, to) became [written, written_end).
    void triplets(char const* from, char const* to, char const* written, char const* written_end,
                  triplet_verdict verdict, char32_t cp, bool in_query);
    // §3.2.1: the label at [from, to) became `unicode` by ToUnicode.
    void host_label(char const* from, char const* to, std::string_view unicode);
    // The host at [from, to) was kept as written: decoded, it would read as
    // an IPv4address.
    void ipv4_guard(char const* from, char const* to);

    // After the pass succeeded with `result`: the rows' offsets, texts and
    // the explanation's result.
    void finish(std::string_view result);

private:
    struct row {
        std::string_view step;
        std::size_t begin, end;  // in the text step 2 ran on
        std::string after, why;
        bool kept_run = false;  // a run of text copied unchanged
    };
    void kept_until(std::size_t end);
    void replace_span(std::size_t begin, std::size_t end, row replacement);
    void push(std::string_view step, std::size_t begin, std::size_t end, std::string after, std::string why);
    std::size_t at(char const* p) const noexcept { return static_cast<std::size_t>(p - text_.data()); }
    std::size_t source_offset(std::size_t text_offset) const noexcept;

    conversion_explanation& e_;
    to_uri_options uri_options_;
    bool to_iri_ = false;
    std::string input_;  // variant b: the input before step 1
    bool charset_step_ = false;
    std::string_view source_, text_;
    std::vector<std::size_t> escaped_;  // text offsets of the triplets --lenient wrote
    std::vector<row> rows_;
    std::vector<row> query_rows_;  // written before the rows that precede them
    std::size_t cursor_ = 0;  // the text before it has rows
};

// to_uri_into and to_iri_into with a recorder (to_uri.cpp, to_iri.cpp).
errc to_uri_recorded(std::string_view iri, std::string& out, to_uri_options options, diagnostic* error,
                     conversion_recorder& trace) noexcept;
errc to_iri_recorded(std::string_view uri, std::string& out, to_iri_options options, diagnostic* error,
                     conversion_recorder& trace) noexcept;

}  // namespace iri::semantics
