// Just enough JSON output for the commands: strings, numbers, booleans,
// null and flat objects, written in field order on one line.
#pragma once

#include <iri/error.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace iri::tool {

// Appends `bytes` as a JSON string literal, quotes included.
//
// Inputs are arbitrary bytes but JSON text must be UTF-8, so: valid UTF-8
// passes through unchanged; each byte that is not part of a valid UTF-8
// sequence (RFC 3629: no overlongs, no surrogates, nothing past U+10FFFF)
// becomes U+FFFD; '"' and '\' are escaped; control characters (below 0x20,
// 0x7F, and the C1 controls U+0080 to U+009F) are written as \u00XX, and
// U+2028 and U+2029 as \u2028 and \u2029: no character of a value ends a
// line for a tool that splits lines.
void append_json_string(std::string& out, std::string_view bytes);

// Writes one JSON object field by field. Names are written as given (they
// are our own ASCII identifiers); values are escaped.
class json_object_writer {
public:
    explicit json_object_writer(std::string& out);  // writes '{'

    // Distinct names rather than overloads: a string literal converts to
    // bool, string_view and optional<string_view> alike.
    json_object_writer& string_field(std::string_view name, std::string_view value);
    // null when absent.
    json_object_writer& string_or_null_field(std::string_view name, std::optional<std::string_view> value);
    json_object_writer& bool_field(std::string_view name, bool value);
    json_object_writer& number_field(std::string_view name, std::size_t value);
    json_object_writer& null_field(std::string_view name);
    // `json` is written verbatim: a constant such as "[]".
    json_object_writer& raw_field(std::string_view name, std::string_view json);
    // A nested object; end() it before writing the next field of this one.
    json_object_writer object_field(std::string_view name);

    void end();  // writes '}'

private:
    void name(std::string_view field_name);

    std::string* out_;
    bool first_ = true;
};

// Throws std::bad_alloc when `error` is errc::out_of_memory: running out
// of memory says nothing about the input, so it is not printed as the
// input's error but ends the run as every other failed allocation does
// ("iri: out of memory", status 2, main.cpp), with only the whole records
// before it written. error_line and write_error call it, through which
// the commands print their errors (compare, which writes its JSON error
// itself, calls it too).
void stop_if_out_of_memory(iri::diagnostic const& error);

// The production a diagnostic names; "IRI-reference" when it names none.
std::string_view production_name(iri::diagnostic const& error) noexcept;

// The field "error": {"offset", "byte_offset", "production", "message"}.
void write_error(json_object_writer& object, std::size_t offset, std::size_t byte_offset, std::string_view production,
                 std::string_view message);
// The same for a diagnostic: every command's JSON error.
void write_error(json_object_writer& object, iri::diagnostic const& error);

// One line of an `--explain --json` output: {"input", "output", "error",
// "steps"}, with `write_step(row, step)` filling each step's object and
// `row_done()` called after each (explain_stream.hpp: a long record is
// written out while it is formatted); on an error, "output" is null and
// "steps" empty.
template <typename Explanation, typename WriteStep, typename RowDone = void (*)()>
void write_explanation_line(std::string& out, std::string_view input, Explanation const& e, WriteStep write_step,
                            RowDone row_done = [] {}) {
    json_object_writer object(out);
    object.string_field("input", input);
    if (e.error) {
        object.null_field("output");
        write_error(object, e.error);
        object.raw_field("steps", "[]");
    } else {
        object.string_field("output", e.result).null_field("error");
        object.raw_field("steps", "[");
        bool first = true;
        for (auto const& step : e.steps) {
            if (!first) out += ',';
            first = false;
            json_object_writer row(out);
            write_step(row, step);
            row.end();
            row_done();
        }
        out += ']';
    }
    object.end();
    out += '\n';
}

}  // namespace iri::tool
