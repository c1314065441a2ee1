// The parse tree of an IRI reference, flattened: one span per component.
//
// RFC 3987 §2.2 splits an IRI reference into scheme, iauthority (iuserinfo,
// ihost, port), ipath, iquery and ifragment. A parse records where each one
// lies in the input; nothing is copied. "Absent" and "present but empty" are
// different (RFC 3986 §5.3 recomposes them differently: "http://a?" keeps
// its "?"), so every optional component carries its own presence flag.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

// The public API: visible from a shared libiri, whose other symbols are hidden.
#pragma GCC visibility push(default)

namespace iri {

class parse_result;

// Which alternative of ihost matched (RFC 3987 §2.2, RFC 3986 §3.2.2).
enum class host_kind : std::uint8_t {
    none,  // no authority
    ipv6,  // IP-literal holding an IPv6address: "[::1]"
    ipvfuture,  // IP-literal holding an IPvFuture: "[v7.x]"
    ipv4,  // IPv4address: "192.0.2.1"
    reg_name,  // ireg-name (or reg-name), possibly empty
};

// Which path production matched (RFC 3987 §2.2). It tells how the path may
// be recomposed: an ipath-noscheme must not gain a colon in its first
// segment, an ipath-abempty only follows an authority.
enum class path_kind : std::uint8_t {
    abempty,  // "//" authority followed by empty or "/..." path
    absolute,  // "/" not followed by "/"
    noscheme,  // relative reference, first segment without ':'
    rootless,  // IRI without authority, first segment not empty
    empty,  // no path at all, no authority
};

// Which top-level production matched.
enum class reference_kind : std::uint8_t {
    iri,  // scheme ":" ... (IRI, absolute-IRI, URI, absolute-URI)
    relative,  // irelative-ref or relative-ref
};

// "ipv6", "ipvfuture", "ipv4", "reg-name", or "none".
constexpr std::string_view to_string(host_kind k) noexcept {
    switch (k) {
        case host_kind::ipv6: return "ipv6";
        case host_kind::ipvfuture: return "ipvfuture";
        case host_kind::ipv4: return "ipv4";
        case host_kind::reg_name: return "reg-name";
        case host_kind::none: break;
    }
    return "none";
}

// The ABNF name of the path production: "ipath-abempty", ...
constexpr std::string_view to_string(path_kind k) noexcept {
    switch (k) {
        case path_kind::abempty: return "ipath-abempty";
        case path_kind::absolute: return "ipath-absolute";
        case path_kind::noscheme: return "ipath-noscheme";
        case path_kind::rootless: return "ipath-rootless";
        case path_kind::empty: break;
    }
    return "ipath-empty";
}

// A component's place in the input: byte offset and length.
struct span {
    std::size_t offset = 0;
    std::size_t length = 0;
    bool present = false;

    friend bool operator==(span const&, span const&) = default;
};

// Where each component lies. Shared by the view and the owning type so that
// both answer the same questions the same way.
struct components {
    span scheme;
    span authority;  // without the leading "//"
    span userinfo;  // without the trailing "@"
    span host;  // an IP-literal keeps its brackets
    span port;  // without the leading ":"
    span path;  // always present, possibly empty
    span query;  // without the leading "?"
    span fragment;  // without the leading "#"
    host_kind host_type = host_kind::none;
    path_kind path_type = path_kind::empty;
    reference_kind kind = reference_kind::relative;

    friend bool operator==(components const&, components const&) = default;
};

// A parsed reference that borrows its text. Cheap to copy; valid while the
// text it was parsed from lives.
class reference_view {
public:
    // Views come from parse(), parse_leiri() and reference::view(), never
    // from spans given by hand: every pass reads a view's components as the
    // grammar laid them out (each in its place, its triplets whole), which
    // only a parse of the text ensures. Spans kept from an earlier parse
    // come back as a view by parsing the text again.
    reference_view() = default;

    std::string_view text() const noexcept { return text_; }
    components const& parts() const noexcept { return parts_; }

    reference_kind kind() const noexcept { return parts_.kind; }
    bool is_relative() const noexcept { return parts_.kind == reference_kind::relative; }
    bool has_authority() const noexcept { return parts_.authority.present; }
    host_kind host_type() const noexcept { return parts_.host_type; }
    path_kind path_type() const noexcept { return parts_.path_type; }

    std::optional<std::string_view> scheme() const noexcept { return get(parts_.scheme); }
    std::optional<std::string_view> authority() const noexcept { return get(parts_.authority); }
    std::optional<std::string_view> userinfo() const noexcept { return get(parts_.userinfo); }
    std::optional<std::string_view> host() const noexcept { return get(parts_.host); }
    std::optional<std::string_view> port() const noexcept { return get(parts_.port); }
    std::string_view path() const noexcept { return text_of(parts_.path); }
    std::optional<std::string_view> query() const noexcept { return get(parts_.query); }
    std::optional<std::string_view> fragment() const noexcept { return get(parts_.fragment); }

private:
    friend class parse_result;  // records in place (iri/parse.hpp)
    friend class reference;  // whose spans came from a view
    // moves the spans of the IRI a LEIRI maps to back onto the LEIRI
    friend parse_result parse_leiri(std::string_view leiri, std::string& mapped) noexcept;

    reference_view(std::string_view text, components const& parts) noexcept : text_(text), parts_(parts) {}

    std::optional<std::string_view> get(span s) const noexcept {
        if (!s.present) return std::nullopt;
        return text_of(s);
    }

    // The text of one of parts_'s spans, which a parse found inside text_:
    // no bounds to check.
    std::string_view text_of(span s) const noexcept { return {text_.data() + s.offset, s.length}; }

    std::string_view text_;
    components parts_;
};

// A parsed reference that owns its text: what to keep when the input buffer
// goes away. Built from a view by copying the text once.
class reference {
public:
    reference() = default;
    explicit reference(reference_view v) : text_(v.text()), parts_(v.parts()) {}

    reference_view view() const noexcept { return {text_, parts_}; }
    operator reference_view() const noexcept { return view(); }
    std::string const& str() const noexcept { return text_; }

private:
    std::string text_;
    components parts_;
};

}  // namespace iri

#pragma GCC visibility pop
