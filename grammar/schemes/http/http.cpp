// The http and https schemes' entries for parse_scheme_specific (RFC 9110
// §4.2.1, §4.2.2): the components they report, the messages for their
// productions, and what RFC 9110 asks beyond its ABNF: a host that is not
// empty and a port that is a TCP port.
#include "grammar/schemes/scheme_grammar.hpp"

#include "grammar/diagnosis/production_row.hpp"
#include "grammar/schemes/http/rules.hpp"
#include "grammar/schemes/productions.hpp"
#include "grammar/schemes/tcp_port.hpp"

#include <optional>

namespace iri::grammar::schemes {
namespace {

// Every rule, in the order of the .abnf file.
#define IRI_HTTP_ROW_(name, abnf_name, section, behaviour) rows::row<http::name>(section),
production const all_rules[] = {IRI_HTTP_RULES(IRI_HTTP_ROW_)};
#undef IRI_HTTP_ROW_

// The RFC 3987 forms of RFC 9110's authority, host, port, path-abempty and
// query (http.abnf says why). There is no userinfo: an empty iuserinfo
// tried before a host that begins with "[" would be reported for
// "http://[::1]/" (it is matched, then given back when no "@" follows).
constexpr std::string_view http_components[] = {"iauthority", "ihost", "port", "ipath-abempty", "iquery"};

std::string_view http_hint(std::string_view production) noexcept {
    if (production == "http-URI")
        return "an http URI is \"http://\", an authority, then a path that is empty or begins with \"/\", and an "
               "optional \"?\" query (RFC 9110 §4.2.1)";
    if (production == "https-URI")
        return "an https URI is \"https://\", an authority, then a path that is empty or begins with \"/\", and an "
               "optional \"?\" query (RFC 9110 §4.2.2)";
    return {};
}

// The host identifier, which RFC 9110 §4.2.1 (§4.2.2) requires, then the
// port.
void check_authority(scheme_result& out, std::string_view empty_host, std::string_view port) noexcept {
    for (scheme_component const& c : out.components())
        if (c.name == "ihost" && c.where.length == 0)
            return fail_beyond_abnf(out.text(), c.where.offset, "ihost", empty_host, out);
    check_tcp_port(out, port);
}

void http_after(std::string_view, scheme_result& out) noexcept {
    check_authority(out, "an \"http\" URI with an empty host identifier MUST be rejected as invalid (RFC 9110 §4.2.1)",
                    "the port of an \"http\" URI is a TCP port, 0 to 65535 (RFC 9110 §4.2.1, RFC 9293 §3.1)");
}

// The verdict from the generic parse (RFC 3987 §2.2): of ihier-part's
// alternatives only "//" iauthority ipath-abempty begins "//", so an IRI
// with an authority is exactly one http-URI matches (the fragment is not
// the grammar's); then the two checks of check_authority.
bool http_decided(reference_view const& ref) noexcept {
    std::optional<std::string_view> const host = ref.host();
    return host && !host->empty() && is_tcp_port(ref.port().value_or(std::string_view{}));
}

void https_after(std::string_view, scheme_result& out) noexcept {
    check_authority(out, "an \"https\" URI with an empty host identifier MUST be rejected as invalid (RFC 9110 §4.2.2)",
                    "the port of an \"https\" URI is a TCP port, 0 to 65535 (RFC 9110 §4.2.2, RFC 9293 §3.1)");
}

std::span<production const> http_productions() noexcept { return all_rules; }

// RFC 9110 §4.2.1-4.2.3: the default ports, and an empty path is "/"
// (the WHATWG URL Standard agrees: http(s) are special schemes, whose path
// is never empty); the host is a DNS name.
constexpr scheme_rules http_rules{"http", "80", true, true, "RFC 9110 §4.2.1, §4.2.3"};
constexpr scheme_rules https_rules{"https", "443", true, true, "RFC 9110 §4.2.2, §4.2.3"};

}  // namespace

// A reference to an http(s) URI may have a fragment (RFC 9110 §4.2.5); it is
// RFC 3986 §3.5's, not the scheme's, and the grammar sees the text before it.
scheme_grammar const http_grammar{
    .name = "http",
    .source = "RFC 9110 §4.2.1",
    .abnf_file = "grammar/schemes/http/http.abnf",
    .start_rule = "http-URI",
    .general_hint = "an http URI is \"http://\" authority path-abempty [ \"?\" query ] (RFC 9110 §4.2.1)",
    .components = http_components,
    .productions = &http_productions,
    .run = runner<http::http_URI>(),
    .hint = &http_hint,
    .includes_fragment = false,
    .after = &http_after,
    .decided_by_parse = &http_decided,
    .host_decides = true,
    .rules = &http_rules,
};

scheme_grammar const https_grammar{
    .name = "https",
    .source = "RFC 9110 §4.2.2",
    .abnf_file = "grammar/schemes/http/http.abnf",
    .start_rule = "https-URI",
    .general_hint = "an https URI is \"https://\" authority path-abempty [ \"?\" query ] (RFC 9110 §4.2.2)",
    .components = http_components,
    .productions = &http_productions,
    .run = runner<http::https_URI>(),
    .hint = &http_hint,
    .includes_fragment = false,
    .after = &https_after,
    .decided_by_parse = &http_decided,
    .host_decides = true,
    .rules = &https_rules,
};

}  // namespace iri::grammar::schemes
