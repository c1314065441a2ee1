#include "support/support.hpp"

#include <iri/grammars.hpp>

#include "grammar/diagnosis/productions.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>

namespace test {
namespace {

// Our own names for the enums, so that a failure prints words and does not
// depend on the library's to_string being right.
std::string name(iri::host_kind k) {
    switch (k) {
        case iri::host_kind::none: return "none";
        case iri::host_kind::ipv6: return "ipv6";
        case iri::host_kind::ipvfuture: return "ipvfuture";
        case iri::host_kind::ipv4: return "ipv4";
        case iri::host_kind::reg_name: return "reg_name";
    }
    return "host_kind(" + std::to_string(static_cast<int>(k)) + ")";
}

std::string name(iri::path_kind k) {
    switch (k) {
        case iri::path_kind::abempty: return "abempty";
        case iri::path_kind::absolute: return "absolute";
        case iri::path_kind::noscheme: return "noscheme";
        case iri::path_kind::rootless: return "rootless";
        case iri::path_kind::empty: return "empty";
    }
    return "path_kind(" + std::to_string(static_cast<int>(k)) + ")";
}

std::string name(iri::reference_kind k) {
    switch (k) {
        case iri::reference_kind::iri: return "iri";
        case iri::reference_kind::relative: return "relative";
    }
    return "reference_kind(" + std::to_string(static_cast<int>(k)) + ")";
}

std::string name(iri::errc c) {
    switch (c) {
        case iri::errc::ok: return "ok";
        case iri::errc::invalid_utf8: return "invalid_utf8";
        case iri::errc::invalid_percent_encoding: return "invalid_percent_encoding";
        case iri::errc::disallowed_character: return "disallowed_character";
        case iri::errc::private_use_outside_iquery: return "private_use_outside_iquery";
        case iri::errc::bidi_formatting_character: return "bidi_formatting_character";
        case iri::errc::unexpected_character: return "unexpected_character";
        case iri::errc::unexpected_end_of_input: return "unexpected_end_of_input";
        default: break;  // codes of the later passes (resolution, ...): never from parse()
    }
    return "errc(" + std::to_string(static_cast<int>(c)) + ", " + std::string(iri::to_string(c)) + ")";
}

std::string name(iri::entry e) {
    // The registry's name: "IRI-reference", or, in another family than RFC
    // 3987's, with its grammar's: "draft-01 IRI-reference".
    iri::grammar_description const& g = iri::grammar_of_entry(e);
    bool const listed = std::any_of(g.entries.begin(), g.entries.end(), [&](auto const& p) { return p.start == e; });
    if (!listed) return "entry(" + std::to_string(static_cast<int>(e)) + ")";
    std::string out = g.family == iri::grammar_name::rfc3987 ? "" : std::string(g.name) + " ";
    out += iri::to_string(e);
    return out;
}

std::string show(std::optional<std::string_view> s) {
    if (!s) return "(absent)";
    return '"' + escaped(*s) + '"';
}

std::string show_cp(char32_t cp) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
    return buf;
}

std::string describe(iri::diagnostic const& d) {
    std::string s = name(d.code) + " at byte " + std::to_string(d.byte_offset) + " (code point " +
                    std::to_string(d.offset) + ") in " + std::string(d.production);
    if (d.has_code_point) s += ", " + show_cp(d.code_point);
    return s;
}

}  // namespace

