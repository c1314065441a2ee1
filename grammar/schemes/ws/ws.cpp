// The ws and wss schemes' entries for parse_scheme_specific (RFC 6455 §3):
// the components they report, the messages for their productions, and what
// RFC 6455 asks beyond its ABNF: no fragment, and a port that is a TCP
// port.
#include "grammar/schemes/scheme_grammar.hpp"

#include "grammar/diagnosis/production_row.hpp"
#include "grammar/schemes/productions.hpp"
#include "grammar/schemes/tcp_port.hpp"

#include <optional>
#include "grammar/schemes/ws/rules.hpp"

namespace iri::grammar::schemes {
namespace {

// Every rule, in the order of the .abnf file.
#define IRI_WS_ROW_(name, abnf_name, section, behaviour) rows::row<ws::name>(section),
production const all_rules[] = {IRI_WS_RULES(IRI_WS_ROW_)};
#undef IRI_WS_ROW_

// The RFC 3987 forms of RFC 6455's host, port, path and query (ws.abnf
// says why).
constexpr std::string_view ws_components[] = {"ihost", "port", "ipath-abempty", "iquery"};

std::string_view ws_hint(std::string_view production) noexcept {
    if (production == "ws-URI" || production == "wss-URI")
        return "a WebSocket URI is \"ws://\" or \"wss://\", a host without userinfo, an optional \":\" port, then a "
               "path that is empty or begins with \"/\", and an optional \"?\" query (RFC 6455 §3)";
    return {};
}

// The grammar ends before the fragment (includes_fragment is false) so
// that a fragment is reported as what RFC 6455 §3 says of it, at its "#",
// whatever it holds; `text` stops where the fragment's "#" is.
void check_ws(std::string_view text, std::string_view production, scheme_result& out) noexcept {
    if (text.size() < out.text().size())
        return fail_beyond_abnf(
            out.text(), text.size(), production,
            "fragment identifiers are meaningless in WebSocket URIs and MUST NOT be used on them; a \"#\" "
            "that starts no fragment is written %23 (RFC 6455 §3)",
            out);
    check_tcp_port(out, "the port of a WebSocket URI is a TCP port, 0 to 65535 (RFC 6455 §3, RFC 9293 §3.1)");
}

// The verdict from the generic parse (RFC 3987 §2.2): an IRI with an
// authority that has no userinfo is exactly one ws-URI matches ("//" ihost
// [ ":" port ] ipath-abempty [ "?" iquery ]); then no fragment and a TCP
// port, as check_ws asks.
bool ws_decided(reference_view const& ref) noexcept {
    return ref.host() && !ref.userinfo() && !ref.fragment() && is_tcp_port(ref.port().value_or(std::string_view{}));
}

void ws_after(std::string_view text, scheme_result& out) noexcept { check_ws(text, "ws-URI", out); }
void wss_after(std::string_view text, scheme_result& out) noexcept { check_ws(text, "wss-URI", out); }

std::span<production const> ws_productions() noexcept { return all_rules; }

// RFC 6455 §3: the default ports, those of http and https; an empty path is
// "/" (the WHATWG URL Standard's special schemes); the host is a DNS name.
constexpr scheme_rules ws_rules{"ws", "80", true, true, "RFC 6455 §3"};
constexpr scheme_rules wss_rules{"wss", "443", true, true, "RFC 6455 §3"};

}  // namespace

scheme_grammar const ws_grammar{
    .name = "ws",
    .source = "RFC 6455 §3",
    .abnf_file = "grammar/schemes/ws/ws.abnf",
    .start_rule = "ws-URI",
    .general_hint =
        "a WebSocket URI is \"ws:\" \"//\" host [ \":\" port ] path [ \"?\" query ], without a fragment (RFC 6455 §3)",
    .components = ws_components,
    .productions = &ws_productions,
    .run = runner<ws::ws_URI>(),
    .hint = &ws_hint,
    .includes_fragment = false,
    .after = &ws_after,
    .decided_by_parse = &ws_decided,
    .rules = &ws_rules,
};

scheme_grammar const wss_grammar{
    .name = "wss",
    .source = "RFC 6455 §3",
    .abnf_file = "grammar/schemes/ws/ws.abnf",
    .start_rule = "wss-URI",
    .general_hint =
        "a WebSocket URI is \"wss:\" \"//\" host [ \":\" port ] path [ \"?\" query ], without a fragment (RFC 6455 §3)",
    .components = ws_components,
    .productions = &ws_productions,
    .run = runner<ws::wss_URI>(),
    .hint = &ws_hint,
    .includes_fragment = false,
    .after = &wss_after,
    .decided_by_parse = &ws_decided,
    .rules = &wss_rules,
};

}  // namespace iri::grammar::schemes
