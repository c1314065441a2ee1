#include "scheme_json.hpp"

#include "json.hpp"

namespace iri::tool {

// The value of "scheme_specific": {"scheme", "status", "grammar", "components",
// ["components_omitted",] "error"}.
void write_scheme_json(std::string& out, iri::scheme_result const& s) {
    json_object_writer field(out);
    if (s.scheme().empty())
        field.null_field("scheme");
    else
        field.string_field("scheme", s.scheme());
    field.string_field("status", iri::to_string(s.status()));
    if (s.known())
        field.string_field("grammar", s.grammar());
    else
        field.null_field("grammar");
    {
        json_object_writer components = field.object_field("components");
        auto const parts = s.components();
        for (std::size_t i = 0; i < parts.size(); ++i) {
            bool seen = false;
            for (std::size_t j = 0; j < i; ++j) seen = seen || parts[j].name == parts[i].name;
            if (seen) continue;  // listed with the first of its name
            std::string list = "[";
            for (std::size_t j = i; j < parts.size(); ++j) {
                if (parts[j].name != parts[i].name) continue;
                if (list.size() > 1) list += ',';
                append_json_string(list, s.text().substr(parts[j].where.offset, parts[j].where.length));
            }
            list += ']';
            components.raw_field(parts[i].name, list);
        }
        components.end();
    }
    // Only past scheme_result::max_components, so that the object of a
    // reference with fewer keeps its five fields (as "warnings_omitted").
    if (s.omitted() > 0) field.number_field("components_omitted", s.omitted());
    if (s.ok())
        field.null_field("error");
    else
        write_error(field, s.error());
    field.end();
}

}  // namespace iri::tool
