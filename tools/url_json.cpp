#include "url_json.hpp"

#include <string>

namespace iri::tool {

void write_url_errors(json_object_writer& object, url::url const& u, bool base_failed) {
    std::string errors = "[";
    for (url::validation_error const& e : u.validation_errors()) {
        if (errors.size() > 1) errors += ',';
        json_object_writer row(errors);
        row.string_field("name", url::name_of(e.code))
            .number_field("offset", e.character_offset)
            .number_field("byte_offset", e.offset)
            .end();
    }
    errors += ']';
    object.raw_field("validation_errors", errors);
    if (u) {
        object.null_field("error");
        return;
    }
    object.object_field("error")
        .string_field("input", base_failed ? "BASE" : "STRING")
        .string_field("name", url::name_of(u.error().code))
        .number_field("offset", u.error().character_offset)
        .number_field("byte_offset", u.error().offset)
        .end();
}

}  // namespace iri::tool
