// `iri url --compare --json`: the comparison of <iri/views.hpp> as one
// JSON object. Apart from the table (url_compare.cpp) because the
// playground (site/playground/) compiles this writer to WebAssembly and has
// none of the command-line machinery the table's error line comes from.
#include "url_compare.hpp"

#include "json.hpp"
#include "url_json.hpp"

namespace iri::tool {

void write_comparison_json(std::string& out, std::string_view input, std::optional<std::string_view> base,
                           views::comparison const& c) {
    json_object_writer object(out);
    object.string_field("input", input).string_or_null_field("base", base);

    json_object_writer rfc = object.object_field("rfc");
    if (c.rfc_ok) {
        rfc.string_field("uri", c.rfc_uri).bool_field("prepared", c.rfc_prepared).null_field("error");
    } else {
        rfc.null_field("uri").bool_field("prepared", false);
        rfc.object_field("error")
            .string_field("input", c.rfc_error_in_base ? "BASE" : "STRING")
            .number_field("offset", c.rfc_error.offset)
            .number_field("byte_offset", c.rfc_error.byte_offset)
            .string_field("production", production_name(c.rfc_error))
            .string_field("message", c.rfc_error.explanation())
            .end();
    }
    rfc.end();

    json_object_writer url_object = object.object_field("url");
    if (c.url_view)
        url_object.string_field("href", c.url_view.href());
    else
        url_object.null_field("href");
    write_url_errors(url_object, c.url_view, c.url_error_in_base);
    url_object.end();

    std::string components = "[";
    for (views::component_views const& row : c.components) {
        if (components.size() > 1) components += ',';
        json_object_writer item(components);
        item.string_field("component", views::to_string(row.name))
            .string_or_null_field("rfc", row.rfc)
            .string_or_null_field("url", row.url)
            .string_field("verdict", views::to_string(row.compared))
            .bool_field("security_relevant", row.security_relevant())
            .end();
    }
    components += ']';
    object.raw_field("components", components);
    std::string classes = "[";
    for (views::confusion const k : c.classes) {
        if (classes.size() > 1) classes += ',';
        append_json_string(classes, views::to_string(k));
    }
    classes += ']';
    object.raw_field("classes", classes)
        .bool_field("differs", c.differs())
        .bool_field("security_relevant", c.security_relevant());
    object.end();
    out += '\n';
}

}  // namespace iri::tool
