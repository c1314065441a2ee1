// `iri url`: a string through the WHATWG URL Standard's basic URL parser
// (<iri/url.hpp>), as a browser parses an href: the URL it makes, its
// components, and the Standard's validation errors; with --compare, beside
// the RFC 3986/3987 view of the same string (<iri/views.hpp>).
#include "command.hpp"
#include "json.hpp"
#include "options.hpp"
#include "output_buffer.hpp"
#include "url_compare.hpp"
#include "url_json.hpp"

#include <iri/convert.hpp>
#include <iri/url.hpp>
#include <iri/views.hpp>

#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

namespace iri::tool {

namespace {

constexpr std::string_view usage = R"usage(Usage: iri url [--base BASE] [--encoding LABEL] [--json] [--] STRING
       iri url --compare [--base BASE] [--json] [--] STRING

Parses STRING with the WHATWG URL Standard's basic URL parser, as a
browser parses a link or `new URL(STRING, BASE)` does: not the RFC 3987
grammar of the other commands. The Standard repairs much that the RFCs
reject (backslashes, spaces, "http:example.com", "HTTP://EXAMPLE.COM"),
and names what it repaired: its validation errors.

Options:
  --base BASE  parse STRING against BASE (itself parsed first)
  --encoding LABEL
               parse STRING as a link in a page of encoding LABEL (a label
               of the WHATWG Encoding Standard: "shift_jis", "latin1"...),
               as a browser does: the query of a special URL but ws: and
               wss: is written in that encoding, then percent-encoded
               (section 4.4, query state), "&#N;" for a character it lacks;
               the exact form a browser sends, where "iri to-uri
               --query-charset" keeps the output a valid URI. Default:
               UTF-8. Not with --compare
  --compare    parse STRING both ways, RFC 3986/3987 and the URL Standard,
               and show where the two views part (docs/url-differences.md)
  --json       print one JSON object on one line
  -h, --help   show this help

Output (default):
  the URL (its href), then one line per validation error met:
    validation error at character C (byte N): NAME
  with NAME as the Standard spells it ("invalid-URL-unit"). On failure:
    error at character C (byte N): NAME
  (or "BASE: error at ..." when BASE fails).

Output (--json):
  {"href", "origin", "protocol", "username", "password", "host",
   "hostname", "port", "pathname", "search", "hash": the URL interface's
   getters (null on failure), "validation_errors": [{"name", "offset",
   "byte_offset"}, ...], "error": null or {"input": "STRING" or "BASE",
   "name", "offset", "byte_offset"}} (offset: in characters)

Output (--compare):
  "RFC 3986:" the URI of the RFC view (STRING as an IRI reference,
  prepared if it is not one as written, resolved against BASE, mapped to
  a URI) or its error; "URL Standard:" the href or its error; then one
  row per component (scheme, userinfo, host, port, path, query, fragment)
  with both views and the verdict: same, equivalent (equal after RFC 3986
  normalization), differs, or "DIFFERS: destination" when the difference
  changes where a request goes or who it acts as (scheme, userinfo, host,
  port); then the confusion classes the input shows (backslash,
  scheme-slashes, scheme-relative, encoded-dot-segment, encoded-host,
  idna-mapping, ipv4-number-form, several-at, tab-or-newline) and the Standard's
  validation errors.
  With --json: {"input", "base", "rfc": {"uri", "prepared", "error"},
  "url": {"href", "validation_errors", "error"}, "components":
  [{"component", "rfc", "url", "verdict", "security_relevant"}, ...],
  "classes", "differs", "security_relevant"}

Exit status:
  0  STRING is a URL (--compare: no component differs)
  1  STRING or BASE fails to parse (--compare: a component differs)
  2  usage error (unknown option, not exactly one STRING), or output failed
)usage";

constexpr auto accepted_options = documented_options(usage, {
                                                                {"--base", option_spec::value_kind::required, "BASE"},
                                                                {"--encoding", option_spec::value_kind::required, "LABEL"},
                                                                {"--compare"},
                                                                {"--json"},
                                                                help_option,
                                                                short_help_option,
                                                            });

void write_json(std::string& out, url::url const& u, bool base_failed) {
    json_object_writer object(out);
    // The getters in the URL interface's order (§6.1): href, then origin,
    // the one that is not a view into the href, then the others.
    struct getter {
        char const* name;
        std::string_view (url::url::*get)() const noexcept;
    };
    static constexpr getter getters[] = {
        {"protocol", &url::url::protocol}, {"username", &url::url::username}, {"password", &url::url::password},
        {"host", &url::url::host},         {"hostname", &url::url::hostname}, {"port", &url::url::port},
        {"pathname", &url::url::pathname}, {"search", &url::url::search},     {"hash", &url::url::hash},
    };
    if (u) {
        object.string_field("href", u.href());
        object.string_field("origin", u.origin());
    } else {
        object.null_field("href");
        object.null_field("origin");
    }
    for (getter const& g : getters) {
        if (u)
            object.string_field(g.name, (u.*g.get)());
        else
            object.null_field(g.name);
    }
    write_url_errors(object, u, base_failed);
    object.end();
    out += '\n';
}

// "at character C (byte N): NAME" and a newline.
void append_place_and_name(output_buffer& out, url::validation_error const& e) {
    out.append("at character ");
    out.append(std::to_string(e.character_offset));
    out.append(" (byte ");
    out.append(std::to_string(e.offset));
    out.append("): ");
    out.append(url::name_of(e.code));
    out.append('\n');
}

void write_text(output_buffer& out, url::url const& u, bool base_failed) {
    if (u) {
        out.append(u.href());
        out.append('\n');
        for (url::validation_error const& e : u.validation_errors()) {
            out.append("validation error ");
            append_place_and_name(out, e);
        }
        return;
    }
    if (base_failed) out.append("BASE: ");
    out.append("error ");
    append_place_and_name(out, u.error());
}

// The output, flushed; exit_usage with a message when writing fails.
std::optional<int> flush_failed(output_buffer& out) {
    out.flush();
    if (out.ok()) return std::nullopt;
    std::fprintf(stderr, "iri url: cannot write output: %s\n", std::strerror(out.error()));
    return exit_usage;
}

int run_comparison(std::string_view input, std::optional<std::string_view> base, bool json) {
    views::comparison const c = views::compare(input, base);
    output_buffer out(STDOUT_FILENO);
    if (json)
        write_comparison_json(out.text(), input, base, c);
    else
        write_comparison_text(out.text(), c);
    if (auto const failed = flush_failed(out)) return *failed;
    return c.differs() ? exit_some_invalid : exit_all_valid;
}

int run(command const& self, std::span<char const* const> args) {
    std::optional<std::string_view> base_text;
    std::optional<std::string_view> encoding;
    bool json = false;
    bool compare = false;
    std::vector<std::string_view> operands;
    auto const stop = parse_command_line(self, args, accepted_options, operands,
                                         [&](argument_cursor::argument const& arg) -> std::string {
                                             if (arg.option == "--json")
                                                 json = true;
                                             else if (arg.option == "--compare")
                                                 compare = true;
                                             else if (arg.option == "--base")
                                                 base_text = *arg.value;
                                             else if (arg.option == "--encoding")
                                                 encoding = *arg.value;
                                             return {};
                                         });
    if (stop) return *stop;
    if (operands.size() != 1)
        return usage_error(self, "needs exactly one STRING; got " + std::to_string(operands.size()));

    // The library reads an unknown label as UTF-8, as the Standard does
    // for a document; a label typed on the command line that names no
    // encoding is a mistake to report, not to read as UTF-8.
    if (encoding && !is_query_charset(*encoding))
        return usage_error(self, "--encoding: \"" + std::string(*encoding) +
                                     "\" is not a label of the WHATWG Encoding Standard");
    if (compare && encoding) return usage_error(self, "--encoding does not go with --compare");
    if (compare) return run_comparison(operands[0], base_text, json);

    // BASE first, so that its failure is told apart from STRING's.
    std::optional<url::url> base;
    if (base_text) base = url::parse(*base_text);
    bool const base_failed = base && !*base;
    url::url const* const base_url = base ? &*base : nullptr;
    url::url const result = base_failed ? *base
                            : encoding  ? url::parse_in_encoding(operands[0], base_url, *encoding)
                                        : url::parse(operands[0], base_url);

    output_buffer out(STDOUT_FILENO);
    if (json)
        write_json(out.text(), result, base_failed);
    else
        write_text(out, result, base_failed);
    if (auto const failed = flush_failed(out)) return *failed;
    return result ? exit_all_valid : exit_some_invalid;
}

}  // namespace

command const url_command{
    "url", "parse as browsers do: the WHATWG URL Standard's parser, its URL and validation errors",
    usage, accepted_options,
    run,
};

}  // namespace iri::tool
