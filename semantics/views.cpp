// One string in both views (<iri/views.hpp>): the RFC 3986/3987 passes and
// the URL Standard's parser, through their public headers, and the
// confusion classes read off the input.
#include <iri/views.hpp>

#include <iri/convert.hpp>
#include <iri/normalize.hpp>
#include <iri/parse.hpp>
#include <iri/resolve.hpp>

#include <algorithm>
#include <new>
#include <utility>

namespace iri::views {
namespace {

using component_texts = std::array<std::optional<std::string>, component_count>;

std::optional<std::string> owned(std::optional<std::string_view> text) {
    if (!text) return std::nullopt;
    return std::string(*text);
}

// The components of a URI reference as written; all absent when it does
// not parse.
component_texts components_of(std::string_view uri) {
    component_texts texts;
    parse_result const parsed = parse(uri);
    if (!parsed) return texts;
    reference_view const& v = parsed.value();
    texts[static_cast<std::size_t>(component::scheme)] = owned(v.scheme());
    texts[static_cast<std::size_t>(component::userinfo)] = owned(v.userinfo());
    texts[static_cast<std::size_t>(component::host)] = owned(v.host());
    texts[static_cast<std::size_t>(component::port)] = owned(v.port());
    texts[static_cast<std::size_t>(component::path)] = std::string(v.path());
    texts[static_cast<std::size_t>(component::query)] = owned(v.query());
    texts[static_cast<std::size_t>(component::fragment)] = owned(v.fragment());
    return texts;
}

// The URL record's components (§4.1), username and password joined as
// RFC 3986 §3.2.1's userinfo; all absent when parsing failed.
component_texts components_of(url::url const& u) {
    component_texts texts;
    if (!u) return texts;
    url::record const& r = u.value();
    texts[static_cast<std::size_t>(component::scheme)] = r.scheme;
    if (!r.username.empty() || !r.password.empty()) {
        std::string userinfo = r.username;
        if (!r.password.empty()) {
            userinfo += ':';
            userinfo += r.password;
        }
        texts[static_cast<std::size_t>(component::userinfo)] = std::move(userinfo);
    }
    if (r.host_type != url::host_kind::none) texts[static_cast<std::size_t>(component::host)] = r.host;
    if (r.port >= 0) texts[static_cast<std::size_t>(component::port)] = std::to_string(r.port);
    texts[static_cast<std::size_t>(component::path)] = r.path;
    if (r.has_query) texts[static_cast<std::size_t>(component::query)] = r.query;
    if (r.has_fragment) texts[static_cast<std::size_t>(component::fragment)] = r.fragment;
    return texts;
}

// The RFC view: the input as an IRI reference (prepared when it is not
// one as written), resolved (RFC 3986 §5.2), mapped to a URI (RFC 3987
// §3.1, the host percent-encoded: IDNA is the option, not the rule).
void view_as_rfc(comparison& out, std::string_view input, std::optional<std::string_view> base) {
    std::string reference(input);
    parse_result const as_written = parse(input);
    if (!as_written) {
        text_result prepared = prepare(input);
        if (!prepared || !is_valid(prepared.value())) {
            out.rfc_error = as_written.error();
            return;
        }
        reference = std::move(prepared).value();
        out.rfc_prepared = true;
    }
    if (base) {
        text_result resolved = resolve(*base, reference);
        if (!resolved) {
            // The reference parsed: what fails is the base (or memory).
            out.rfc_error = resolved.error();
            out.rfc_error_in_base = resolved.error().code != errc::out_of_memory;
            return;
        }
        reference = std::move(resolved).value();
    }
    text_result uri = to_uri(reference);
    if (!uri) {
        out.rfc_error = uri.error();
        return;
    }
    out.rfc_ok = true;
    out.rfc_uri = std::move(uri).value();
}

// The RFC view's URI after RFC 3987 §5.3.2 syntax-based and §5.3.3
// scheme-based normalization (RFC 3986 §6.2.2, §6.2.3), mapped back to a
// URI with the host through UTS #46 ToASCII, as §3.1 allows: what an RFC
// consumer takes for the same resource. The URI itself when a step fails.
std::string normalized(std::string const& uri) {
    text_result const normal = normalize(uri, {.level = comparison_level::scheme});
    if (!normal) return uri;
    to_uri_options with_host_mapping;
    with_host_mapping.idna = idna_mode::uts46;
    text_result with_idna = to_uri(normal.value(), with_host_mapping);
    if (with_idna) return std::move(with_idna).value();
    text_result without_idna = to_uri(normal.value());
    return without_idna ? std::move(without_idna).value() : uri;
}

// The URL view: the base parsed first, so that its failure is told apart.
void view_as_url(comparison& out, std::string_view input, std::optional<std::string_view> base) {
    if (!base) {
        out.url_view = url::parse(input);
        return;
    }
    url::url const parsed_base = url::parse(*base);
    if (!parsed_base) {
        out.url_view = parsed_base;
        out.url_error_in_base = true;
        return;
    }
    out.url_view = url::parse(input, &parsed_base);
}

void compare_components(comparison& out) {
    component_texts const rfc = out.rfc_ok ? components_of(out.rfc_uri) : component_texts{};
    component_texts normal = out.rfc_ok ? components_of(normalized(out.rfc_uri)) : component_texts{};
    // "http://@h/": an empty userinfo acts as nobody, like none at all.
    auto& userinfo = normal[static_cast<std::size_t>(component::userinfo)];
    if (userinfo && userinfo->empty()) userinfo.reset();
    component_texts const url = components_of(out.url_view);
    for (std::size_t i = 0; i < component_count; ++i) {
        component_views& row = out.components[i];
        row.name = static_cast<component>(i);
        row.rfc = rfc[i];
        row.url = url[i];
        if (rfc[i] == url[i])
            row.compared = verdict::same;
        else if (out.rfc_ok && normal[i] == url[i])
            row.compared = verdict::equivalent;
        else
            row.compared = verdict::differs;
    }
}

// The input as the URL Standard's parser walks it (§4.4), cut into the
// places where the classes show: the scheme, the slashes after it, the
// authority's text and the path's. Only for naming classes: the views
// themselves come from the parsers.
struct input_shape {
    bool has_scheme = false;
    bool special = false;  // §4.1 special scheme (the base's when the input has none)
    std::size_t slashes = 0;  // "/" (and "\" when special) right after the scheme
    bool has_authority = false;
    std::string_view trimmed;  // without leading and trailing C0 controls and spaces
    std::string_view before_query;  // up to the first "?" or "#"
    std::string_view authority;
    std::string_view host;  // the authority after its last "@", before its port
    std::string_view path;
};

std::string lowercase(std::string_view text) {
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c); });
    return lower;
}

