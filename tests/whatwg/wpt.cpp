#include "whatwg/wpt.hpp"

#include <cstdio>

namespace test::wpt {

json::value load(std::string_view name) {
    return json::parse_file(std::string(IRI_SOURCE_DIR) + "/tests/data/wpt/" + std::string(name));
}

std::string printable(std::string_view text) {
    std::string out;
    for (char c : text) {
        auto const b = static_cast<unsigned char>(c);
        if (b >= 0x20 && b < 0x7F) {
            out.push_back(c);
        } else {
            char hex[5];
            std::snprintf(hex, sizeof hex, "\\x%02X", b);
            out += hex;
        }
    }
    return out;
}

std::string mismatches(iri::url::url const& u, json::value const& expected) {
    struct getter {
        char const* name;
        std::string (iri::url::url::*get)() const;
    };
    static constexpr getter getters[] = {
        {"href", &iri::url::url::href},         {"origin", &iri::url::url::origin},
        {"protocol", &iri::url::url::protocol}, {"username", &iri::url::url::username},
        {"password", &iri::url::url::password}, {"host", &iri::url::url::host},
        {"hostname", &iri::url::url::hostname}, {"port", &iri::url::url::port},
        {"pathname", &iri::url::url::pathname}, {"search", &iri::url::url::search},
        {"hash", &iri::url::url::hash},
    };
    std::string out;
    for (getter const& g : getters) {
        json::value const* want = expected.find(g.name);
        if (want == nullptr || !want->is_string()) continue;
        std::string const got = (u.*g.get)();
        if (got != want->string)
            out += std::string("  ") + g.name + ": got \"" + printable(got) + "\", expected \"" +
                   printable(want->string) + "\"\n";
    }
    return out;
}

}  // namespace test::wpt
