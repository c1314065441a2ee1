// What the basic URL parser (whatwg/parser.cpp) writes the URL into: a
// record per component (record_target, for the setters' state overrides,
// §6.1), or the URL's serialization itself (href_target, for a parse
// without a state override, §4.4 with §4.5). Without a state override
// the parser meets the components in the order the serializer writes
// them (scheme, credentials, host, port, path, query, fragment; the
// relative and file states copy the base's in that order), so the href
// grows at its end and the getters are views into it, as in ada.
// Both targets have the same members, the parser's every access to the
// URL.
#pragma once

#include "whatwg/percent_encode.hpp"

#include <iri/url.hpp>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace iri::whatwg {

// The components the parser appends bytes to.
enum class component : std::uint8_t { username, password, path, query, fragment };

// The record, per component.
class record_target {
public:
    explicit record_target(url::record& u) noexcept : u_(u) {}

    std::string_view scheme() const noexcept { return u_.scheme; }
    std::string_view username() const noexcept { return u_.username; }
    std::string_view password() const noexcept { return u_.password; }
    url::host_kind host_type() const noexcept { return u_.host_type; }
    std::string_view host() const noexcept { return u_.host; }
    std::int32_t port() const noexcept { return u_.port; }
    std::string_view path() const noexcept { return u_.path; }
    bool opaque_path() const noexcept { return u_.opaque_path; }

    void set_scheme(std::string_view scheme) { u_.scheme.assign(scheme); }
    void set_credentials(std::string_view username, std::string_view password) {
        u_.username.assign(username);
        u_.password.assign(password);
    }
    void set_host(url::host_kind kind, std::string_view host) {
        u_.host_type = kind;
        u_.host.assign(host);
    }
    // The host parser's output goes straight into the record.
    std::string& host_output() noexcept { return u_.host; }
    url::host_kind& host_kind_output() noexcept { return u_.host_type; }
    void host_written() noexcept {}
    void set_port(std::int32_t port) noexcept { u_.port = port; }
    void set_path(std::string_view path, bool opaque) {
        u_.path.assign(path);
        u_.opaque_path = opaque;
    }
    void truncate_path(std::size_t size) { u_.path.erase(size); }
    void reserve_path(std::size_t size) { u_.path.reserve(size); }
    void set_query(bool present, std::string_view query) {
        u_.has_query = present;
        u_.query.assign(query);
    }
    void start_fragment() {
        u_.has_fragment = true;
        u_.fragment.clear();
    }

    // `write` (a callable on a std::string&) appends to component `c`.
    template <typename Write>
    void append_by(component c, Write&& write) {
        write(c == component::username   ? u_.username
              : c == component::password ? u_.password
              : c == component::path     ? u_.path
              : c == component::query    ? u_.query
                                         : u_.fragment);
    }

private:
    url::record& u_;
};

// The href, and where each component is in it.
class href_target {
public:
    // The pieces of the href in the serializer's order (§4.5), each with
    // its delimiter: "scheme:", "//", the username, ":password", "@", the
    // host, ":port", "/." (step 3), the path, "?query", "#fragment".
    enum part : std::uint8_t {
        scheme_part,
        slashes,
        username_part,
        password_part,
        at_sign,
        host_part,
        port_part,
        dot_slash,
        path_part,
        query_part,
        fragment_part,
        part_count
    };

    href_target() noexcept { begin_[scheme_part] = 0; }

    std::string_view scheme() const noexcept { return std::string_view(href_.data(), scheme_length_); }
    std::string_view username() const noexcept { return piece(username_part); }
    std::string_view password() const noexcept { return without(piece(password_part), 1, 0); }
    url::host_kind host_type() const noexcept { return host_type_; }
    std::string_view host() const noexcept { return piece(host_part); }
    std::int32_t port() const noexcept { return port_; }
    std::string_view path() const noexcept { return piece(path_part); }
    bool opaque_path() const noexcept { return opaque_path_; }

