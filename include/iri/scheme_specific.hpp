// Scheme-specific syntax: what a scheme's own RFC asks of an IRI beyond the
// generic grammar (RFC 3987 §5.3.3, RFC 3986 §3.1: "each scheme ... may
// further restrict the syntax").
//
// The generic grammar accepts "urn:x:" and "urn:a:b?c"; RFC 8141 does not.
// parse_scheme_specific() runs the grammar of the reference's scheme
// (grammar/schemes/, one folder per scheme, each transcribed from its RFC's
// ABNF) and returns the scheme's own components or a diagnostic:
//
//   auto r = iri::parse("urn:example:a123,z456?+abc#f");
//   auto s = iri::parse_scheme_specific(r.value());
//   // s.status() == iri::scheme_status::valid
//   // s.component("NID") == "example", s.component("NSS") == "a123,z456",
//   // s.component("r-component") == "abc", s.component("f-component") == "f"
//
// The schemes with a grammar here are those of grammar/schemes/list.hpp,
// each in its folder with its RFC's ABNF: when this was written, urn (RFC
// 8141), data (RFC 2397), file (RFC 8089), tel (RFC 3966), mailto (RFC
// 6068), geo (RFC 5870), tag (RFC 4151), http and https (RFC 9110), ws and
// wss (RFC 6455), about (RFC 6694). Any other scheme, and a
// relative reference, is `unknown`, which is not an error. Nothing here is
// run by parse() or is_valid(): callers who do not ask pay nothing.
#pragma once

#include <iri/ast.hpp>
#include <iri/error.hpp>

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

enum class scheme_status {
    unknown,  // no grammar for this scheme (or no scheme): not an error
    valid,  // the scheme's grammar matches the whole reference
    invalid,  // it does not: error() says where and why
};

// One component: the production it matched (the RFC's name: "NID", "NSS",
// "r-component", ...) and where it lies in the reference's text. A
// production that repeats (one per parameter, per address) is listed once
// per match. Components are in the order of the text; one inside another
// (data's "type" inside its "mediatype") comes after it.
struct scheme_component {
    std::string_view name;
    span where;
};

class scheme_result;
scheme_result parse_scheme_specific(reference_view const& ref) noexcept;

// The outcome of parse_scheme_specific(). Holds views into the reference's
// text and static strings only: copy it freely, but not past the text.
class scheme_result {
public:
    // At most this many components are listed: the first ones in the
    // order of the text (the result never allocates). A reference with
    // more is no less valid: the rest are counted in omitted(), and the
    // status is the grammar's alone.
    static constexpr std::size_t max_components = 32;

    scheme_result() = default;
    explicit scheme_result(std::string_view text) noexcept : text_(text) {}

    std::string_view text() const noexcept { return text_; }
    // The scheme as written ("URN"), empty for a relative reference.
    std::string_view scheme() const noexcept { return scheme_; }
    scheme_status status() const noexcept { return status_; }
    bool known() const noexcept { return status_ != scheme_status::unknown; }
    // Not invalid: valid, or unknown.
    bool ok() const noexcept { return status_ != scheme_status::invalid; }
    explicit operator bool() const noexcept { return ok(); }
    // The grammar used, with its source: "RFC 8141 §2"; empty when unknown.
    std::string_view grammar() const noexcept { return grammar_; }

    std::span<scheme_component const> components() const noexcept { return {components_.data(), count_}; }
    // How many components the grammar matched beyond those listed (all of
    // them after the listed ones in the order of the text); 0 when every
    // component is listed. "mailto:" with 100 addresses is valid, lists
    // its first 32 components and omits the other 269.
    std::size_t omitted() const noexcept { return omitted_; }
    // The text of the first component named `name`, if any.
    std::optional<std::string_view> component(std::string_view name) const noexcept {
        for (std::size_t i = 0; i < count_; ++i)
            if (components_[i].name == name)
                return text_.substr(components_[i].where.offset, components_[i].where.length);
        return std::nullopt;
    }
    // Meaningful only when status() is invalid: byte and code point offset,
    // the scheme's production, a message citing its RFC.
    diagnostic const& error() const noexcept { return error_; }
    // Invalid, though the reference matches the scheme's ABNF: it breaks a
    // rule its RFC states in prose (data's base64, RFC 2045 §6.8; tel's
    // parameter order, RFC 3966 §3; mailto's addresses once decoded, RFC
    // 6068 §2; an http(s) URI's empty host, RFC 9110 §4.2.1; a port above
    // 65535 in http(s) and ws(s); a ws(s) reference's fragment, RFC 6455 §3).
    bool beyond_abnf() const noexcept { return status_ == scheme_status::invalid && beyond_abnf_; }

