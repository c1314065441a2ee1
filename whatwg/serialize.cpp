// §4.5 "URL serializing" and §6.1's getters of the URL interface, over the
// record the parser keeps serialized per component.
#include "whatwg/parser.hpp"

#include <iri/url.hpp>

namespace iri::url {

std::string url::href() const {
    if (!ok_) return {};
    record const& u = record_;
    // 1.
    std::string out = u.scheme;
    out.push_back(':');
    // 2. An authority when there is a host.
    if (u.host_type != host_kind::none) {
        out += "//";
        if (!u.username.empty() || !u.password.empty()) {
            out += u.username;
            if (!u.password.empty()) {
                out.push_back(':');
                out += u.password;
            }
            out.push_back('@');
        }
        out += u.host;
        if (u.port >= 0) {
            out.push_back(':');
            out += std::to_string(u.port);
        }
    }
    // 3. Without a host, a path whose first segment is empty would read as
    // an authority ("web+demo:/.//not-a-host/"): "/." keeps it a path.
    if (u.host_type == host_kind::none && !u.opaque_path && u.path.size() > 1 && u.path[1] == '/') out += "/.";
    // 4-6.
    out += u.path;
    if (u.has_query) {
        out.push_back('?');
        out += u.query;
    }
    if (u.has_fragment) {
        out.push_back('#');
        out += u.fragment;
    }
    return out;
}

// §4.6 "origin" and §7.5 "serialization of an origin" in one: a tuple
// origin for ftp, http(s) and ws(s); a blob: URL's path URL's origin when
// that is http(s); "null" for every other (opaque) origin.
std::string url::origin() const {
    if (!ok_) return {};
    record const& u = record_;
    std::string_view const s = u.scheme;
    if (s == "blob") {
        url const inner = parse(u.path);
        if (inner && (inner.record_.scheme == "http" || inner.record_.scheme == "https")) return inner.origin();
        return "null";
    }
    if (s == "ftp" || s == "http" || s == "https" || s == "ws" || s == "wss") {
        std::string out = u.scheme + "://" + u.host;
        if (u.port >= 0) out += ":" + std::to_string(u.port);
        return out;
    }
    return "null";
}

std::string url::protocol() const { return ok_ ? record_.scheme + ":" : std::string(); }
std::string url::username() const { return ok_ ? record_.username : std::string(); }
std::string url::password() const { return ok_ ? record_.password : std::string(); }

std::string url::host() const {
    if (!ok_ || record_.host_type == host_kind::none) return {};
    if (record_.port < 0) return record_.host;
    return record_.host + ":" + std::to_string(record_.port);
}

std::string url::hostname() const { return ok_ ? record_.host : std::string(); }
std::string url::port() const { return ok_ && record_.port >= 0 ? std::to_string(record_.port) : std::string(); }
std::string url::pathname() const { return ok_ ? record_.path : std::string(); }

std::string url::search() const {
    if (!ok_ || !record_.has_query || record_.query.empty()) return {};
    return "?" + record_.query;
}

std::string url::hash() const {
    if (!ok_ || !record_.has_fragment || record_.fragment.empty()) return {};
    return "#" + record_.fragment;
}

}  // namespace iri::url
