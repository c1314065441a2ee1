#include "reference_json.hpp"

#include "component_json.hpp"
#include "json.hpp"
#include "text_command.hpp"

namespace iri::tool {

namespace {

void write_warnings(std::string& out, json_object_writer& object, std::span<iri::warning const> warnings) {
    object.raw_field("warnings", "[");
    bool first = true;
    for (iri::warning const& w : warnings) {
        if (!first) out.push_back(',');
        first = false;
        json_object_writer item(out);
        item.string_field("code", iri::to_string(w.code))
            .string_field("severity", iri::to_string(w.severity))
            .string_field("component", w.component)
            .number_field("offset", w.offset)
            .number_field("byte_offset", w.byte_offset)
            .string_field("section", iri::section(w.code))
            .string_field("message", w.message())
            .end();
    }
    out.push_back(']');
}

}  // namespace

void write_reference_json(std::string& out, std::string_view input, iri::parse_result const& result,
                          std::span<iri::warning const> warnings, iri::warning const* raised, std::size_t omitted) {
    json_object_writer object(out);
    object.string_field("input", input).bool_field("valid", result.ok() && raised == nullptr);
    if (result) {
        iri::reference_view const& ref = result.value();
        write_component_fields(object, ref);
        if (raised != nullptr)
            write_error(object, raised->offset, raised->byte_offset, raised->component, raised->message());
        else
            object.null_field("error");
    } else {
        write_null_component_fields(object);
        iri::diagnostic const& error = result.error();
        write_error(object, error);
    }
    write_warnings(out, object, warnings);
    if (omitted != 0) object.number_field("warnings_omitted", omitted);
    object.end();
}

}  // namespace iri::tool
