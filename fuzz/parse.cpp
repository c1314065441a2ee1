// libFuzzer target: iri::parse and iri::is_valid at one entry point, chosen
// at compile time (-DIRI_FUZZ_ENTRY=IRI_reference, IRI, absolute_IRI,
// irelative_ref or URI_reference; fuzz/CMakeLists.txt builds one target per
// entry point), checked against what callers rely on:
//
// - is_valid(x) == parse(x).ok(), and the entry's row of
//   grammar::productions() agrees with both (bidi formatting characters
//   aside: RFC 3987 §4.1 forbids them after the grammar admitted them);
// - on success, the spans lie inside the input, in order, and recomposing
//   them as RFC 3986 §5.3 does gives the input back byte for byte; each
//   component alone matches its own production; the kinds fit the text;
// - on failure, the diagnostic points inside the input at a place the
//   bytes before which are valid UTF-8, and says something;
// - the entry points agree with each other (IRI-reference = IRI /
//   irelative-ref, every URI is an IRI, on ASCII the two grammars coincide);
// - match_length stops where a line would end: the text before a space or
//   an ASCII control character is valid alone exactly when it takes it
//   whole (what `iri validate` relies on);
// - every production of the table runs on the input without crashing.
#include "fuzz/check.hpp"
#include "fuzz/unicode.hpp"
#include "grammar/diagnosis/productions.hpp"

#include <iri/iri.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <string>

#ifndef IRI_FUZZ_ENTRY
#error "compile with -DIRI_FUZZ_ENTRY=<entry point>, e.g. IRI_reference"
#endif

