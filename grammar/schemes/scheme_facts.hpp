// What the passes (semantics/) know of a scheme beyond its syntax, as plain
// data: a scheme grammar carries its own (scheme_grammar.hpp), and
// semantics/scheme_registry.cpp lists the schemes that have no grammar
// here. Kept apart from scheme_grammar.hpp so that the passes read these
// facts without the X3 headers.
#pragma once

#include <array>
#include <string_view>

namespace iri::grammar::schemes {

// Scheme-based normalization of the generic parts (RFC 3986 §6.2.3, RFC
// 3987 §5.3.3).
struct scheme_rules {
    std::string_view name;  // lowercase, as the IANA registry spells it
    std::string_view default_port;  // decimal, no leading zeros
    bool empty_path_is_root;  // with an authority, "" and "/" name the same resource
    bool dns_host;  // a reg-name host is a DNS name (UTS #46 applies)
    std::string_view source;  // where the rules above are written down
};

// The components a scheme's RFC calls case-insensitive, by the names its
// grammar reports them under, and the component that ends the part of the
// reference that takes part in equivalence (empty: all of it).
struct scheme_case_rules {
    std::array<std::string_view, 3> case_insensitive;  // unused entries empty
    std::string_view equivalence_ends_with;
    std::string_view source;
};

}  // namespace iri::grammar::schemes
