#include "json.hpp"

#include "output_buffer.hpp"
#include "utf8.hpp"

#include <new>

namespace iri::tool {

namespace {

bool passes_through(unsigned char c) noexcept { return c >= 0x20 && c < 0x7F && c != '"' && c != '\\'; }

}  // namespace

void append_json_string(std::string& out, std::string_view bytes) {
    static constexpr char hex[] = "0123456789ABCDEF";
    out.push_back('"');
    std::size_t i = 0;
    while (i < bytes.size()) {
        // Plain ASCII is most of every input: copy runs of it at once.
        std::size_t run = i;
        while (run < bytes.size() && passes_through(static_cast<unsigned char>(bytes[run]))) ++run;
        out.append(bytes.data() + i, run - i);
        i = run;
        if (i == bytes.size()) break;

        auto c = static_cast<unsigned char>(bytes[i]);
        if (c == '"' || c == '\\') {
            out.push_back('\\');
            out.push_back(static_cast<char>(c));
            ++i;
        } else if (c < 0x20 || c == 0x7F) {
            out.append("\\u00");
            out.push_back(hex[c >> 4]);
            out.push_back(hex[c & 0xF]);
            ++i;
        } else if (utf8_character const character = decode_utf8_at(bytes, i); character.length > 0) {
            char32_t const cp = character.code_point;
            // U+2028 and U+2029 are valid in JSON (RFC 8259) but end a line
            // in JavaScript before ES2019 and in many line-based tools: an
            // IRI may hold them (they are ucschar), so escape them.
            if (cp == 0x2028 || cp == 0x2029) {
                out.append(cp == 0x2028 ? "\\u2028" : "\\u2029");
            } else if (cp < 0xA0) {
                // The C1 controls, U+0080 to U+009F: U+0085 NEXT LINE ends
                // a line for many line-based tools (and Unicode's own
                // line breaking), and the others act on terminals.
                out.append("\\u00");
                out.push_back(hex[cp >> 4]);
                out.push_back(hex[cp & 0xF]);
            } else {
                out.append(bytes.data() + i, character.length);
            }
            i += character.length;
        } else {
            out.append("\xEF\xBF\xBD");  // U+FFFD REPLACEMENT CHARACTER
            ++i;
        }
    }
    out.push_back('"');
}

json_object_writer::json_object_writer(std::string& out) : out_(&out) { out_->push_back('{'); }

void json_object_writer::name(std::string_view field_name) {
    if (!first_) out_->push_back(',');
    first_ = false;
    out_->push_back('"');
    out_->append(field_name);
    out_->append("\":");
}

json_object_writer& json_object_writer::string_field(std::string_view field_name, std::string_view value) {
    name(field_name);
    append_json_string(*out_, value);
    return *this;
}

json_object_writer& json_object_writer::string_or_null_field(std::string_view field_name,
                                                             std::optional<std::string_view> value) {
    if (!value) return null_field(field_name);
    return string_field(field_name, *value);
}

json_object_writer& json_object_writer::bool_field(std::string_view field_name, bool value) {
    return raw_field(field_name, value ? "true" : "false");
}

json_object_writer& json_object_writer::number_field(std::string_view field_name, std::size_t value) {
    name(field_name);
    append_number(*out_, value);
    return *this;
}

json_object_writer& json_object_writer::null_field(std::string_view field_name) {
    return raw_field(field_name, "null");
}

json_object_writer& json_object_writer::raw_field(std::string_view field_name, std::string_view json) {
    name(field_name);
    out_->append(json);
    return *this;
}

json_object_writer json_object_writer::object_field(std::string_view field_name) {
    name(field_name);
    return json_object_writer(*out_);
}

void json_object_writer::end() { out_->push_back('}'); }

void stop_if_out_of_memory(iri::diagnostic const& error) {
    if (error.code == iri::errc::out_of_memory) throw std::bad_alloc();
}

std::string_view production_name(iri::diagnostic const& error) noexcept {
    return error.production.empty() ? std::string_view("IRI-reference") : error.production;
}

void write_error(json_object_writer& object, std::size_t offset, std::size_t byte_offset, std::string_view production,
                 std::string_view message) {
    json_object_writer details = object.object_field("error");
    details.number_field("offset", offset)
        .number_field("byte_offset", byte_offset)
        .string_field("production", production)
        .string_field("message", message)
        .end();
}

void write_error(json_object_writer& object, iri::diagnostic const& error) {
    stop_if_out_of_memory(error);
    write_error(object, error.offset, error.byte_offset, production_name(error), error.explanation());
}

}  // namespace iri::tool