    void set_scheme(std::string_view scheme) {
        // (The file state sets "file" on a URL that may have it already.)
        if (last_ != scheme_part || scheme != this->scheme() || href_.size() != scheme_length_ + 1) {
            replace(scheme_part, scheme, ":");
            scheme_length_ = scheme.size();
        }
    }
    void set_credentials(std::string_view username, std::string_view password);
    void set_host(url::host_kind kind, std::string_view host);
    // The host parser writes into a string of its own, then host_written()
    // puts it in place.
    std::string& host_output() noexcept { return host_; }
    url::host_kind& host_kind_output() noexcept { return host_kind_; }
    void host_written() { set_host(host_kind_, host_); }
    void set_port(std::int32_t port);
    void set_path(std::string_view path, bool opaque) {
        replace(path_part, {}, path);
        opaque_path_ = opaque;
    }
    void truncate_path(std::size_t size);
    void reserve_path(std::size_t size) { href_.reserve(begin_of(path_part) + size); }
    void set_query(bool present, std::string_view query) {
        if (present)
            replace(query_part, "?", query);
        else
            replace(query_part, {}, {});
    }
    void start_fragment() { replace(fragment_part, "#", {}); }
    void reserve(std::size_t size) { href_.reserve(size); }

    // `write` (a callable on a std::string&) appends to component `c`:
    // straight onto the href when `c` is its last piece (as it is when
    // parsing without a state override), else inserted in its place.
    template <typename Write>
    void append_by(component c, Write&& write) {
        part const p = c == component::path       ? path_part
                       : c == component::query    ? query_part
                       : c == component::fragment ? fragment_part
                                                  : start_credentials(c);
        if (gone_past(p)) {
            std::string piece_bytes;
            write(piece_bytes);
            insert_at_end_of(p, piece_bytes);
        } else {
            write(href_);
        }
    }

    // The last step: "/." before a path that would read as an authority
    // (§4.5 step 3); then every piece has its place.
    void finish();
    std::string& href() noexcept { return href_; }
    std::size_t begin_of(part p) const noexcept { return p <= last_ ? begin_[p] : href_.size(); }

private:
    std::string_view piece(part p) const noexcept {
        if (p > last_) return {};
        std::size_t const end = p == last_ ? href_.size() : begin_[p + 1];
        return std::string_view(href_).substr(begin_[p], end - begin_[p]);
    }
    static std::string_view without(std::string_view s, std::size_t front, std::size_t back) noexcept {
        return s.size() < front + back ? std::string_view() : s.substr(front, s.size() - front - back);
    }
    // The piece of the username or password, with "//" (and ':') before
    // it written.
    part start_credentials(component c);
    // Whether a piece after `p` has bytes already; else `p` is made the
    // last piece, so that its bytes go at the href's end.
    bool gone_past(part p) noexcept {
        if (p >= last_) {
            for (std::size_t q = last_ + 1u; q <= p; ++q) begin_[q] = href_.size();
            last_ = p;
            return false;
        }
        if (begin_[p + 1] != href_.size()) return true;
        last_ = p;  // the pieces after it are empty
        return false;
    }
    void insert_at_end_of(part p, std::string_view bytes);
    // Piece `p` replaced by `first` and `second` (a delimiter and a
    // component, or for the scheme the component and ':').
    void replace(part p, std::string_view first, std::string_view second) {
        if (gone_past(p)) return replace_inside(p, first, second);
        href_.resize(begin_[p]);
        href_.append(first);
        href_.append(second);
    }
    void replace_inside(part p, std::string_view first, std::string_view second);

    std::string href_;
    // Where each piece begins, up to last_, the piece the href ends in
    // (those after it are set as the href reaches them: not filled first).
    std::array<std::size_t, part_count> begin_;
    part last_ = scheme_part;
    std::size_t scheme_length_ = 0;
    url::host_kind host_type_ = url::host_kind::none;
    std::int32_t port_ = -1;
    bool opaque_path_ = false;
    std::string host_;
    url::host_kind host_kind_ = url::host_kind::none;
};

}  // namespace iri::whatwg
