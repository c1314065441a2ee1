// Normalization step by step: RFC 3987 §5.3.2's steps one at a time on each
// component, in the order normalize.cpp applies them, so that each step's
// effect can be shown. normalize() itself stays a single pass per
// component; tests/semantics/normalize_explain.cpp checks that this walk
// ends where it ends.
#include <iri/normalize_explain.hpp>
#include <iri/parse.hpp>

#include "semantics/failure.hpp"
#include "semantics/percent_normalization.hpp"
#include "semantics/remove_dot_segments.hpp"
#include "semantics/span_text.hpp"
#include "unicode/nfc.hpp"

#include <algorithm>
#include <new>
#include <stdexcept>

namespace iri {
namespace {

using semantics::decodable;
using semantics::text_of;

constexpr std::string_view case_rule = "RFC 3987 §5.3.2.1 case normalization";
constexpr std::string_view percent_rule = "RFC 3987 §5.3.2.3 percent-encoding normalization";
constexpr std::string_view nfc_rule = "RFC 3987 §5.3.2.2 character normalization (NFC)";
constexpr std::string_view dots_rule = "RFC 3987 §5.3.2.4 path segment normalization (RFC 3986 §5.2.4)";
constexpr std::string_view decoded_dots_rule = "RFC 3987 §5.3.2.4 path segment normalization, again after decoding";
constexpr std::string_view guard_rule = "RFC 3986 §3.3: \"/.\" before a path that would read as an authority";
constexpr std::string_view scheme_rule = "RFC 3987 §5.3.3 scheme-based normalization";

struct unicode_failure {};

bool is_ascii(std::string_view s) noexcept {
    return std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

// ASCII letters to lowercase, outside "%hh" (whose hex digits stay upper).
std::string lowercase_outside_triplets(std::string_view text) {
    std::string out(text);
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (out[i] == '%') {
            i += 2;
            continue;
        }
        if (out[i] >= 'A' && out[i] <= 'Z') out[i] = static_cast<char>(out[i] + ('a' - 'A'));
    }
    return out;
}

std::string percent_normalized(std::string_view text, decodable allowed) {
    std::string out;
    semantics::append_percent_normalized(out, text, allowed);
    return out;
}

class walk {
public:
    walk(normalize_explanation& e, bool nfc) : e_(e), nfc_(nfc) {}

    // Records a step and returns its result, the next step's input.
    std::string const& step(std::string_view component, std::string_view rule, std::string before, std::string after) {
        normalize_step& s = e_.steps.emplace_back();
        s.component = component;
        s.rule = rule;
        s.before = std::move(before);
        s.after = std::move(after);
        return s.after;
    }

    // Percent-encoding normalization, then NFC when asked (normalize.cpp's
    // append_component, one step at a time).
    std::string encoded_then_nfc(std::string_view component, std::string_view text, decodable allowed) {
        std::string current = step(component, percent_rule, std::string(text), percent_normalized(text, allowed));
        if (!nfc_) return current;
        std::string composed;
        if (!unicode::append_nfc_keeping_delimiters(composed, current)) throw unicode_failure{};
        return step(component, nfc_rule, current, std::move(composed));
    }

    // The §5.2.4 rows bounded as dot_table_limits says: linear in the
    // path, where whole rows would be quadratic.
    std::string dots_removed(std::string_view rule, std::string const& path) {
        std::string buffer = path;
        std::vector<dot_segment_step> rows;
        semantics::dot_table_recorder recorder(rows, true);
        buffer.resize(semantics::remove_dot_segments_explained(buffer.data(), buffer.size(), recorder));
        std::string const& after = step("path", rule, path, std::move(buffer));
        normalize_step& s = e_.steps.back();
        s.dot_steps = std::move(rows);
        s.dot_steps_left_out = recorder.left_out();
        s.dot_steps_left_out_at = recorder.left_out_at();
        return after;
    }

