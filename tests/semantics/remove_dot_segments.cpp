// remove_dot_segments (RFC 3986 §5.2.4): the RFC's examples, each of the
// steps 2A-2E, and agreement with the literal transcription in
// tests/oracles/resolve_oracle.cpp on every short path of a small alphabet.
#include "tests/oracles/resolve_oracle.hpp"

#include "semantics/remove_dot_segments.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace {

std::string remove_dots(std::string path) {
    path.resize(iri::semantics::remove_dot_segments(path.data(), path.size()));
    return path;
}

}  // namespace

TEST_CASE("remove_dot_segments: the RFC 3986 §5.2.4 examples", "[resolve][remove_dot_segments]") {
    CHECK(remove_dots("/a/b/c/./../../g") == "/a/g");
    CHECK(remove_dots("mid/content=5/../6") == "mid/6");
}

TEST_CASE("remove_dot_segments: each step", "[resolve][remove_dot_segments]") {
    // 2A: "../" and "./" prefixes go.
    CHECK(remove_dots("../a") == "a");
    CHECK(remove_dots("./a") == "a");
    CHECK(remove_dots("../../a/./b") == "a/b");
    // 2B: "/./" and a final "/." become "/".
    CHECK(remove_dots("/./a") == "/a");
    CHECK(remove_dots("/a/.") == "/a/");
    CHECK(remove_dots("/.") == "/");
    // 2C: "/../" and a final "/.." become "/" and drop a segment; at the
    // root there is nothing to drop.
    CHECK(remove_dots("/a/b/../c") == "/a/c");
    CHECK(remove_dots("/a/b/..") == "/a/");
    CHECK(remove_dots("/..") == "/");
    CHECK(remove_dots("/../../a") == "/a");
    CHECK(remove_dots("a/..") == "/");  // the RFC's answer for a rootless path
    CHECK(remove_dots("a/../b") == "/b");
    // 2D: a lone "." or "..".
    CHECK(remove_dots(".") == "");
    CHECK(remove_dots("..") == "");
    // 2E: everything else is copied, including segments that only look like
    // dot segments.
    CHECK(remove_dots("") == "");
    CHECK(remove_dots("/") == "/");
    CHECK(remove_dots("//") == "//");
    CHECK(remove_dots("/a//b/") == "/a//b/");
    CHECK(remove_dots("/.a/a./..a/a../...") == "/.a/a./..a/a../...");
    CHECK(remove_dots("/%2E/%2E%2E/%2e") == "/%2E/%2E%2E/%2e");
    CHECK(remove_dots("/\xC3\xA9/./\xC3\xA9/../x") == "/\xC3\xA9/x");
    // Empty segments are segments: ".." removes one.
    CHECK(remove_dots("/a//..") == "/a/");
    CHECK(remove_dots("/a/..//x") == "//x");
}

TEST_CASE("remove_dot_segments agrees with the oracle on every path of a small alphabet",
          "[resolve][remove_dot_segments][oracle]") {
    // Every sequence of up to five pieces: 8^5 + ... paths, exhaustively.
    std::vector<std::string_view> const pieces = {"/", ".", "..", "a", "%2E", "\xC3\xA9", "./", "/.."};
    std::vector<std::string> paths = {""};
    std::size_t checked = 0;
    for (int length = 0; length <= 5; ++length) {
        std::vector<std::string> longer;
        for (std::string const& p : paths) {
            INFO(p);
            REQUIRE(remove_dots(p) == oracle::remove_dot_segments(p));
            ++checked;
            if (length < 5)
                for (std::string_view piece : pieces) longer.push_back(p + std::string(piece));
        }
        paths = std::move(longer);
    }
    CHECK(checked == 1 + 8 + 64 + 512 + 4096 + 32768);
}
