// Normalization, RFC 3987 §5.3.2 (syntax-based) and §5.3.3 (scheme-based):
// one pass per rung, each writing the whole reference anew from the spans
// of the previous form. The scheme rung parses the syntax rung's output, so
// each pass sees components, never raw text.
//
// Two guarantees, checked by tests/semantics/normalize.cpp over generated
// references: the output is a valid IRI reference with the same components
// present (no scheme or authority appears or disappears), and normalizing
// it again changes nothing.
//
// The pass is a template over a trace (normalize_trace.hpp), told each
// step of §5.3.2 on each component: `normalize --explain` runs this same
// code with a recorder, and normalize() with a trace that compiles away.
#include <iri/normalize.hpp>

#include <iri/parse.hpp>

#include "unicode/idna.hpp"
#include "unicode/nfc.hpp"
#include "semantics/failure.hpp"
#include "semantics/normalize_trace.hpp"
#include "semantics/percent_normalization.hpp"
#include "semantics/remove_dot_segments.hpp"
#include "semantics/scheme_normalization.hpp"
#include "semantics/scheme_registry.hpp"
#include "semantics/span_text.hpp"

#include <algorithm>
#include <new>
#include <stdexcept>

namespace iri {
namespace {

using semantics::decodable;
using semantics::no_normalize_trace;
using semantics::text_of;

// Thrown inside this file only, when ICU fails; turned into an errc below.
struct unicode_failure {};

// The rules a trace is told (`iri normalize --explain` prints them).
constexpr std::string_view case_rule = "RFC 3987 §5.3.2.1 case normalization";
constexpr std::string_view percent_rule = "RFC 3987 §5.3.2.3 percent-encoding normalization";
constexpr std::string_view nfc_rule = "RFC 3987 §5.3.2.2 character normalization (NFC)";
constexpr std::string_view dots_rule = "RFC 3987 §5.3.2.4 path segment normalization (RFC 3986 §5.2.4)";
constexpr std::string_view decoded_dots_rule = "RFC 3987 §5.3.2.4 path segment normalization, again after decoding";
constexpr std::string_view guard_rule = "RFC 3986 §3.3: \"/.\" before a path that would read as an authority";
constexpr std::string_view relative_path_rule =
    "RFC 3987 §5.3.2.3 segment by segment (dot segments kept: a relative path)";
constexpr std::string_view relative_path_nfc_rule =
    "RFC 3987 §5.3.2.3 and §5.3.2.2 segment by segment (dot segments kept: relative)";
constexpr std::string_view scheme_rule = "RFC 3987 §5.3.3 scheme-based normalization";

// out[from, end), for a trace: unchecked (from <= out.size()), so that a
// call to a trace that records nothing leaves no bounds check behind.
std::string_view tail_of(std::string const& out, std::size_t from) noexcept {
    return {out.data() + from, out.size() - from};
}

// A copy of what an in-place step is about to change, for a trace that
// records; nothing for one that does not.
template <class Trace>
std::string before_in_place(std::string_view text) {
    if constexpr (Trace::records)
        return std::string(text);
    else
        return {};
}

bool is_ascii(std::string_view s) noexcept {
    return std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

char ascii_lower(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + ('a' - 'A')) : c; }

// Lowercases the ASCII letters of out[from, end), except the hex digits of
// "%hh", which §5.3.2.1 wants in uppercase.
void lowercase_outside_triplets(std::string& out, std::size_t from) {
    for (std::size_t i = from; i < out.size(); ++i) {
        if (out[i] == '%') {
            i += 2;
            continue;
        }
        out[i] = ascii_lower(out[i]);
    }
}

// One component, percent-encoding normalized (§5.3.2.3) and, on request,
// in NFC (§5.3.2.2). NFC comes after decoding, so that characters written
// as "%hh" are normalized like the others; unicode/nfc.hpp says why it
// leaves delimiters alone and encodes what it makes, so that the result is
// valid where the component was (tests/semantics/normalize.cpp tries every
// character).
template <class Trace>
void append_component(std::string& out, std::string_view component, std::string_view text, decodable allowed,
                      bool nfc, Trace& trace) {
    std::size_t const start = out.size();
    if (!nfc) {
        semantics::append_percent_normalized(out, text, allowed);
        trace.step(component, percent_rule, text, tail_of(out, start));
        return;
    }
    std::string decoded;
    semantics::append_percent_normalized(decoded, text, allowed);
    trace.step(component, percent_rule, text, decoded);
    if (!unicode::append_nfc_keeping_delimiters(out, decoded)) throw unicode_failure{};
    trace.step(component, nfc_rule, decoded, tail_of(out, start));
}

// A relative path, segment by segment: encoded dot segments stay as they
// are (their hex digits in uppercase), every other segment is normalized.
void append_relative_path(std::string& out, std::string_view path, bool nfc) {
    for (;;) {
        std::size_t const slash = path.find('/');
        std::string_view const segment = path.substr(0, slash);
        if (semantics::is_encoded_dot_segment(segment)) {
            for (char ch : segment) out += ch == 'e' ? 'E' : ch;
        } else {
            no_normalize_trace quiet;  // the path is one step of the trace (normalize_syntax)
            append_component(out, "path", segment, decodable::ucschar, nfc, quiet);
        }
        if (slash == std::string_view::npos) return;
        out += '/';
        path.remove_prefix(slash + 1);
    }
}

// RFC 3987 §5.3.2: the syntax rung.
template <class Trace>
void normalize_syntax(reference_view const& ref, std::string& out, bool nfc, Trace& trace) {
    components const& c = ref.parts();
    out.clear();
    // §5.3.2.1: the scheme to lowercase.
    if (c.scheme.present) {
        std::string_view const scheme = text_of(ref, c.scheme);
        for (char ch : scheme) out += ascii_lower(ch);
        trace.step("scheme", case_rule, scheme, std::string_view(out.data(), scheme.size()));
        out += ':';
    }
    if (c.authority.present) {
        out += "//";
        if (c.userinfo.present) {
            append_component(out, "userinfo", text_of(ref, c.userinfo), decodable::ucschar, nfc, trace);
            out += '@';
        }
        std::size_t const host = out.size();
        if (c.host_type == host_kind::reg_name) {
            append_component(out, "host", text_of(ref, c.host), decodable::ucschar, nfc, trace);
        } else {
            out += text_of(ref, c.host);  // IP literals and IPv4: ASCII, no "%hh"
        }
        // §5.3.2.1: "US-ASCII only host" to lowercase, judged after
        // decoding; hosts with other characters are left to the scheme
        // rung (UTS #46).
        if (is_ascii(std::string_view(out).substr(host))) {
            std::string const before = before_in_place<Trace>(tail_of(out, host));
            lowercase_outside_triplets(out, host);
            trace.step("host", case_rule, before, tail_of(out, host));
        }
        if (c.port.present) {
            out += ':';
            out += text_of(ref, c.port);
        }
    }
    // §5.3.2.4 (RFC 3986 §6.2.2.3): remove_dot_segments, where resolution
    // would apply it: to the path of an IRI, and to an absolute path.
    std::string_view const written_path = text_of(ref, c.path);
    std::size_t const path = out.size();
    if (c.scheme.present || written_path.starts_with('/')) {
        // Once on the path as written, where "%2E" is an ordinary segment,
        // as resolution sees it (RFC 3986 §5.2.4 never decodes); then again
        // after decoding, for the dot segments decoding makes. Removing them
        // only after decoding would let "/x/%2E/../y", which resolution
        // reads as "/x/y", normalize to "/y".
        std::string resolved_path(written_path);
        resolved_path.resize(trace.remove_dot_segments(dots_rule, resolved_path.data(), resolved_path.size()));
        append_component(out, "path", resolved_path, decodable::ucschar, nfc, trace);
        out.resize(path + trace.remove_dot_segments(decoded_dots_rule, out.data() + path, out.size() - path));
        // Without an authority, a path "//x" would read back as one
        // (RFC 3986 §3.3): keep "/." in front, as resolution does.
        if (semantics::needs_dot_guard(c.authority.present, std::string_view(out).substr(path))) {
            std::string const before = before_in_place<Trace>(tail_of(out, path));
            out.insert(path, semantics::dot_guard);
            trace.step("path", guard_rule, before, tail_of(out, path));
        }
    } else {
        // A relative path keeps its dot segments: "../a" is not "a". It
        // keeps encoded ones encoded too: resolution reads "%2E" as an
        // ordinary segment and "." as a dot segment, so "x/%2E/.." and
        // "x/./.." are different references.
        append_relative_path(out, written_path, nfc);
        trace.step("path", nfc ? relative_path_nfc_rule : relative_path_rule, written_path, tail_of(out, path));
    }
    if (c.query.present) {
        out += '?';
        append_component(out, "query", text_of(ref, c.query), decodable::ucschar_or_iprivate, nfc, trace);
    }
    if (c.fragment.present) {
        out += '#';
        append_component(out, "fragment", text_of(ref, c.fragment), decodable::ucschar, nfc, trace);
    }
}

// "0080" -> "80", "000" -> "0": a port is a decimal number (RFC 3986
// §3.2.3), and leading zeros do not change it.
std::string_view without_leading_zeros(std::string_view port) noexcept {
    while (port.size() > 1 && port.front() == '0') port.remove_prefix(1);
    return port;
}

// Whether UTS #46 output can stand as the host: an ireg-name without
// triplets. Without the STD3 rules UTS #46 lets ASCII through that an IRI
// host cannot hold ("`", "/", ...), and it maps U+FF05 FULLWIDTH PERCENT
// SIGN to "%": "％41" would come out as the triplet "%41", which the next
// normalization decodes to "a", and normalization is idempotent.
bool is_ireg_name_without_triplets(std::string_view host) noexcept {
    if (host.find('%') != std::string_view::npos) return false;
    std::string const probe = "//" + std::string(host);
    parse_result const parsed = parse(probe, entry::irelative_ref);
    return parsed.ok() && parsed->host_type() == host_kind::reg_name && parsed->host() == host && !parsed->port() &&
           !parsed->userinfo() && parsed->path().empty();
}

// RFC 3987 §5.3.3: the scheme rung, on the syntax rung's output.
void normalize_scheme(reference_view const& ref, std::string& out) {
    components const& c = ref.parts();
    semantics::scheme_rules const* const rules =
        c.scheme.present ? semantics::find_scheme(text_of(ref, c.scheme)) : nullptr;
    out.clear();
    if (c.scheme.present) {
        out += text_of(ref, c.scheme);
        out += ':';
    }
    if (c.authority.present) {
        out += "//";
        if (c.userinfo.present) {
            out += text_of(ref, c.userinfo);
            out += '@';
        }
        std::string_view const host = text_of(ref, c.host);
        std::string mapped;
        // A host that still holds "%hh" after the syntax rung encodes
        // something that is not a character of a DNS name; leave it.
        bool const dns_name = rules && rules->dns_host && c.host_type == host_kind::reg_name && !host.empty() &&
                              host.find('%') == std::string_view::npos;
        // ASCII names without "xn--" labels map to themselves, in lowercase,
        // which the syntax rung has done: only the others go through UTS #46.
        bool const needs_mapping =
            dns_name && (!is_ascii(host) || host.starts_with("xn--") || host.find(".xn--") != std::string_view::npos);
        if (needs_mapping && unicode::uts46_to_unicode(host, mapped) && !mapped.empty() &&
            is_ireg_name_without_triplets(mapped))
            out += mapped;
        else
            out += host;
        // RFC 3986 §3.2.3: "URI producers and normalizers should omit the
        // port component and its ":" delimiter if port is empty or if its
        // value would be the same as that of the scheme's default."
        if (c.port.present) {
            std::string_view const port = without_leading_zeros(text_of(ref, c.port));
            if (!port.empty() && !(rules && port == rules->default_port)) {
                out += ':';
                out += port;
            }
        }
    }
    std::string_view const path = text_of(ref, c.path);
    // RFC 3986 §6.2.3: for schemes that define an empty path with an
    // authority to mean "/", write "/".
    if (path.empty() && c.authority.present && rules && rules->empty_path_is_root)
        out += '/';
    else
        out += path;
    if (c.query.present) {
        out += '?';
        out += text_of(ref, c.query);
    }
    if (c.fragment.present) {
        out += '#';
        out += text_of(ref, c.fragment);
    }
}

template <class Trace>
void normalize_to(reference_view const& ref, std::string& out, normalize_options options, Trace& trace) {
    switch (options.level) {
        case comparison_level::string: out.assign(ref.text()); return;
        case comparison_level::syntax: normalize_syntax(ref, out, options.nfc, trace); return;
        case comparison_level::scheme: {
            std::string syntax;
            normalize_syntax(ref, syntax, options.nfc, trace);
            // The syntax rung writes valid references (its tests say so);
            // should one ever not parse, its own output is the answer.
            parse_result const reparsed = parse(syntax);
            if (!reparsed) {
                trace.step("reference", scheme_rule, syntax, syntax);
                out = std::move(syntax);
                return;
            }
            normalize_scheme(reparsed.value(), out);
            // Then the rules of the scheme's own RFC, on its own components
            // (semantics/scheme_normalization.cpp).
            semantics::apply_scheme_rules(out);
            trace.step("reference", scheme_rule, syntax, out);
            return;
        }
    }
}

template <class Trace>
errc normalize_pass(reference_view const& reference, std::string& out, normalize_options options, diagnostic* error,
                    Trace& trace) noexcept {
    auto const no_memory = [&] {
        return semantics::fail(semantics::whole_input_error(errc::out_of_memory, "IRI-reference"), out, error);
    };
    try {
        normalize_to(reference, out, options, trace);
    } catch (unicode_failure const&) {
        return no_memory();  // ICU fails only when it cannot allocate
    } catch (std::bad_alloc const&) {
        return no_memory();
    } catch (std::length_error const&) {
        return no_memory();
    }
    return errc::ok;
}

}  // namespace

namespace semantics {

errc normalize_into_traced(reference_view const& reference, std::string& out, normalize_options options,
                           diagnostic* error, normalize_trace& trace) noexcept {
    return normalize_pass(reference, out, options, error, trace);
}

}  // namespace semantics

std::string_view to_string(comparison_level level) noexcept {
    switch (level) {
        case comparison_level::string: return "string";
        case comparison_level::syntax: return "syntax";
        case comparison_level::scheme: return "scheme";
    }
    return "unknown";
}

errc normalize_into(reference_view const& reference, std::string& out, normalize_options options,
                    diagnostic* error) noexcept {
    semantics::no_normalize_trace trace;
    return normalize_pass(reference, out, options, error, trace);
}

text_result normalize(std::string_view reference, normalize_options options) noexcept {
    try {
        if (options.level == comparison_level::string) return std::string(reference);
        parse_result const parsed = parse(reference);
        if (!parsed) return parsed.error();
        std::string out;
        diagnostic error;
        if (normalize_into(parsed.value(), out, options, &error) != errc::ok) return error;
        return out;
    } catch (std::bad_alloc const&) {
        return semantics::whole_input_error(errc::out_of_memory, "IRI-reference");
    }
}

}  // namespace iri
