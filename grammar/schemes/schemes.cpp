// parse_scheme_specific() and the registry of embedders' validators
// (<iri/scheme_specific.hpp>).
//
// A scheme's grammar runs once, traced (grammar/diagnosis/trace.hpp): the
// tracer finds where a failing input went wrong, and a listener reads the
// components off the productions the scheme names as components, so the
// rules themselves record nothing and the RFC 3987 grammar's recorder is
// not involved. The tracer lives on the stack: nothing is allocated.
#include <iri/scheme_specific.hpp>

#include "grammar/diagnosis/diagnose.hpp"
#include "grammar/diagnosis/trace.hpp"
#include "grammar/schemes/data/rules.hpp"
#include "grammar/schemes/productions.hpp"
#include "grammar/schemes/urn/rules.hpp"

#include <algorithm>
#include <atomic>
#include <mutex>

namespace iri {
namespace {

// The components a listener keeps: the matches of the named productions
// that the successful parse still stands on.
class component_listener final : public grammar::trace_listener {
public:
    component_listener(char const* input, std::span<std::string_view const> names,
                       std::span<grammar::production const> own, scheme_result& out) noexcept
        : input_(input), names_(names), own_(own), out_(out) {}

    void entered(std::string_view rule, char const* at) noexcept override {
        // Parsing goes on from `at`: a component recorded past it belonged
        // to an attempt that was backtracked without its rule failing
        // (an optional sequence whose tail failed).
        drop_from(static_cast<std::size_t>(at - input_), true);
        if (depth_ < max_depth) open_[depth_] = {rule, at, serial_};
        ++depth_;
        // Entering a rule at a point proves everything before it matched.
        if (is_own(rule)) reach(at - input_, rule);
    }

    void left(bool matched, char const* end) noexcept override {
        --depth_;
        if (depth_ >= max_depth) return;
        frame const self = open_[depth_];
        auto const start = static_cast<std::size_t>(self.start - input_);
        bool const own = is_own(self.rule);
        if (!matched) {
            drop_from(start, false);  // what the failed rule recorded inside it
            // The first of the scheme's rules to fail after the furthest
            // point was reached inside it is the deepest that could not
            // go on from there ("NID" in "urn:x:").
            if (own && failed_.empty() && serial_ > self.serial) failed_ = self.rule;
            return;
        }
        if (own) reach(end - input_, self.rule);
        if (std::find(names_.begin(), names_.end(), self.rule) == names_.end()) return;
        if (!out_.add(self.rule, start, static_cast<std::size_t>(end - self.start))) overflow_ = true;
    }

    bool overflowed() const noexcept { return overflow_; }

    // The production to blame for stopping at the furthest point the
    // scheme's own rules reached (not the RFC 3986 rules they use: pchar,
    // ALPHA): the deepest that failed after getting there, else the
    // innermost that got there. Empty if none did.
    std::string_view culprit_at(std::size_t offset) const noexcept {
        if (reached_ != static_cast<long>(offset)) return {};
        return failed_.empty() ? reached_by_ : failed_;
    }
    bool is_own(std::string_view rule) const noexcept {
        return std::any_of(own_.begin(), own_.end(), [&](grammar::production const& p) { return p.name == rule; });
    }

private:
    void reach(long offset, std::string_view rule) noexcept {
        if (offset <= reached_) return;
        reached_ = offset;
        reached_by_ = rule;
        failed_ = {};
        ++serial_;
    }

    // Drops components that end after `offset` (past: true), or that
    // start at or after it.
    void drop_from(std::size_t offset, bool past) noexcept {
        out_.remove_if([&](scheme_component const& c) {
            return past ? c.where.offset + c.where.length > offset : c.where.offset >= offset;
        });
    }

    struct frame {
        std::string_view rule;
        char const* start = nullptr;
        unsigned serial = 0;  // how many times the furthest point had moved when it was entered
    };
    static constexpr int max_depth = 48;