namespace {

constexpr iri::entry start = iri::entry::IRI_FUZZ_ENTRY;

using iri_fuzz::is_bidi_formatting;
using iri_fuzz::is_iprivate;
using iri_fuzz::utf8_length;
using iri_fuzz::valid_utf8;

using iri::grammar::production;

// A production of the table by name, looked up once: names compared on
// every run would feed libFuzzer's comparison tracing with noise.
production const& named(std::string_view name) {
    production const* p = iri::grammar::find_production(name);
    if (p == nullptr) {
        std::fprintf(stderr, "no production \"%.*s\" in grammar::productions()\n", static_cast<int>(name.size()),
                     name.data());
        std::abort();
    }
    return *p;
}

// The productions a component is checked against, in the IRI grammar
// (RFC 3987) or the URI grammar (RFC 3986).
struct component_rules {
    production const &scheme, &userinfo, &host, &reg_name, &port, &authority, &query, &fragment;
    production const* path[5];  // by path_kind
};

component_rules const& rules_for(bool uri) {
    static component_rules const iri_rules{named("scheme"),
                                           named("iuserinfo"),
                                           named("ihost"),
                                           named("ireg-name"),
                                           named("port"),
                                           named("iauthority"),
                                           named("iquery"),
                                           named("ifragment"),
                                           {&named("ipath-abempty"), &named("ipath-absolute"), &named("ipath-noscheme"),
                                            &named("ipath-rootless"), &named("ipath-empty")}};
    static component_rules const uri_rules{named("scheme"),
                                           named("userinfo"),
                                           named("host"),
                                           named("reg-name"),
                                           named("port"),
                                           named("authority"),
                                           named("query"),
                                           named("fragment"),
                                           {&named("path-abempty"), &named("path-absolute"), &named("path-noscheme"),
                                            &named("path-rootless"), &named("path-empty")}};
    return uri ? uri_rules : iri_rules;
}

// The same in both grammars.
struct host_rules {
    production const &IP_literal, &IPv6address, &IPvFuture, &IPv4address;
};

host_rules const& hosts() {
    static host_rules const rules{named("IP-literal"), named("IPv6address"), named("IPvFuture"), named("IPv4address")};
    return rules;
}

// The row of the table for the entry point under test.
production const& own_entry() {
    static production const& rule = named(iri::to_string(start));
    return rule;
}

bool inside(iri::span s, std::size_t size) { return s.offset <= size && s.length <= size - s.offset; }
std::size_t end(iri::span s) { return s.offset + s.length; }

void check_success(std::string_view text, iri::entry e, iri::reference_view const& v) {
    component_rules const& rule = rules_for(e == iri::entry::URI_reference);
    host_rules const& host = hosts();
    iri::components const& p = v.parts();
    IRI_FUZZ_CHECK(v.text().data() == text.data() && v.text().size() == text.size());

    // Inside the input.
    for (iri::span const s : {p.scheme, p.authority, p.userinfo, p.host, p.port, p.path, p.query, p.fragment})
        IRI_FUZZ_CHECK(!s.present || inside(s, text.size()));

    // Presence and kinds fit together.
    IRI_FUZZ_CHECK(p.path.present);
    IRI_FUZZ_CHECK(p.scheme.present == (p.kind == iri::reference_kind::iri));
    IRI_FUZZ_CHECK(p.authority.present == p.host.present);
    IRI_FUZZ_CHECK(p.authority.present == (p.host_type != iri::host_kind::none));
    IRI_FUZZ_CHECK(!p.userinfo.present || p.authority.present);
    IRI_FUZZ_CHECK(!p.port.present || p.authority.present);
    if (e == iri::entry::IRI || e == iri::entry::absolute_IRI) IRI_FUZZ_CHECK(p.kind == iri::reference_kind::iri);
    if (e == iri::entry::irelative_ref) IRI_FUZZ_CHECK(p.kind == iri::reference_kind::relative);
    if (e == iri::entry::absolute_IRI) IRI_FUZZ_CHECK(!p.fragment.present);

    // In order, not overlapping, nothing between them but the delimiters:
    // each span starts where RFC 3986 §5.3 recomposition puts it.
    std::size_t at = 0;
    if (p.scheme.present) {
        IRI_FUZZ_CHECK(p.scheme.offset == 0);
        at = end(p.scheme) + 1;  // ":"
    }
    if (p.authority.present) {
        IRI_FUZZ_CHECK(p.authority.offset == at + 2);  // "//"
        std::size_t a = p.authority.offset;
        if (p.userinfo.present) {
            IRI_FUZZ_CHECK(p.userinfo.offset == a);
            a = end(p.userinfo) + 1;  // "@"
        }
        IRI_FUZZ_CHECK(p.host.offset == a);
        a = end(p.host);
        if (p.port.present) {
            IRI_FUZZ_CHECK(p.port.offset == a + 1);  // ":"
            a = end(p.port);
        }
        IRI_FUZZ_CHECK(a == end(p.authority));
        at = a;
    }
    IRI_FUZZ_CHECK(p.path.offset == at);
    at = end(p.path);
    if (p.query.present) {
        IRI_FUZZ_CHECK(p.query.offset == at + 1);  // "?"
        at = end(p.query);
    }
    if (p.fragment.present) {
        IRI_FUZZ_CHECK(p.fragment.offset == at + 1);  // "#"
        at = end(p.fragment);
    }
    IRI_FUZZ_CHECK(at == text.size());

    // RFC 3986 §5.3, from the accessors: the input back, byte for byte.
    std::string authority;
    if (auto u = v.userinfo()) authority.append(*u).append("@");
    if (auto h = v.host()) authority.append(*h);
    if (auto n = v.port()) authority.append(":").append(*n);
    IRI_FUZZ_CHECK(v.authority().value_or("") == authority);
    IRI_FUZZ_CHECK(iri_fuzz::recomposed(v) == text);

    // Each component alone is an instance of its production.
    if (auto s = v.scheme()) IRI_FUZZ_CHECK(rule.scheme.matches(*s));
    if (auto u = v.userinfo()) IRI_FUZZ_CHECK(rule.userinfo.matches(*u));
    if (auto h = v.host()) IRI_FUZZ_CHECK(rule.host.matches(*h));
    if (auto n = v.port()) IRI_FUZZ_CHECK(rule.port.matches(*n));
    if (auto a = v.authority()) IRI_FUZZ_CHECK(rule.authority.matches(*a));
    IRI_FUZZ_CHECK(static_cast<std::size_t>(p.path_type) < std::size(rule.path));
    IRI_FUZZ_CHECK(rule.path[static_cast<std::size_t>(p.path_type)]->matches(v.path()));
    if (auto q = v.query()) IRI_FUZZ_CHECK(rule.query.matches(*q));
    if (auto f = v.fragment()) IRI_FUZZ_CHECK(rule.fragment.matches(*f));

    // The path production is the one the RFC's choice leads to.
    std::string_view const path = v.path();
    if (p.authority.present)
        IRI_FUZZ_CHECK(p.path_type == iri::path_kind::abempty);
    else if (path.empty())
        IRI_FUZZ_CHECK(p.path_type == iri::path_kind::empty);
    else if (path[0] == '/')
        IRI_FUZZ_CHECK(p.path_type == iri::path_kind::absolute);
    else if (p.scheme.present)
        IRI_FUZZ_CHECK(p.path_type == iri::path_kind::rootless);
    else
        IRI_FUZZ_CHECK(p.path_type == iri::path_kind::noscheme);

    // The host kind is the one the text shows.
    if (auto h = v.host()) {
        switch (p.host_type) {
            case iri::host_kind::ipv6:
                IRI_FUZZ_CHECK(host.IP_literal.matches(*h) && host.IPv6address.matches(h->substr(1, h->size() - 2)));
                break;
            case iri::host_kind::ipvfuture:
                IRI_FUZZ_CHECK(host.IP_literal.matches(*h) && host.IPvFuture.matches(h->substr(1, h->size() - 2)));
                break;
            case iri::host_kind::ipv4: IRI_FUZZ_CHECK(host.IPv4address.matches(*h)); break;
            case iri::host_kind::reg_name:
                IRI_FUZZ_CHECK(rule.reg_name.matches(*h) && !host.IPv4address.matches(*h));
                break;
            case iri::host_kind::none: IRI_FUZZ_CHECK(false); break;
        }
    }

    // The owning type answers the same.
    iri::reference const owned(v);
    IRI_FUZZ_CHECK(owned.str() == text && owned.view().parts() == p);
}

void check_failure(std::string_view text, iri::diagnostic const& d) {
    iri_fuzz::check_diagnostic(d, text);
    // Everything before the place is valid UTF-8: the parser read it.
    std::string_view const before = text.substr(0, d.byte_offset);
    IRI_FUZZ_CHECK(valid_utf8(before));
    std::size_t code_points = 0;
    for (char const c : before) code_points += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    IRI_FUZZ_CHECK(d.offset == code_points);

    if (d.byte_offset == text.size()) {
        IRI_FUZZ_CHECK(d.code == iri::errc::unexpected_end_of_input && !d.has_code_point);
        return;
    }
    IRI_FUZZ_CHECK(d.code != iri::errc::unexpected_end_of_input);
    IRI_FUZZ_CHECK(d.byte == static_cast<unsigned char>(text[d.byte_offset]));
    char32_t cp = 0;
    std::size_t const n = utf8_length(text, d.byte_offset, cp);
    if (n == 0) {
        IRI_FUZZ_CHECK(d.code == iri::errc::invalid_utf8 && !d.has_code_point);
        return;
    }
    IRI_FUZZ_CHECK(d.code != iri::errc::invalid_utf8);
    IRI_FUZZ_CHECK(d.has_code_point && d.code_point == cp);
    if (d.code == iri::errc::bidi_formatting_character) IRI_FUZZ_CHECK(is_bidi_formatting(cp));
    if (d.code == iri::errc::private_use_outside_iquery) IRI_FUZZ_CHECK(is_iprivate(cp));
    if (d.code == iri::errc::invalid_percent_encoding) IRI_FUZZ_CHECK(cp == '%');
}

bool same_parse(iri::parse_result const& a, iri::parse_result const& b) {
    return a.ok() && b.ok() && a.value().parts() == b.value().parts();
}

// What the entry points promise about each other (RFC 3987 §2.2, §3.1).
void check_relations(std::string_view text, iri::parse_result const& r) {
    using iri::entry;
    switch (start) {
        case entry::IRI_reference: {
            auto const as_iri = iri::parse(text, entry::IRI);
            auto const as_relative = iri::parse(text, entry::irelative_ref);
            IRI_FUZZ_CHECK(r.ok() == (as_iri.ok() || as_relative.ok()));
            IRI_FUZZ_CHECK(!(as_iri.ok() && as_relative.ok()));
            if (r.ok()) IRI_FUZZ_CHECK(same_parse(r, as_iri.ok() ? as_iri : as_relative));
            break;
        }
        case entry::IRI: {
            auto const reference = iri::parse(text, entry::IRI_reference);
            auto const absolute = iri::parse(text, entry::absolute_IRI);
            if (r.ok()) IRI_FUZZ_CHECK(same_parse(r, reference));
            IRI_FUZZ_CHECK(absolute.ok() == (r.ok() && !r->fragment()));
            break;
        }
        case entry::absolute_IRI:
            if (r.ok()) IRI_FUZZ_CHECK(same_parse(r, iri::parse(text, entry::IRI)));
            break;
        case entry::irelative_ref:
            if (r.ok()) IRI_FUZZ_CHECK(same_parse(r, iri::parse(text, entry::IRI_reference)));
            break;
        case entry::URI_reference: {
            auto const reference = iri::parse(text, entry::IRI_reference);
            if (r.ok()) IRI_FUZZ_CHECK(same_parse(r, reference));
            if (iri_fuzz::is_ascii(text)) IRI_FUZZ_CHECK(r.ok() == reference.ok());
            break;
        }
        default: break;  // another family's (grammar/families.hpp): its own target, as fuzz/draft01.cpp
    }
}

// match_length's promise (include/iri/parse.hpp), on which `iri validate`
// finds line ends: the validator takes the text before a space or an ASCII
// control character whole exactly when that text alone is valid, whatever
// follows; on the whole text it is is_valid.
void check_match_length(std::string_view text, bool valid) {
    std::size_t const length = iri::match_length(text, start);
    IRI_FUZZ_CHECK(length == std::string_view::npos || length <= text.size());
    IRI_FUZZ_CHECK(valid == (length == text.size()));
    auto const ends_line = [](char c) { return static_cast<unsigned char>(c) <= 0x20 || c == 0x7F; };
    std::size_t const stop = static_cast<std::size_t>(std::find_if(text.begin(), text.end(), ends_line) - text.begin());
    if (stop != text.size())
        IRI_FUZZ_CHECK(iri::is_valid(text.substr(0, stop), start) == (length == stop));
}

void check(std::string_view text) {
    auto const r = iri::parse(text, start);
    IRI_FUZZ_CHECK(iri::is_valid(text, start) == r.ok());
    check_match_length(text, r.ok());
    if (r.ok())
        check_success(text, start, r.value());
    else
        check_failure(text, r.error());
    check_relations(text, r);

    // Every production runs on any bytes; the entry's own agrees with parse.
    production const* const own = &own_entry();
    bool seen_own = false;
    for (auto const& production : iri::grammar::productions()) {
        long const prefix = production.matches_prefix(text);
        bool const whole = production.matches(text);
        IRI_FUZZ_CHECK(prefix >= -1 && prefix <= static_cast<long>(text.size()));
        IRI_FUZZ_CHECK(whole == (prefix == static_cast<long>(text.size())));
        if (&production == own) {
            seen_own = true;
            IRI_FUZZ_CHECK(whole == (r.ok() || r.error().code == iri::errc::bidi_formatting_character));
        }
    }
    IRI_FUZZ_CHECK(seen_own);
    for (auto const& production : iri::grammar::literal_productions()) {
        long const prefix = production.matches_prefix(text);
        IRI_FUZZ_CHECK(prefix >= -1 && prefix <= static_cast<long>(text.size()));
        IRI_FUZZ_CHECK(production.matches(text) == (prefix == static_cast<long>(text.size())));
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    return iri_fuzz::run(data, size, check);
}