std::string utf8(char32_t cp) {
    auto const c = static_cast<std::uint32_t>(cp);
    auto byte = [](std::uint32_t b) { return static_cast<char>(static_cast<unsigned char>(b)); };
    std::string out;
    if (c < 0x80) {
        out += byte(c);
    } else if (c < 0x800) {
        out += byte(0xC0 | (c >> 6));
        out += byte(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += byte(0xE0 | (c >> 12));
        out += byte(0x80 | ((c >> 6) & 0x3F));
        out += byte(0x80 | (c & 0x3F));
    } else {
        out += byte(0xF0 | (c >> 18));
        out += byte(0x80 | ((c >> 12) & 0x3F));
        out += byte(0x80 | ((c >> 6) & 0x3F));
        out += byte(0x80 | (c & 0x3F));
    }
    return out;
}

std::string repeat(std::string_view unit, std::size_t bytes) {
    std::string out;
    out.reserve(bytes + unit.size());
    while (out.size() < bytes) out += unit;
    return out;
}

std::string escaped(std::string_view text) {
    std::string out;
    for (char ch : text) {
        auto const b = static_cast<unsigned char>(ch);
        if (b >= 0x20 && b < 0x7F && b != '\\') {
            out += ch;
        } else {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02X", static_cast<unsigned>(b));
            out += buf;
        }
    }
    return out;
}

void check_validity_agrees(std::string_view text) {
    for (auto e : all_entries) {
        INFO("entry " << name(e) << ", input \"" << escaped(text) << '"');
        CHECK(iri::is_valid(text, e) == iri::parse(text, e).ok());
    }
}

void check_production(std::string_view production, strings const& accepted, strings const& rejected) {
    INFO("production " << production);
    auto const* p = iri::grammar::find_production(production);
    REQUIRE(p != nullptr);
    REQUIRE(p->matches != nullptr);
    for (auto const& text : accepted) {
        INFO("should accept \"" << escaped(text) << '"');
        CHECK(p->matches(text));
        check_validity_agrees(text);
    }
    for (auto const& text : rejected) {
        INFO("should reject \"" << escaped(text) << '"');
        CHECK_FALSE(p->matches(text));
        check_validity_agrees(text);
    }
}

void check_invariants(std::string_view text, iri::reference_view const& v) {
    INFO("invariants of \"" << escaped(text) << '"');
    // Zero copy: the view borrows the caller's bytes.
    CHECK(v.text().data() == text.data());
    CHECK(v.text().size() == text.size());

    // Walk the input as RFC 3986 §5.3 recomposes it; every component must
    // start exactly where the walk says, inside the input.
    std::size_t pos = 0;
    auto at = [&](std::string_view piece) {
        bool const here = piece.data() == text.data() + pos && pos + piece.size() <= text.size();
        pos += piece.size();
        return here;
    };
    auto delimiter = [&](char c) {
        bool const here = pos < text.size() && text[pos] == c;
        ++pos;
        return here;
    };
    if (auto s = v.scheme()) {
        CHECK(at(*s));
        CHECK(delimiter(':'));
        CHECK(v.kind() == iri::reference_kind::iri);
    } else {
        CHECK(v.kind() == iri::reference_kind::relative);
    }
    CHECK(v.has_authority() == v.authority().has_value());
    CHECK(v.has_authority() == v.host().has_value());
    if (auto a = v.authority()) {
        CHECK(delimiter('/'));
        CHECK(delimiter('/'));
        std::size_t const authority_start = pos;
        CHECK(a->data() == text.data() + pos);
        if (auto u = v.userinfo()) {
            CHECK(at(*u));
            CHECK(delimiter('@'));
        }
        REQUIRE(v.host().has_value());
        CHECK(at(*v.host()));
        if (auto p = v.port()) {
            CHECK(delimiter(':'));
            CHECK(at(*p));
        }
        CHECK(pos - authority_start == a->size());
        CHECK(v.host_type() != iri::host_kind::none);
        CHECK(v.path_type() == iri::path_kind::abempty);
    } else {
        CHECK_FALSE(v.userinfo().has_value());
        CHECK_FALSE(v.port().has_value());
        CHECK(v.host_type() == iri::host_kind::none);
    }
    if (!v.has_authority()) {
        // Without an authority the path production follows from the text:
        // ipath-empty exactly when the path is empty; ipath-rootless only
        // after a scheme, ipath-noscheme only without one.
        auto const k = v.path_type();
        CHECK((k == iri::path_kind::empty) == v.path().empty());
        CHECK(k != iri::path_kind::abempty);
        if (v.scheme())
            CHECK(k != iri::path_kind::noscheme);
        else
            CHECK(k != iri::path_kind::rootless);
        if (k == iri::path_kind::absolute) CHECK(v.path().substr(0, 1) == "/");
        CHECK(v.path().substr(0, 2) != "//");
    }
    CHECK(at(v.path()));
    if (auto q = v.query()) {
        CHECK(delimiter('?'));
        CHECK(at(*q));
    }
    if (auto f = v.fragment()) {
        CHECK(delimiter('#'));
        CHECK(at(*f));
    }
    CHECK(pos == text.size());
}

void check_parts(std::string_view text, parts const& want, iri::entry e) {
    INFO("parse(\"" << escaped(text) << "\", " << name(e) << ")");
    auto const r = iri::parse(text, e);
    if (!r.ok()) FAIL_CHECK("rejected: " << describe(r.error()));
    CHECK(iri::is_valid(text, e));
    if (!r.ok()) return;
    auto const& v = r.value();
    CHECK(show(v.scheme()) == show(want.scheme));
    CHECK(show(v.userinfo()) == show(want.userinfo));
    CHECK(show(v.host()) == show(want.host));
    CHECK(show(v.port()) == show(want.port));
    CHECK(escaped(v.path()) == escaped(want.path));
    CHECK(show(v.query()) == show(want.query));
    CHECK(show(v.fragment()) == show(want.fragment));
    CHECK(name(v.host_type()) == name(want.host_type));
    CHECK(name(v.path_type()) == name(want.path_type));
    CHECK(name(v.kind()) == name(want.kind));
    check_invariants(text, v);
}

void check_valid(std::string_view text, iri::entry e) {
    INFO("parse(\"" << escaped(text) << "\", " << name(e) << ") should succeed");
    auto const r = iri::parse(text, e);
    if (!r.ok()) FAIL_CHECK("rejected: " << describe(r.error()));
    CHECK(iri::is_valid(text, e));
    if (r.ok()) check_invariants(text, r.value());
}

void check_invalid(std::string_view text, iri::entry e) {
    INFO("parse(\"" << escaped(text) << "\", " << name(e) << ") should fail");
    auto const r = iri::parse(text, e);
    CHECK_FALSE(r.ok());
    CHECK_FALSE(iri::is_valid(text, e));
    if (!r.ok()) {
        CHECK(r.error().code != iri::errc::ok);
        CHECK(r.error().byte_offset <= text.size());
        CHECK(!r.error().production.empty());
    }
}

void check_failure(std::string_view text, failure const& want, iri::entry e) {
    INFO("parse(\"" << escaped(text) << "\", " << name(e) << ") should fail");
    auto const r = iri::parse(text, e);
    CHECK_FALSE(iri::is_valid(text, e));
    REQUIRE_FALSE(r.ok());
    auto const& d = r.error();
    INFO("got: " << describe(d));
    CHECK(name(d.code) == name(want.code));
    CHECK(d.byte_offset == want.byte_offset);
    CHECK(d.offset == want.offset);
    if (want.code_point) {
        CHECK(d.has_code_point);
        CHECK(show_cp(d.code_point) == show_cp(*want.code_point));
    } else {
        CHECK_FALSE(d.has_code_point);
    }
    if (want.byte) CHECK(static_cast<unsigned>(d.byte) == static_cast<unsigned>(*want.byte));
    if (!want.production.empty()) CHECK(d.production == want.production);
    CHECK_FALSE(d.production.empty());
    std::string const message = d.message();
    INFO("message: " << message);
    CHECK_FALSE(message.empty());
    CHECK(message.find('\n') == std::string::npos);
    CHECK(message.find(d.production) != std::string::npos);
}

}  // namespace test
