// §4.5 "URL serializing" and §6.1's getters of the URL interface, over the
// record the parser keeps serialized per component.
#include "whatwg/parser.hpp"

#include <iri/url.hpp>

#include <algorithm>
#include <cstring>
#include <exception>

namespace iri::url {

namespace {

// Each getter builds a string: out of memory (std::bad_alloc, or
// std::length_error), it gives "" rather than throwing out of the API.
std::string guarded(url const& u, std::string (url::*impl)() const) noexcept {
    try {
        return (u.*impl)();
    } catch (std::exception const&) {
        return {};
    }
}

}  // namespace

std::string url::href_impl() const {
    if (!ok_) return {};
    record const& u = record_;
    // The port's digits, and the whole length, first: one allocation,
    // then each piece copied into place.
    char port[8];
    std::size_t port_length = 0;
    for (std::int32_t rest = u.port; rest >= 0 && (port_length == 0 || rest > 0); rest /= 10)
        port[port_length++] = static_cast<char>('0' + rest % 10);
    std::reverse(port, port + port_length);
    bool const authority = u.host_type != host_kind::none;
    bool const credentials = authority && (!u.username.empty() || !u.password.empty());
    // 3. Without a host, a path whose first segment is empty would read as
    // an authority ("web+demo:/.//not-a-host/"): "/." keeps it a path.
    bool const dot_slash = !authority && !u.opaque_path && u.path.size() > 1 && u.path[1] == '/';
    std::size_t const length =
        u.scheme.size() + 1 + (authority ? 2 + u.host.size() : 0) +
        (credentials ? u.username.size() + (u.password.empty() ? 0 : 1 + u.password.size()) + 1 : 0) +
        (authority && u.port >= 0 ? 1 + port_length : 0) + (dot_slash ? 2 : 0) + u.path.size() +
        (u.has_query ? 1 + u.query.size() : 0) + (u.has_fragment ? 1 + u.fragment.size() : 0);
    std::string out(length, '\0');
    char* w = out.data();
    auto const put = [&w](std::string_view piece) {
        if (!piece.empty()) std::memcpy(w, piece.data(), piece.size());
        w += piece.size();
    };
    // 1.
    put(u.scheme);
    put(":");
    // 2. An authority when there is a host.
    if (authority) {
        put("//");
        if (credentials) {
            put(u.username);
            if (!u.password.empty()) {
                put(":");
                put(u.password);
            }
            put("@");
        }
        put(u.host);
        if (u.port >= 0) {
            put(":");
            put(std::string_view(port, port_length));
        }
    }
    // 3.
    if (dot_slash) put("/.");
    // 4-6.
    put(u.path);
    if (u.has_query) {
        put("?");
        put(u.query);
    }
    if (u.has_fragment) {
        put("#");
        put(u.fragment);
    }
    return out;
}

// §4.6 "origin" and §7.5 "serialization of an origin" in one: a tuple
// origin for ftp, http(s) and ws(s); a blob: URL's path URL's origin when
// that is http(s); "null" for every other (opaque) origin.
std::string url::origin_impl() const {
    if (!ok_) return {};
    record const& u = record_;
    std::string_view const s = u.scheme;
    if (s == "blob") {
        url const inner = parse(u.path);
        if (inner && (inner.record_.scheme == "http" || inner.record_.scheme == "https")) return inner.origin_impl();
        return "null";
    }
    if (s == "ftp" || s == "http" || s == "https" || s == "ws" || s == "wss") {
        std::string out = u.scheme + "://" + u.host;
        // Two appends: GCC 12 warns (-Wrestrict) falsely on ":" + std::string at -O3.
        if (u.port >= 0) {
            out += ':';
            out += std::to_string(u.port);
        }
        return out;
    }
    return "null";
}

std::string url::protocol_impl() const { return ok_ ? record_.scheme + ":" : std::string(); }
std::string url::username_impl() const { return ok_ ? record_.username : std::string(); }
std::string url::password_impl() const { return ok_ ? record_.password : std::string(); }

std::string url::host_impl() const {
    if (!ok_ || record_.host_type == host_kind::none) return {};
    if (record_.port < 0) return record_.host;
    return record_.host + ":" + std::to_string(record_.port);
}

std::string url::hostname_impl() const { return ok_ ? record_.host : std::string(); }
std::string url::port_impl() const { return ok_ && record_.port >= 0 ? std::to_string(record_.port) : std::string(); }
std::string url::pathname_impl() const { return ok_ ? record_.path : std::string(); }

std::string url::search_impl() const {
    if (!ok_ || !record_.has_query || record_.query.empty()) return {};
    return "?" + record_.query;
}

std::string url::hash_impl() const {
    if (!ok_ || !record_.has_fragment || record_.fragment.empty()) return {};
    return "#" + record_.fragment;
}

std::string url::href() const noexcept { return guarded(*this, &url::href_impl); }
std::string url::origin() const noexcept { return guarded(*this, &url::origin_impl); }
std::string url::protocol() const noexcept { return guarded(*this, &url::protocol_impl); }
std::string url::username() const noexcept { return guarded(*this, &url::username_impl); }
std::string url::password() const noexcept { return guarded(*this, &url::password_impl); }
std::string url::host() const noexcept { return guarded(*this, &url::host_impl); }
std::string url::hostname() const noexcept { return guarded(*this, &url::hostname_impl); }
std::string url::port() const noexcept { return guarded(*this, &url::port_impl); }
std::string url::pathname() const noexcept { return guarded(*this, &url::pathname_impl); }
std::string url::search() const noexcept { return guarded(*this, &url::search_impl); }
std::string url::hash() const noexcept { return guarded(*this, &url::hash_impl); }

}  // namespace iri::url