bool is_special_scheme(std::string_view scheme) {
    std::string const lower = lowercase(scheme);
    for (std::string_view special : {"ftp", "file", "http", "https", "ws", "wss"})
        if (lower == special) return true;
    return false;
}

bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// The scheme at the start of `text` (RFC 3986 §3.1), without ':'; empty if none.
std::string_view scheme_of(std::string_view text) {
    if (text.empty() || !is_alpha(text[0])) return {};
    std::size_t i = 1;
    while (i < text.size() && (is_alpha(text[i]) || (text[i] >= '0' && text[i] <= '9') || text[i] == '+' ||
                               text[i] == '-' || text[i] == '.'))
        ++i;
    return i < text.size() && text[i] == ':' ? text.substr(0, i) : std::string_view{};
}

input_shape shape_of(std::string_view input, std::optional<std::string_view> base) {
    input_shape shape;
    // §4.4 step: leading and trailing C0 controls and spaces are stripped.
    while (!input.empty() && static_cast<unsigned char>(input.front()) <= 0x20) input.remove_prefix(1);
    while (!input.empty() && static_cast<unsigned char>(input.back()) <= 0x20) input.remove_suffix(1);
    shape.trimmed = input;
    shape.before_query = input.substr(0, std::min(input.find('?'), input.find('#')));
    std::string_view rest = shape.before_query;
    std::string_view const scheme = scheme_of(rest);
    shape.has_scheme = !scheme.empty();
    if (shape.has_scheme) {
        shape.special = is_special_scheme(scheme);
        rest.remove_prefix(scheme.size() + 1);
    } else if (base) {
        shape.special = is_special_scheme(scheme_of(*base));
    }
    auto const is_slash = [&](char c) { return c == '/' || (shape.special && c == '\\'); };
    while (shape.slashes < rest.size() && is_slash(rest[shape.slashes])) ++shape.slashes;
    bool const file = lowercase(scheme) == "file";
    // A special scheme but file finds its authority after any slashes
    // (§4.4 special authority ignore slashes state); the others after two.
    shape.has_authority = shape.slashes >= 2 || (shape.has_scheme && shape.special && !file);
    if (!shape.has_authority) {
        shape.path = rest;
        return shape;
    }
    rest.remove_prefix(shape.slashes);
    std::size_t end = 0;
    while (end < rest.size() && !is_slash(rest[end])) ++end;
    shape.authority = rest.substr(0, end);
    shape.path = rest.substr(end);
    std::string_view host = shape.authority;
    std::size_t const at = host.rfind('@');
    if (at != std::string_view::npos) host.remove_prefix(at + 1);
    if (host.empty() || host[0] != '[') host = host.substr(0, host.find(':'));
    shape.host = host;
    return shape;
}

