// A small JSON reader for the test data files (tests/data/wpt/): enough of
// RFC 8259 for them, and nothing else. Strings come out as UTF-8; a lone
// surrogate escape ("\uD800") becomes U+FFFD, as the WebIDL conversion to
// USVString that the URL interface applies to its arguments does.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace test::json {

struct member;  // an object's member: below, once value is complete

struct value {
    enum class kind { null, boolean, number, string, array, object } type = kind::null;
    bool boolean = false;
    double number = 0;
    std::string string;
    std::vector<value> array;
    // In the order written. A std::pair<std::string, value> here would
    // need value complete, which clang with libstdc++ enforces.
    std::vector<member> object;

    bool is_null() const noexcept { return type == kind::null; }
    bool is_string() const noexcept { return type == kind::string; }
    bool is_object() const noexcept { return type == kind::object; }
    // The member named `key`, or nullptr.
    value const* find(std::string_view key) const noexcept;
};

struct member {
    std::string name;
    value content;
};

// The document in `text`; throws std::runtime_error, with the offset, when
// it is not JSON.
value parse(std::string_view text);

// The document in the file at `path`; throws std::runtime_error when it
// cannot be read or is not JSON.
value parse_file(std::string const& path);

}  // namespace test::json
