// href_target: the parser's output written as the URL serializer (§4.5)
// would write the record, piece by piece, mostly at the href's end.
#include "whatwg/targets.hpp"

#include <charconv>

namespace iri::whatwg {

void href_target::insert_at_end_of(part p, std::string_view bytes) {
    href_.insert(begin_[p + 1], bytes);
    for (std::size_t q = p + 1u; q <= last_; ++q) begin_[q] += bytes.size();
}

void href_target::replace_inside(part p, std::string_view first, std::string_view second) {
    std::size_t const old_size = begin_[p + 1] - begin_[p];
    std::string text(first);
    text.append(second);
    href_.replace(begin_[p], old_size, text);
    for (std::size_t q = p + 1u; q <= last_; ++q) begin_[q] = begin_[q] - old_size + text.size();
}

void href_target::truncate_path(std::size_t size) {
    if (!gone_past(path_part)) {
        href_.resize(begin_[path_part] + size);
        return;
    }
    std::size_t const cut = begin_[path_part + 1] - begin_[path_part] - size;
    href_.erase(begin_[path_part] + size, cut);
    for (std::size_t q = path_part + 1u; q <= last_; ++q) begin_[q] -= cut;
}

href_target::part href_target::start_credentials(component c) {
    if (piece(slashes).empty()) replace(slashes, "//", {});
    if (c == component::username) return username_part;
    if (piece(password_part).empty()) replace(password_part, ":", {});
    return password_part;
}

void href_target::set_credentials(std::string_view username, std::string_view password) {
    replace(username_part, {}, username);
    if (password.empty())
        replace(password_part, {}, {});
    else
        replace(password_part, ":", password);
}

// A host ends the credentials: '@' after them when there are any.
void href_target::set_host(url::host_kind kind, std::string_view host) {
    url::host_kind const had = host_type_;
    host_type_ = kind;
    if (kind != url::host_kind::none && last_ == scheme_part) {
        // The common case, straight after the scheme: "//" and the host.
        std::size_t const at = href_.size();
        begin_[slashes] = at;
        begin_[username_part] = begin_[password_part] = begin_[at_sign] = begin_[host_part] = at + 2;
        last_ = host_part;
        href_.append("//", 2);
        href_.append(host);
        return;
    }
    if (kind != url::host_kind::none && had != url::host_kind::none && last_ == host_part) {
        // Again (a file host after the empty one): the delimiters stay.
        href_.resize(begin_[host_part]);
        href_.append(host);
        return;
    }
    replace(slashes, kind == url::host_kind::none ? "" : "//", {});
    bool const credentials = !username().empty() || !password().empty();
    if (!credentials && !piece(password_part).empty()) replace(password_part, {}, {});  // ':' alone
    replace(at_sign, credentials ? "@" : "", {});
    replace(host_part, {}, host);
}

void href_target::set_port(std::int32_t port) {
    port_ = port;
    if (port < 0) {
        replace(port_part, {}, {});
        return;
    }
    char digits[8];
    auto const written = std::to_chars(digits, digits + sizeof digits, port);
    replace(port_part, ":", std::string_view(digits, static_cast<std::size_t>(written.ptr - digits)));
}

void href_target::finish() {
    std::string_view const p = path();
    if (host_type_ == url::host_kind::none && !opaque_path_ && p.size() > 1 && p[1] == '/')
        replace(dot_slash, "/.", {});
    for (std::size_t q = last_ + 1u; q < part_count; ++q) begin_[q] = href_.size();
    last_ = fragment_part;
}

}  // namespace iri::whatwg