    // A relative path keeps its dot segments (and encoded ones, with their
    // hex digits in uppercase); every other segment is normalized.
    std::string relative_path(std::string_view path) {
        std::string out;
        for (;;) {
            std::size_t const slash = path.find('/');
            std::string_view const segment = path.substr(0, slash);
            if (semantics::is_encoded_dot_segment(segment)) {
                for (char ch : segment) out += ch == 'e' ? 'E' : ch;
            } else {
                std::string normalized = percent_normalized(segment, decodable::ucschar);
                if (nfc_ && !unicode::append_nfc_keeping_delimiters(out, normalized)) throw unicode_failure{};
                if (!nfc_) out += normalized;
            }
            if (slash == std::string_view::npos) break;
            out += '/';
            path.remove_prefix(slash + 1);
        }
        return out;
    }

private:
    normalize_explanation& e_;
    bool nfc_;
};

void explain_syntax(reference_view const& ref, normalize_explanation& e, bool nfc) {
    components const& c = ref.parts();
    walk w(e, nfc);
    std::string& out = e.result;
    out.clear();
    if (c.scheme.present) {
        std::string_view const scheme = text_of(ref, c.scheme);
        out += w.step("scheme", case_rule, std::string(scheme), lowercase_outside_triplets(scheme));
        out += ':';
    }
    if (c.authority.present) {
        out += "//";
        if (c.userinfo.present) {
            out += w.encoded_then_nfc("userinfo", text_of(ref, c.userinfo), decodable::ucschar);
            out += '@';
        }
        std::string host(text_of(ref, c.host));
        if (c.host_type == host_kind::reg_name) host = w.encoded_then_nfc("host", host, decodable::ucschar);
        // "US-ASCII only host" to lowercase, judged after decoding.
        if (is_ascii(host)) host = w.step("host", case_rule, host, lowercase_outside_triplets(host));
        out += host;
        if (c.port.present) {
            out += ':';
            out += text_of(ref, c.port);
        }
    }
    std::string_view const written_path = text_of(ref, c.path);
    if (c.scheme.present || written_path.starts_with('/')) {
        std::string path = w.dots_removed(dots_rule, std::string(written_path));
        path = w.encoded_then_nfc("path", path, decodable::ucschar);
        path = w.dots_removed(decoded_dots_rule, path);
        if (semantics::needs_dot_guard(c.authority.present, path))
            path = w.step("path", guard_rule, path, std::string(semantics::dot_guard) + path);
        out += path;
    } else {
        out += w.step("path",
                      nfc ? "RFC 3987 §5.3.2.3 and §5.3.2.2 segment by segment (dot segments kept: relative)"
                          : "RFC 3987 §5.3.2.3 segment by segment (dot segments kept: a relative path)",
                      std::string(written_path), w.relative_path(written_path));
    }
    if (c.query.present) {
        out += '?';
        out += w.encoded_then_nfc("query", text_of(ref, c.query), decodable::ucschar_or_iprivate);
    }
    if (c.fragment.present) {
        out += '#';
        out += w.encoded_then_nfc("fragment", text_of(ref, c.fragment), decodable::ucschar);
    }
}

diagnostic out_of_memory() noexcept { return semantics::whole_input_error(errc::out_of_memory, "IRI-reference"); }

}  // namespace

normalize_explanation explain_normalize(std::string_view reference, normalize_options options) noexcept {
    normalize_explanation e;
    try {
        if (options.level == comparison_level::string) {
            e.result = reference;  // the string rung compares the text as it is
            return e;
        }
        parse_result const parsed = parse(reference);
        if (!parsed) {
            e.error = parsed.error();
            return e;
        }
        explain_syntax(parsed.value(), e, options.nfc);
        if (options.level == comparison_level::scheme) {
            // The scheme rung (§5.3.3) runs on the syntax rung's output, as
            // normalize() runs it: shown as one step of the whole reference.
            text_result const scheme = normalize(reference, options);
            if (!scheme) {
                e = normalize_explanation{};
                e.error = scheme.error();
                return e;
            }
            normalize_step& s = e.steps.emplace_back();
            s.component = "reference";
            s.rule = scheme_rule;
            s.before = e.result;
            s.after = scheme.value();
            e.result = scheme.value();
        }
    } catch (unicode_failure const&) {
        e = normalize_explanation{};
        e.error = out_of_memory();
    } catch (std::bad_alloc const&) {
        e = normalize_explanation{};
        e.error = out_of_memory();
    } catch (std::length_error const&) {
        e = normalize_explanation{};
        e.error = out_of_memory();
    }
    return e;
}

}  // namespace iri