    char const* input_;
    std::span<std::string_view const> names_;
    std::span<grammar::production const> own_;
    scheme_result& out_;
    long reached_ = -1;
    std::string_view reached_by_;
    std::string_view failed_;
    unsigned serial_ = 0;
    int depth_ = 0;
    frame open_[max_depth];
    bool overflow_ = false;
};

// What each production's failure means, for the diagnostic's detail.
struct scheme_grammar {
    std::string_view name;  // lower case
    std::string_view source;  // "RFC 8141 §2"
    std::string_view general_hint;
    std::span<std::string_view const> components;
    std::span<grammar::production const> (*productions)() noexcept;
    long (*run)(std::string_view text, grammar::tracer& t) noexcept;
    std::string_view (*hint)(std::string_view production) noexcept;
    // False when the scheme's grammar ends before the fragment (RFC 3986
    // §3.5), which it then does not see.
    bool includes_fragment = true;
    // What the scheme asks beyond its ABNF, run on a valid parse of `text`.
    void (*after)(std::string_view text, scheme_result& out) noexcept = nullptr;
};

template <auto const& Rule>
long run_traced(std::string_view text, grammar::tracer& t) noexcept {
    grammar::recorder sink{text.data(), nullptr};
    grammar::parse_context const parse_ctx = grammar::x3::make_context<grammar::recorder_tag>(sink);
    grammar::trace_context const context = grammar::x3::make_context<grammar::tracer_tag>(t, parse_ctx);
    grammar::iterator_type first = text.data();
    if (!Rule.parse(first, text.data() + text.size(), context, grammar::x3::unused, grammar::x3::unused)) return -1;
    return first - text.data();
}

// ---- urn (RFC 8141) ----

constexpr std::string_view urn_components[] = {"NID", "NSS", "r-component", "q-component", "f-component"};

std::string_view urn_hint(std::string_view production) noexcept {
    if (production == "assigned-name")
        return "a URN begins \"urn:\" NID \":\" NSS, the NID 2 to 32 letters, digits and hyphens "
               "(RFC 8141 §2, §2.1)";
    if (production == "NID" || production == "ldh" || production == "alphanum")
        return "a URN namespace identifier is 2 to 32 letters, digits and hyphens, beginning and ending with a "
               "letter or digit, followed by \":\" (RFC 8141 §2.1)";
    if (production == "r-component")
        return "an r-component follows \"?+\" and is pchar, \"/\" and \"?\", beginning with a pchar (RFC 8141 §2.3.1)";
    if (production == "q-component")
        return "a q-component follows \"?=\" and is pchar, \"/\" and \"?\", beginning with a pchar (RFC 8141 §2.3.2)";
    return {};
}

constexpr scheme_grammar urn_grammar{
    "urn",
    "RFC 8141 §2",
    "a URN is \"urn:\" NID \":\" NSS, then optionally \"?+\" r-component, \"?=\" q-component, \"#\" "
    "f-component; any other \"?\", and any non-ASCII character, must be percent-encoded (RFC 8141 §2)",
    urn_components,
    &grammar::schemes::urn_productions,
    &run_traced<grammar::schemes::urn::namestring>,
    &urn_hint,
};

// ---- data (RFC 2397) ----

constexpr std::string_view data_components[] = {"mediatype", "type",  "subtype", "parameter",
                                                "attribute", "value", "data"};

std::string_view data_hint(std::string_view production) noexcept {
    if (production == "type" || production == "subtype" || production == "attribute" || production == "value" ||
        production == "token" || production == "parameter" || production == "mediatype")
        return "a media type is type \"/\" subtype, then \";\" attribute \"=\" value parameters, each a token of "
               "letters, digits, \"!$&'*+-._~\" and %HH escapes (RFC 2397 §3, RFC 2045 §5.1)";
    if (production == "data" || production == "urlchar")
        return "the data after \",\" is URI characters and %HH escapes (RFC 2397 §3)";
    return {};
}

int base64_value(unsigned char c) noexcept {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

int hex_value(char c) noexcept {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

void data_fail(std::string_view text, std::size_t at, std::string_view detail, scheme_result& out) noexcept {
    diagnostic d = grammar::describe_position(text, at, "data");
    d.code = at == text.size() ? errc::unexpected_end_of_input : errc::unexpected_character;
    d.detail = detail;
    out.truncate(0);
    out.fail(d);
}

// ";base64": the data, once its %HH escapes are decoded (RFC 2397 §3: the
// data is "URL escaped" octets), is base64 (RFC 2045 §6.8): characters of
// the alphabet in groups of four, the last group padded with "=". RFC
// 2045 §6.8 lets a decoder skip characters outside the alphabet (line
// breaks in mail); a URL has none to skip, so they are errors here.
void check_base64(std::string_view text, scheme_result& out) noexcept {
    std::size_t const data_start = [&] {
        for (scheme_component const& c : out.components())
            if (c.name == "data") return c.where.offset;
        return text.size();
    }();
    // ";base64" is the 7 characters before the "," that precedes the data.
    if (data_start < 8) return;
    std::string_view const flag = text.substr(data_start - 8, 7);
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    char const want[] = ";base64";
    for (std::size_t i = 0; i < 7; ++i)
        if (lower(flag[i]) != want[i]) return;
    std::size_t const end = [&] {
        for (scheme_component const& c : out.components())
            if (c.name == "data") return c.where.offset + c.where.length;
        return text.size();
    }();
    std::size_t count = 0, padding = 0;
    for (std::size_t i = data_start; i < end;) {
        std::size_t const at = i;
        unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == '%') {  // the grammar has checked the two hex digits
            c = static_cast<unsigned char>(hex_value(text[i + 1]) * 16 + hex_value(text[i + 2]));
            i += 3;
        } else {
            ++i;
        }
        if (c == '=') {
            if (count % 4 < 2 || padding == 2) {
                return data_fail(text, at,
                                 "base64 padding \"=\" only ends a group of four with two or three characters "
                                 "(RFC 2045 §6.8)",
                                 out);
            }
            ++padding;
            ++count;
            continue;
        }
        if (base64_value(c) < 0)
            return data_fail(text, at,
                             "after \";base64\" the data, its %HH escapes decoded, is base64: A-Z, a-z, 0-9, \"+\", "
                             "\"/\" and \"=\" padding (RFC 2397 §3, RFC 2045 §6.8)",
                             out);
        if (padding != 0) return data_fail(text, at, "base64 padding \"=\" comes only at the end (RFC 2045 §6.8)", out);
        ++count;
    }
    if (count % 4 != 0)
        data_fail(text, end,
                  "base64 data comes in groups of four characters, the last padded with \"=\" (RFC 2045 §6.8)", out);
}

constexpr scheme_grammar data_grammar{
    "data",
    "RFC 2397 §3",
    "a data URL is \"data:\" [ mediatype ] [ \";base64\" ] \",\" data (RFC 2397 §3)",
    data_components,
    &grammar::schemes::data_productions,
    &run_traced<grammar::schemes::data::dataurl>,
    &data_hint,
    false,
    &check_base64,
};

constexpr scheme_grammar const* builtin_grammars[] = {&urn_grammar, &data_grammar};

bool equals_ignoring_case(std::string_view a, std::string_view b) noexcept {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
        if (lower(a[i]) != lower(b[i])) return false;
    }
    return true;
}

void run_grammar(scheme_grammar const& g, std::string_view text, scheme_result& out) noexcept {
    component_listener listener(text.data(), g.components, g.productions(), out);
    grammar::tracer trace(text.data(), &listener);
    long const matched = g.run(text, trace);
    if (matched == static_cast<long>(text.size()) && !listener.overflowed()) {
        if (g.after != nullptr) g.after(text, out);
        return;
    }
    // The production to name: the scheme's own, not a shared character
    // rule (pchar, ALPHA): "NSS", not "ALPHA", for "urn:ab:c?d".
    std::string_view production = listener.culprit_at(trace.furthest());
    if (production.empty()) production = trace.culprit();
    if (production.empty()) production = g.productions().front().name;
    diagnostic d = listener.overflowed() && matched == static_cast<long>(text.size())
                       ? grammar::describe_position(text, text.size(), production)
                       : grammar::describe_position(text, trace.furthest(), production);
    // The generic hints speak of RFC 3986/3987 paths; a scheme's own say
    // what its RFC asks. An invalid percent-encoding or UTF-8 keeps its own.
    if (d.code == errc::unexpected_character || d.code == errc::unexpected_end_of_input ||
        d.code == errc::disallowed_character || d.code == errc::private_use_outside_iquery) {
        std::string_view const specific = g.hint(production);
        d.detail = specific.empty() ? g.general_hint : specific;
    }
    if (listener.overflowed()) d.detail = "more components than a scheme_result holds (scheme_result::max_components)";
    out.truncate(0);
    out.fail(d);
}

// ---- the registry ----

struct registration {
    char name[32] = {};
    std::size_t length = 0;
    scheme_validator validate = nullptr;
    std::string_view grammar;
};

constexpr std::size_t max_registrations = 32;
registration registry[max_registrations];
std::atomic<std::size_t> published{0};
std::mutex registering;

registration const* find_registration(std::string_view scheme) noexcept {
    // Newest first, so that a later registration replaces an earlier one.
    for (std::size_t i = published.load(std::memory_order_acquire); i > 0; --i) {
        registration const& r = registry[i - 1];
        if (equals_ignoring_case(std::string_view(r.name, r.length), scheme)) return &r;
    }
    return nullptr;
}

}  // namespace

std::string_view to_string(scheme_status s) noexcept {
    switch (s) {
        case scheme_status::unknown: return "unknown";
        case scheme_status::valid: return "valid";
        case scheme_status::invalid: return "invalid";
    }
    return "unknown";
}

scheme_result parse_scheme_specific(reference_view const& ref) noexcept {
    scheme_result out(ref.text());
    auto const scheme = ref.scheme();
    if (!scheme) return out;
    if (registration const* r = find_registration(*scheme)) {
        out.begin(*scheme, r->grammar);
        r->validate(ref, out);
        return out;
    }
    for (scheme_grammar const* g : builtin_grammars) {
        if (!equals_ignoring_case(g->name, *scheme)) continue;
        out.begin(*scheme, g->source);
        std::string_view text = ref.text();
        // A grammar without the fragment sees the text before its "#".
        if (!g->includes_fragment && ref.parts().fragment.present)
            text = text.substr(0, ref.parts().fragment.offset - 1);
        run_grammar(*g, text, out);
        return out;
    }
    out.scheme_ = *scheme;  // unknown: the scheme is reported, and is no error
    return out;
}

bool register_scheme_validator(std::string_view scheme, scheme_validator validate, std::string_view grammar) noexcept {
    if (validate == nullptr || scheme.empty() || scheme.size() >= sizeof(registration::name)) return false;
    std::lock_guard<std::mutex> const lock(registering);
    std::size_t const n = published.load(std::memory_order_relaxed);
    if (n == max_registrations) return false;
    registration& r = registry[n];
    std::copy(scheme.begin(), scheme.end(), r.name);
    r.length = scheme.size();
    r.validate = validate;
    r.grammar = grammar;
    published.store(n + 1, std::memory_order_release);
    return true;
}

}  // namespace iri
