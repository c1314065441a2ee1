// grammar/ascii_literal.hpp: the quoted string matches exactly its bytes,
// and a failed match consumes nothing (the alternatives after it, such as
// ipath-absolute after "//" iauthority, start where it started).
#include "grammar/ascii_literal.hpp"

#include <catch2/catch.hpp>

#include <string_view>

namespace {

// How many bytes of `text` the literal "//" consumes, or -1 when it fails;
// a failure must leave the iterator where it was.
template <typename Literal>
long consumed_by(Literal const& literal, std::string_view text) {
    char const* first = text.data();
    char const* const last = text.data() + text.size();
    bool const matched = boost::spirit::x3::parse(first, last, literal);
    if (!matched) return first == text.data() ? -1 : -2;
    return first - text.data();
}

// "//", matched as one two-byte compare.
long consumed_by_double_slash(std::string_view text) { return consumed_by(iri::grammar::ascii_literal<"//">, text); }

}  // namespace

TEST_CASE("ascii_literal: the bytes of the quoted string and nothing else", "[grammar]") {
    CHECK(consumed_by_double_slash("//") == 2);
    CHECK(consumed_by_double_slash("//example.org") == 2);
    CHECK(consumed_by_double_slash("///") == 2);
    CHECK(consumed_by_double_slash("") == -1);
    CHECK(consumed_by_double_slash("/") == -1);
    CHECK(consumed_by_double_slash("/a") == -1);
    CHECK(consumed_by_double_slash("a//") == -1);
    CHECK(consumed_by_double_slash("a/") == -1);
    CHECK(consumed_by_double_slash("\\\\") == -1);
    // Only the given bytes are read: "/" at the end of a buffer that stops
    // there is a failure, not a read past it.
    std::string_view const buffer = "//";
    CHECK(consumed_by_double_slash(buffer.substr(0, 1)) == -1);
}

TEST_CASE("ascii_literal: a string of another length, compared byte by byte", "[grammar]") {
    auto const colon_slashes = iri::grammar::ascii_literal<"://">;
    CHECK(consumed_by(colon_slashes, "://a") == 3);
    CHECK(consumed_by(colon_slashes, ":/") == -1);
    CHECK(consumed_by(colon_slashes, ":/a") == -1);
    CHECK(consumed_by(colon_slashes, "//:") == -1);
}
