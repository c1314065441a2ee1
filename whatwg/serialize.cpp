// §6.1's getters of the URL interface: a url keeps its href (§4.5, the
// parser writes it: whatwg/targets.hpp) and where each component is in
// it, so each getter is a view.
#include "whatwg/parser.hpp"

#include <iri/url.hpp>

#include <exception>

namespace iri::url {

// href_ from `begin` to `end` (npos: to its end).
std::string_view url::piece(std::size_t begin, std::size_t end) const noexcept {
    return std::string_view(href_).substr(begin, end == std::string::npos ? std::string::npos : end - begin);
}

// §4.6 "origin" and §7.5 "serialization of an origin" in one: a tuple
// origin for ftp, http(s) and ws(s); a blob: URL's path URL's origin when
// that is http(s); "null" for every other (opaque) origin.
std::string url::origin_impl() const {
    if (!ok_) return {};
    std::string_view const s = piece(0, scheme_end_);
    if (s == "blob") {
        url const inner = parse(pathname());
        std::string_view const inner_scheme = inner.piece(0, inner.scheme_end_);
        if (inner && (inner_scheme == "http" || inner_scheme == "https")) return inner.origin_impl();
        return "null";
    }
    if (s == "ftp" || s == "http" || s == "https" || s == "ws" || s == "wss") {
        // The scheme, "://", the host and the port as href has them, but
        // for the credentials between.
        std::string out(s);
        out += "://";
        out += piece(host_begin_, path_begin_);
        return out;
    }
    return "null";
}

std::string url::origin() const noexcept {
    // Out of memory (std::bad_alloc, or std::length_error), "" rather
    // than an exception out of the API.
    try {
        return origin_impl();
    } catch (std::exception const&) {
        return {};
    }
}

std::string_view url::protocol() const noexcept { return ok_ ? piece(0, scheme_end_ + 1) : std::string_view(); }
std::string_view url::username() const noexcept { return piece(username_begin_, username_end_); }
std::string_view url::password() const noexcept { return piece(password_begin_, password_end_); }
std::string_view url::host() const noexcept { return piece(host_begin_, port_ >= 0 ? path_begin_ : host_end_); }
std::string_view url::hostname() const noexcept { return piece(host_begin_, host_end_); }
std::string_view url::port() const noexcept {
    return port_ >= 0 ? piece(host_end_ + 1, path_begin_) : std::string_view();
}

std::string_view url::pathname() const noexcept {
    return piece(path_begin_, query_begin_ != std::string::npos ? query_begin_ : fragment_begin_);
}

std::string_view url::search() const noexcept {
    if (query_begin_ == std::string::npos) return {};
    std::string_view const q = piece(query_begin_, fragment_begin_);
    return q.size() > 1 ? q : std::string_view();
}

std::string_view url::hash() const noexcept {
    if (fragment_begin_ == std::string::npos) return {};
    std::string_view const f = piece(fragment_begin_, std::string::npos);
    return f.size() > 1 ? f : std::string_view();
}

}  // namespace iri::url