bool contains_ignoring_case(std::string_view text, std::string_view lowercase_needle) {
    return std::search(text.begin(), text.end(), lowercase_needle.begin(), lowercase_needle.end(), [](char a, char b) {
               return (a >= 'A' && a <= 'Z' ? a + 32 : a) == b;
           }) != text.end();
}

// What domain to ASCII maps in a host as written: uppercase letters and
// non-ASCII characters. The hex digits of a "%hh" triplet are not letters
// of the host (encoded_host tells of those).
bool has_uppercase_or_non_ascii(std::string_view host) {
    for (std::size_t i = 0; i < host.size(); ++i) {
        if (host[i] == '%') {
            i += 2;
            continue;
        }
        if ((host[i] >= 'A' && host[i] <= 'Z') || static_cast<unsigned char>(host[i]) >= 0x80) return true;
    }
    return false;
}

void name_classes(comparison& out, std::string_view input, std::optional<std::string_view> base) {
    input_shape const shape = shape_of(input, base);
    auto const parted = [&](component c) { return out.components[static_cast<std::size_t>(c)].compared != verdict::same; };
    bool const any_parted = std::any_of(out.components.begin(), out.components.end(),
                                        [](component_views const& c) { return c.compared != verdict::same; });
    bool const authority_parted =
        parted(component::userinfo) || parted(component::host) || parted(component::port) || parted(component::path);
    auto const name = [&](confusion c, bool shown) {
        if (shown) out.classes.push_back(c);
    };
    name(confusion::backslash, shape.before_query.find('\\') != std::string_view::npos && any_parted);
    name(confusion::scheme_slashes,
         shape.has_scheme && shape.special && shape.slashes != 2 && authority_parted);
    name(confusion::scheme_relative, !shape.has_scheme && base && shape.slashes >= 2 && any_parted);
    name(confusion::encoded_dot_segment, contains_ignoring_case(shape.path, "%2e") && parted(component::path));
    name(confusion::encoded_host, shape.host.find('%') != std::string_view::npos && parted(component::host));
    name(confusion::idna_mapping, has_uppercase_or_non_ascii(shape.host) && parted(component::host));
    name(confusion::ipv4_number_form,
         out.url_view && out.url_view.host_type() == url::host_kind::ipv4 && parted(component::host));
    name(confusion::several_at, std::count(shape.authority.begin(), shape.authority.end(), '@') >= 2 &&
                                    (parted(component::userinfo) || parted(component::host)));
    name(confusion::tab_or_newline, shape.trimmed.find_first_of("\t\r\n") != std::string_view::npos && any_parted);
}

}  // namespace

std::string_view to_string(component c) noexcept {
    switch (c) {
        case component::scheme: return "scheme";
        case component::userinfo: return "userinfo";
        case component::host: return "host";
        case component::port: return "port";
        case component::path: return "path";
        case component::query: return "query";
        case component::fragment: break;
    }
    return "fragment";
}

std::string_view to_string(verdict v) noexcept {
    switch (v) {
        case verdict::same: return "same";
        case verdict::equivalent: return "equivalent";
        case verdict::differs: break;
    }
    return "differs";
}

std::string_view to_string(confusion c) noexcept {
    switch (c) {
        case confusion::backslash: return "backslash";
        case confusion::scheme_slashes: return "scheme-slashes";
        case confusion::scheme_relative: return "scheme-relative";
        case confusion::encoded_dot_segment: return "encoded-dot-segment";
        case confusion::encoded_host: return "encoded-host";
        case confusion::idna_mapping: return "idna-mapping";
        case confusion::ipv4_number_form: return "ipv4-number-form";
        case confusion::several_at: return "several-at";
        case confusion::tab_or_newline: break;
    }
    return "tab-or-newline";
}

bool comparison::differs() const noexcept {
    return std::any_of(components.begin(), components.end(),
                       [](component_views const& c) { return c.compared == verdict::differs; });
}

bool comparison::security_relevant() const noexcept {
    return std::any_of(components.begin(), components.end(),
                       [](component_views const& c) { return c.security_relevant(); });
}

comparison compare(std::string_view input, std::optional<std::string_view> base) noexcept {
    try {
        comparison out;
        view_as_rfc(out, input, base);
        view_as_url(out, input, base);
        compare_components(out);
        name_classes(out, input, base);
        return out;
    } catch (std::bad_alloc const&) {
        comparison failed;
        failed.rfc_error.code = errc::out_of_memory;
        return failed;
    }
}

}  // namespace iri::views
