#include "component_json.hpp"

#include "json.hpp"

#include <string_view>

namespace iri::tool {

void write_component_fields(json_object_writer& object, iri::reference_view const& ref) {
    object.string_field("kind", ref.is_relative() ? "relative" : "iri")
        .string_or_null_field("scheme", ref.scheme())
        .string_or_null_field("userinfo", ref.userinfo())
        .string_or_null_field("host", ref.host())
        .string_or_null_field("port", ref.port())
        .string_field("path", ref.path())
        .string_or_null_field("query", ref.query())
        .string_or_null_field("fragment", ref.fragment());
}

void write_null_component_fields(json_object_writer& object) {
    for (std::string_view field : {"kind", "scheme", "userinfo", "host", "port", "path", "query", "fragment"})
        object.null_field(field);
}

}  // namespace iri::tool
