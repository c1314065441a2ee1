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
    std::string out;
    auto const check = [&](char const* name, std::string_view got) {
        json::value const* want = expected.find(name);
        if (want == nullptr || !want->is_string() || got == want->string) return;
        out += std::string("  ") + name + ": got \"" + printable(got) + "\", expected \"" + printable(want->string) +
               "\"\n";
    };
    // Every getter is a view into the href but origin, a string of its own.
    struct getter {
        char const* name;
        std::string_view (iri::url::url::*get)() const noexcept;
    };
    static constexpr getter getters[] = {
        {"href", &iri::url::url::href},         {"protocol", &iri::url::url::protocol},
        {"username", &iri::url::url::username}, {"password", &iri::url::url::password},
        {"host", &iri::url::url::host},         {"hostname", &iri::url::url::hostname},
        {"port", &iri::url::url::port},         {"pathname", &iri::url::url::pathname},
        {"search", &iri::url::url::search},     {"hash", &iri::url::url::hash},
    };
    for (getter const& g : getters) check(g.name, (u.*g.get)());
    check("origin", u.origin());
    return out;
}

}  // namespace test::wpt