    // For scheme validators (register_scheme_validator): record a
    // component (`name` must outlive the result: a literal), in its place
    // in the order of the text; false when the span is not inside the text
    // or the component is not listed. A full result keeps the first
    // max_components in the order of the text: a component after all of
    // them is counted in omitted() and not listed (false); one before the
    // last of them takes its place, and the last is counted instead.
    bool add(std::string_view name, std::size_t offset, std::size_t length) noexcept {
        if (offset > text_.size() || length > text_.size() - offset) return false;
        if (count_ == max_components) {
            ++omitted_;
            if (!listed_before(offset, length, components_[count_ - 1].where)) return false;
            --count_;  // the last listed gives way
        }
        std::size_t at = count_;
        // After every component that starts before it, or at the same
        // place and is at least as long (the outer one of two).
        while (at > 0 && listed_before(offset, length, components_[at - 1].where)) {
            components_[at] = components_[at - 1];
            --at;
        }
        components_[at] = {name, {offset, length, true}};
        ++count_;
        return true;
    }
    // Drops the components for which `stale(component)` is true.
    template <typename Predicate>
    void remove_if(Predicate stale) noexcept {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < count_; ++i)
            if (!stale(components_[i])) components_[kept++] = components_[i];
        count_ = kept;
    }
    // Keeps only the first n components (a validator undoing an attempt).
    // The omitted ones come after every listed one: dropping a listed
    // component drops them too.
    void truncate(std::size_t n) noexcept {
        if (n < count_) {
            count_ = n;
            omitted_ = 0;
        }
    }
    // Sets omitted(): for a validator that takes back components it had
    // counted (parse_scheme_specific's, when its grammar backtracks).
    void set_omitted(std::size_t n) noexcept { omitted_ = n; }
    // Marks the result invalid with `d` (offsets into text()).
    void fail(diagnostic const& d) noexcept {
        status_ = scheme_status::invalid;
        error_ = d;
    }
    // Set by parse_scheme_specific before a validator runs.
    void begin(std::string_view scheme, std::string_view grammar) noexcept {
        scheme_ = scheme;
        grammar_ = grammar;
        status_ = scheme_status::valid;
        count_ = 0;
        omitted_ = 0;
        error_ = {};
        beyond_abnf_ = false;
    }

private:
    friend scheme_result parse_scheme_specific(reference_view const& ref) noexcept;

    // The order of the list: by where a component starts, and of two that
    // start at the same place the outer (longer) one first.
    static bool listed_before(std::size_t offset, std::size_t length, span const& other) noexcept {
        return other.offset > offset || (other.offset == offset && other.length < length);
    }

    std::string_view text_;
    std::string_view scheme_;
    std::string_view grammar_;
    scheme_status status_ = scheme_status::unknown;
    std::array<scheme_component, max_components> components_{};
    std::size_t count_ = 0;
    std::size_t omitted_ = 0;
    diagnostic error_;
    bool beyond_abnf_ = false;
};

// Runs the grammar of `ref`'s scheme over all of `ref.text()`. noexcept,
// allocates nothing (but for a mailto address part over 320 bytes, which
// is decoded into a buffer of its length; errc::out_of_memory if there is
// none). `ref` is a reference parse() accepted: a scheme
// grammar is checked on top of the generic one, never instead of it.
scheme_result parse_scheme_specific(reference_view const& ref) noexcept;

// "valid", "invalid", "unknown".
std::string_view to_string(scheme_status s) noexcept;

// An embedder's own scheme: a function that checks `out.text()` (the whole
// reference, parsed as `ref`) and records components with out.add(), or
// calls out.fail() with a diagnostic. out.begin() has already run.
using scheme_validator = void (*)(reference_view const& ref, scheme_result& out) noexcept;

// Registers `validate` for `scheme` (ASCII, compared case-insensitively,
// at most 31 bytes). A registration for a scheme with a grammar here
// replaces that grammar; registering the same scheme again replaces the
// earlier registration. At most 32 registrations in a process; false when
// the table is full, the name too long or empty, or `validate` is null.
//
// Thread safety: registrations are serialised by a lock; parse_scheme_specific
// reads the table without one and sees every registration that completed
// before it started. Entries are never modified once published, so a
// registration may run while other threads parse. `grammar` is shown as
// the result's grammar() and must outlive the process (a literal).
//
//   void check_isbn(iri::reference_view const& ref, iri::scheme_result& out) noexcept {
//       std::string_view const text = out.text();
//       std::size_t const colon = text.find(':');
//       for (std::size_t i = colon + 1; i < text.size(); ++i)
//           if ((text[i] < '0' || text[i] > '9') && text[i] != '-') {
//               iri::diagnostic d;
//               d.code = iri::errc::unexpected_character;
//               d.byte_offset = d.offset = i;  // ASCII so far
//               d.production = "isbn";
//               d.detail = "an ISBN is digits and hyphens";
//               return out.fail(d);
//           }
//       out.add("isbn", colon + 1, text.size() - colon - 1);
//   }
//   iri::register_scheme_validator("isbn", check_isbn, "ISBN (example)");
bool register_scheme_validator(std::string_view scheme, scheme_validator validate,
                               std::string_view grammar = "registered") noexcept;

}  // namespace iri

#pragma GCC visibility pop
