// grammar/ascii_literal.hpp: the quoted string matches exactly its bytes,
// or its letters in either case for ascii_no_case, and a failed match
// consumes nothing (the alternatives after it, such as ipath-absolute
// after "//" iauthority, start where it started).
#include "grammar/ascii_literal.hpp"

#include <catch2/catch.hpp>

#include <string>
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

TEST_CASE("ascii_no_case: letters in either case, other bytes as they are", "[grammar]") {
    auto const file = iri::grammar::ascii_no_case<"file:">;
    CHECK(consumed_by(file, "file:///") == 5);
    CHECK(consumed_by(file, "FILE:") == 5);
    CHECK(consumed_by(file, "fIlE:x") == 5);
    CHECK(consumed_by(file, "file;") == -1);
    CHECK(consumed_by(file, "fil") == -1);
    CHECK(consumed_by(file, "") == -1);
    // "F" | 0x20 is "f"; "&" | 0x20 is "&", and "F" | 0x20 is never ":".
    CHECK(consumed_by(file, "Fi&e:") == -1);
    auto const bracket = iri::grammar::ascii_no_case<"%5b">;
    CHECK(consumed_by(bracket, "%5B") == 3);
    CHECK(consumed_by(bracket, "%5b") == 3);
    CHECK(consumed_by(bracket, "%5c") == -1);
    CHECK(consumed_by(bracket, "%5") == -1);
}

// The grammars spelled these strings x3::no_case[x3::lit(...)] before; the
// two agree on every byte value in every position, for a text read as one
// word (up to eight bytes) and for a longer one, read byte by byte.
template <typename Ours>
void check_against_x3(Ours const& ours, char const* text) {
    auto const x3s = boost::spirit::x3::no_case[boost::spirit::x3::lit(text)];
    std::string const base = text;
    for (std::size_t i = 0; i < base.size(); ++i) {
        for (int byte = 0; byte < 256; ++byte) {
            std::string changed = base;
            changed[i] = static_cast<char>(byte);
            INFO(base << ": byte " << byte << " at " << i);
            CHECK(consumed_by(ours, changed) == consumed_by(x3s, changed));
            CHECK(consumed_by(ours, changed + "x") == consumed_by(x3s, changed + "x"));
        }
        CHECK(consumed_by(ours, base.substr(0, i)) == -1);
    }
}

TEST_CASE("ascii_no_case: the same answers as X3's no_case on every byte", "[grammar]") {
    check_against_x3(iri::grammar::ascii_no_case<"%5b;x:">, "%5b;x:");
    check_against_x3(iri::grammar::ascii_no_case<";phone-context=">, ";phone-context=");
}
