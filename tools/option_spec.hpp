// What one option of a command is: its name and whether it takes a value.
//
// A header of its own so that command.hpp can point at a command's option
// table (for iri_manual's completion script) without including options.hpp,
// which includes command.hpp.
#pragma once

#include <string_view>

namespace iri::tool {

// One option a command accepts.
struct option_spec {
    enum class value_kind {
        none,  // a flag: "--json"; "--json=x" is an error
        required,  // "--entry NAME" or "--entry=NAME"
        optional,  // only "--idna=RULES" gives one; "--idna" alone has none
    };
    std::string_view name;  // "--entry"; a short alias is an entry of its own ("-h")
    value_kind value = value_kind::none;
    std::string_view value_name = {};  // "NAME": what a missing value is called in the error
};

}  // namespace iri::tool
