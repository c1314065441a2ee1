#include "fuzz/differential/compare.hpp"

#include <iri/iri.hpp>

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <vector>

namespace iri_differential {
namespace {

bool ascii(std::string_view text) {
    for (char const c : text)
        if (static_cast<unsigned char>(c) >= 0x80) return false;
    return true;
}

bool in_scope(peer const& p, std::string_view text) {
    return text.size() <= max_judged_bytes && ascii(text) && p.in_scope(text);
}

// The components of a valid reference, as text to rewrite one at a time.
struct parts {
    std::optional<std::string> scheme, userinfo, host, port, query, fragment;
    bool authority = false;
    std::string path;

    // RFC 3986 §5.3 component recomposition.
    std::string text() const {
        std::string out;
        if (scheme) out += *scheme + ":";
        if (authority) {
            out += "//";
            if (userinfo) out += *userinfo + "@";
            out += host.value_or("");
            if (port) out += ":" + *port;
        }
        out += path;
        if (query) out += "?" + *query;
        if (fragment) out += "#" + *fragment;
        return out;
    }
};

std::optional<std::string> owned(std::optional<std::string_view> s) {
    if (!s) return std::nullopt;
    return std::string(*s);
}

parts parts_of(iri::reference_view const& v) {
    parts p;
    p.scheme = owned(v.scheme());
    p.authority = v.has_authority();
    p.userinfo = owned(v.userinfo());
    p.host = owned(v.host());
    p.port = owned(v.port());
    p.path = std::string(v.path());
    p.query = owned(v.query());
    p.fragment = owned(v.fragment());
    return p;
}

std::string_view host_production(iri::host_kind k) {
    switch (k) {
        case iri::host_kind::ipv6: return "IPv6address";
        case iri::host_kind::ipvfuture: return "IPvFuture";
        case iri::host_kind::ipv4: return "IPv4address";
        case iri::host_kind::reg_name:
        case iri::host_kind::none: break;
    }
    return "reg-name";
}

std::string_view path_production(iri::path_kind k) {
    switch (k) {
        case iri::path_kind::abempty: return "path-abempty";
        case iri::path_kind::absolute: return "path-absolute";
        case iri::path_kind::noscheme: return "path-noscheme";
        case iri::path_kind::rootless: return "path-rootless";
        case iri::path_kind::empty: break;
    }
    return "path-empty";
}

// The component of a valid `text` that a verdict peer rejects: each
// component in turn made as plain as the grammar allows (dropped with its
// delimiter, or replaced by one letter); the first change the peer then
// accepts, and the ABNF still does, names it.
std::string_view component_rejected(judge const& j, peer const& p, std::string const& text) {
    iri::parse_result const parsed = iri::parse(text, iri::entry::URI_reference);
    if (!parsed) return "URI-reference";
    parts const original = parts_of(parsed.value());
    struct change {
        std::string_view production;
        void (*apply)(parts&);
    };
    static change const changes[] = {
        {"port", [](parts& q) { q.port.reset(); }},
        {"userinfo", [](parts& q) { q.userinfo.reset(); }},
        {"", [](parts& q) { q.host = q.host ? std::optional<std::string>("h") : std::nullopt; }},
        {"query", [](parts& q) { q.query.reset(); }},
        {"fragment", [](parts& q) { q.fragment.reset(); }},
        {"", [](parts& q) { q.path = q.path.starts_with('/') && !q.authority ? "/p" : (q.authority ? "" : "p"); }},
        {"scheme", [](parts& q) { q.scheme = q.scheme ? std::optional<std::string>("s") : std::nullopt; }},
    };
    for (std::size_t i = 0; i < std::size(changes); ++i) {
        parts changed = original;
        changes[i].apply(changed);
        std::string const variant = changed.text();
        if (variant == text || !j.accepts(variant, p.rule) || !p.in_scope(variant)) continue;
        if (!p.accepts(variant)) continue;
        if (i == 2) return host_production(parsed->host_type());
        if (i == 5) return path_production(parsed->path_type());
        return changes[i].production;
    }
    return "URI-reference";
}

// The first component a splitter puts elsewhere than RFC 3986 does.
std::string_view component_split_differently(split const& theirs, iri::reference_view const& ours) {
    if (theirs.scheme != owned(ours.scheme())) return "scheme";
    if (theirs.authority != owned(ours.authority())) return "authority";
    if (theirs.path != ours.path()) return path_production(ours.path_type());
    if (theirs.query != owned(ours.query())) return "query";
    if (theirs.fragment != owned(ours.fragment())) return "fragment";
    return {};
}

// Where the ABNF stops on an invalid text: our diagnostic's production
// (the parser equals the ABNF, see compare.hpp).
std::string_view where_invalid(std::string const& text) {
    iri::parse_result const parsed = iri::parse(text, iri::entry::URI_reference);
    return parsed ? std::string_view("URI") : parsed.error().production;
}

}  // namespace

std::string_view to_string(outcome o) noexcept {
    switch (o) {
        case outcome::out_of_scope: return "out of scope";
        case outcome::agree: return "agree";
        case outcome::accepts_invalid: return "accepts invalid";
        case outcome::rejects_valid: return "rejects valid";
        case outcome::splits_differently: return "splits differently";
    }
    return "agree";
}

judge::judge()
    : grammar_(iri::abnf::loaded_grammar::builtin("rfc3986")),
      uri_reference_(grammar_->engine().rule_index("URI-reference")),
      uri_(grammar_->engine().rule_index("URI")),
      used_by_uri_reference_(grammar_->rules().rules().size()),
      used_by_uri_(grammar_->rules().rules().size()) {
    for (std::size_t const r : iri::abnf::reachable_rules(grammar_->rules(), uri_reference_))
        used_by_uri_reference_[r] = true;
    for (std::size_t const r : iri::abnf::reachable_rules(grammar_->rules(), uri_)) used_by_uri_[r] = true;
}

judge::~judge() = default;

bool judge::accepts(std::string_view text, std::string_view rule) const {
    return grammar_->accepts(text, rule == "URI" ? uri_ : uri_reference_);
}

bool judge::uses(std::string_view rule, std::string_view production) const {
    std::size_t const index = grammar_->rules().find(production);
    if (index == iri::abnf::grammar::npos) return false;
    return (rule == "URI" ? used_by_uri_ : used_by_uri_reference_)[index];
}

finding compare(judge const& j, peer const& p, std::string const& text) {
    if (!in_scope(p, text)) return {};
    bool const valid = j.accepts(text, p.rule);
    if (p.splits != nullptr) {
        if (!valid) return {};  // a splitter splits anything: only valid texts have a right split
        iri::parse_result const ours = iri::parse(text, iri::entry::URI_reference);
        std::string_view const where =
            ours ? component_split_differently(p.splits(text), ours.value()) : "URI-reference";
        return where.empty() ? finding{outcome::agree, {}} : finding{outcome::splits_differently, where};
    }
    bool const accepted = p.accepts(text);
    if (accepted == valid) return {outcome::agree, {}};
    if (accepted) return {outcome::accepts_invalid, where_invalid(text)};
    return {outcome::rejects_valid, component_rejected(j, p, text)};
}

namespace {

bool one_of(std::string_view s, std::initializer_list<std::string_view> list) {
    return std::find(list.begin(), list.end(), s) != list.end();
}

// The productions that name a component of RFC 3986 §3, as component_rejected
// and component_split_differently answer: the component's own rule, and
// for the host and the path the alternative that matched (§3.2.2, §3.3).
bool names_component(std::string_view production) {
    return one_of(production, {"scheme", "authority", "userinfo", "port", "query", "fragment", "IPv6address",
                               "IPvFuture", "IPv4address", "reg-name", "path-abempty", "path-absolute",
                               "path-noscheme", "path-rootless", "path-empty"});
}

}  // namespace

std::string unlocated(judge const& j, peer const& p, std::string const& text, finding const& f) {
    if (f.what == outcome::agree || f.what == outcome::out_of_scope) return {};
    std::string const claim = std::string(to_string(f.what)) + " at \"" + std::string(f.production) + "\"";

    // The disagreement is there when asked again: a peer whose answer
    // changes has no place to name.
    bool const valid = j.accepts(text, p.rule);
    bool there = false;
    if (p.splits != nullptr) {
        iri::parse_result const ours = iri::parse(text, iri::entry::URI_reference);
        there = f.what == outcome::splits_differently && valid && ours &&
                component_split_differently(p.splits(text), ours.value()) == f.production;
    } else if (f.what == outcome::accepts_invalid) {
        there = !valid && p.accepts(text);
    } else if (f.what == outcome::rejects_valid) {
        there = valid && !p.accepts(text);
    }
    if (!there) return claim + ", but asked again the peer and the ABNF do not disagree so";

    // A rule of the grammar the peer claims to parse, or URI-reference:
    // where_invalid reads every text as one, and an error at a character
    // no alternative can start with (" ", "]") stops the ABNF there;
    // component_rejected answers it for a valid text no one change helps.
    if (f.production != "URI-reference" && !j.uses(p.rule, f.production))
        return claim + ": not a rule of RFC 3986's ABNF that " + std::string(p.rule) + " uses";
    switch (f.what) {
        case outcome::accepts_invalid: {
            // Where the ABNF stops is our parser's diagnostic (the ABNF
            // oracle proves the two equal): it must reject the text there.
            iri::parse_result const ours = iri::parse(text, iri::entry::URI_reference);
            if (ours) return claim + ": our parser accepts the text as a URI-reference, no diagnostic places the error";
            if (ours.error().production != f.production)
                return claim + ": the text fails at \"" + std::string(ours.error().production) + "\"";
            break;
        }
        case outcome::rejects_valid:
            if (!names_component(f.production) && f.production != "URI-reference")
                return claim + ": not a component of RFC 3986 §3";
            break;
        case outcome::splits_differently:
            if (!names_component(f.production)) return claim + ": not a component of RFC 3986 §3";
            break;
        case outcome::agree:
        case outcome::out_of_scope: break;
    }
    return {};
}

std::string check_text(judge const& j, std::span<peer const> peers, std::string const& text) {
    finding const ours = compare_ours(j, text);
    if (ours.what != outcome::agree && ours.what != outcome::out_of_scope)
        return "iri (this project): " + std::string(to_string(ours.what)) + " at \"" + std::string(ours.production) +
               "\": our parser leaves the ABNF";
    for (peer const& p : peers) {
        std::string const why = unlocated(j, p, text, compare(j, p, text));
        if (!why.empty()) return std::string(p.name) + ": " + why;
    }
    return {};
}

finding compare_ours(judge const& j, std::string const& text) {
    if (text.size() > max_judged_bytes || !ascii(text)) return {};
    bool const valid = j.accepts(text, "URI-reference");
    bool const accepted = iri::is_valid(text, iri::entry::URI_reference);
    if (accepted == valid) return {outcome::agree, {}};
    return {accepted ? outcome::accepts_invalid : outcome::rejects_valid, where_invalid(text)};
}

}  // namespace iri_differential
