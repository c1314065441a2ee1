// The public entry points of <iri/url.hpp>: the URL constructor's parse
// (§6.1 "new URL(url, base)") and the setters of the URL interface (§6.1),
// each running the basic URL parser (whatwg/parser.cpp), none throwing:
// std::bad_alloc (and std::length_error, a string past max_size(), the
// other exception the standard library throws here) is caught at this
// boundary and reported as out_of_memory.
#include "whatwg/parser.hpp"
#include "whatwg/percent_encode.hpp"
#include "whatwg/targets.hpp"

#include "unicode/utf8.hpp"

#include <iri/url.hpp>

#include <algorithm>
#include <exception>
#include <optional>

namespace iri::url {

// The one friend of url: reaches its href, offsets and lists.
struct access {
    static void parse_into(url& result, std::string_view input, url const* base,
                           unicode::encoding encoding = unicode::encoding::utf_8) noexcept {
        try {
            whatwg::report r(&result.errors_);
            whatwg::parse_buffers buffers;
            // Written as the href at once (whatwg/targets.hpp).
            whatwg::href_target parsed;
            // (Room for a little more than the input: "file://h" gains a '/'.)
            parsed.reserve(input.size() + 8);
            if (base != nullptr && base->ok_) {
                whatwg::base_view const base_view = view_of(*base);
                result.ok_ = whatwg::basic_parse(input, &base_view, parsed, whatwg::state::none, r, buffers, encoding);
            } else {
                result.ok_ = whatwg::basic_parse(input, nullptr, parsed, whatwg::state::none, r, buffers, encoding);
            }
            if (result.ok_) {
                parsed.finish();
                take(result, parsed);
            } else
                result.failure_ = r.failure();
            count_characters(result, input);
        } catch (std::exception const&) {
            out_of_memory(result);
        }
    }

    // The components of `base`, as the parser reads them.
    static whatwg::base_view view_of(url const& base) noexcept {
        whatwg::base_view b;
        b.scheme = base.piece(0, base.scheme_end_);
        b.username = base.username();
        b.password = base.password();
        b.host_type = base.host_type_;
        b.host = base.hostname();
        b.port = base.port_;
        b.path = base.pathname();
        b.opaque_path = base.opaque_path_;
        b.has_query = base.query_begin_ != std::string::npos;
        if (b.has_query) b.query = base.piece(base.query_begin_ + 1, base.fragment_begin_);
        return b;
    }

    // The URL serializer (§4.5) on a setter's record, as the parser writes
    // the href.
    static void serialize(record const& u, whatwg::href_target& out) {
        out.set_scheme(u.scheme);
        if (u.host_type != host_kind::none) {
            out.set_credentials(u.username, u.password);
            out.set_host(u.host_type, u.host);
            out.set_port(u.port);
        }
        out.set_path(u.path, u.opaque_path);
        out.set_query(u.has_query, u.query);
        if (u.has_fragment) {
            out.start_fragment();
            out.append_by(whatwg::component::fragment, [&u](std::string& href) { href.append(u.fragment); });
        }
        out.finish();
    }

    // The href `parsed` wrote (and finished), and where its components
    // are, into `u`.
    static void take(url& u, whatwg::href_target& parsed) noexcept {
        using target = whatwg::href_target;
        auto const at = [&parsed](target::part p) { return parsed.begin_of(p); };
        bool const has_password = at(target::at_sign) > at(target::password_part);
        bool const has_query = at(target::fragment_part) > at(target::query_part);
        bool const has_fragment = parsed.href().size() > at(target::fragment_part);
        u.scheme_end_ = at(target::slashes) - 1;
        u.username_begin_ = at(target::username_part);
        u.username_end_ = at(target::password_part);
        u.password_begin_ = at(target::password_part) + (has_password ? 1 : 0);
        u.password_end_ = at(target::at_sign);
        u.host_begin_ = at(target::host_part);
        u.host_end_ = at(target::port_part);
        u.path_begin_ = at(target::path_part);
        u.query_begin_ = has_query ? at(target::query_part) : std::string::npos;
        u.fragment_begin_ = has_fragment ? at(target::fragment_part) : std::string::npos;
        u.port_ = parsed.port();
        u.host_type_ = parsed.host_type();
        u.opaque_path_ = parsed.opaque_path();
        u.href_ = std::move(parsed.href());
    }

    // Each error's character offset beside its byte offset: the code
    // points of the input before it. At most max_validation_errors + 1
    // counts, on inputs that have errors.
    static void count_characters(url& result, std::string_view input) noexcept {
        auto characters_before = [input](std::size_t byte) {
            return unicode::count_code_points(input.substr(0, std::min(byte, input.size())));
        };
        for (validation_error& e : result.errors_) e.character_offset = characters_before(e.offset);
        if (!result.ok_) result.failure_.character_offset = characters_before(result.failure_.offset);
    }

    static void out_of_memory(url& result) noexcept {
        url failed;
        failed.failure_ = {validation::out_of_memory, 0};
        result = std::move(failed);
    }

    // A setter's work on a copy of the record, put in place unless memory
    // runs out: `change` returns false when it returned before touching
    // the copy; the result is whether the record changed.
    template <typename Change>
    static bool set(url& target, Change change) noexcept {
        if (!target.ok_) return false;
        try {
            record const before = target.to_record();
            record copy = before;
            std::vector<validation_error> errors;
            whatwg::report r(&errors);
            whatwg::parse_buffers buffers;
            if (!change(copy, r, buffers) || same(copy, before)) return false;
            // Serialized before the target changes: out of memory, it
            // stays as it was.
            whatwg::href_target serialized;
            serialize(copy, serialized);
            take(target, serialized);
            return true;
        } catch (std::exception const&) {
            return false;
        }
    }

    static bool same(record const& a, record const& b) noexcept {
        return a.scheme == b.scheme && a.username == b.username && a.password == b.password &&
               a.host_type == b.host_type && a.host == b.host && a.port == b.port && a.path == b.path &&
               a.opaque_path == b.opaque_path && a.has_query == b.has_query && a.query == b.query &&
               a.has_fragment == b.has_fragment && a.fragment == b.fragment;
    }

    static bool set_href(url& target, std::string_view value) noexcept {
        url parsed = parse(value);
        if (!parsed.ok_) return false;
        target = std::move(parsed);
        return true;
    }
};

// The record of the href's pieces: what the setters change (and
// serialize back), and value().
record url::to_record() const {
    record u;
    if (!ok_) return u;
    whatwg::base_view const b = access::view_of(*this);
    u.scheme = b.scheme;
    u.username = b.username;
    u.password = b.password;
    u.host_type = b.host_type;
    u.host = b.host;
    u.port = b.port;
    u.path = b.path;
    u.opaque_path = b.opaque_path;
    u.has_query = b.has_query;
    u.query = b.query;
    u.has_fragment = fragment_begin_ != std::string::npos;
    if (u.has_fragment) u.fragment = piece(fragment_begin_ + 1, std::string::npos);
    return u;
}

record url::value() const noexcept {
    try {
        return to_record();
    } catch (std::exception const&) {
        return {};
    }
}

namespace {

using whatwg::state;

// §4.1 "cannot have a username/password/port": a null or empty host, or
// the file scheme.
bool cannot_have_username_password_port(record const& u) noexcept {
    return u.host_type == host_kind::none || u.host_type == host_kind::empty || u.scheme == "file";
}

// Runs the basic URL parser with a state override on `u`.
bool override_parse(std::string_view value, record& u, state override, whatwg::report& r,
                    whatwg::parse_buffers& buffers) {
    whatwg::record_target target(u);
    return whatwg::basic_parse(value, nullptr, target, override, r, buffers);
}

}  // namespace

url parse(std::string_view input, url const* base) noexcept {
    url result;
    access::parse_into(result, input, base);
    return result;
}

url parse(std::string_view input, std::string_view base) noexcept {
    url const b = parse(base);
    if (!b) return b;
    return parse(input, &b);
}

url parse_in_encoding(std::string_view input, url const* base, std::string_view encoding_label) noexcept {
    url result;
    std::optional<unicode::encoding> const encoding = unicode::encoding_for_label(encoding_label);
    access::parse_into(result, input, base, encoding ? unicode::output_encoding(*encoding) : unicode::encoding::utf_8);
    return result;
}

bool set_href(url& target, std::string_view value) noexcept { return access::set_href(target, value); }

bool set_protocol(url& target, std::string_view value) noexcept {
    return access::set(target, [value](record& u, whatwg::report& r, whatwg::parse_buffers& b) {
        std::string input(value);
        input.push_back(':');
        override_parse(input, u, state::scheme_start, r, b);
        return true;
    });
}

bool set_username(url& target, std::string_view value) noexcept {
    return access::set(target, [value](record& u, whatwg::report&, whatwg::parse_buffers&) {
        if (cannot_have_username_password_port(u)) return false;
        u.username.clear();
        whatwg::append_encoded(u.username, value, whatwg::encode_set::userinfo);
        return true;
    });
}

bool set_password(url& target, std::string_view value) noexcept {
    return access::set(target, [value](record& u, whatwg::report&, whatwg::parse_buffers&) {
        if (cannot_have_username_password_port(u)) return false;
        u.password.clear();
        whatwg::append_encoded(u.password, value, whatwg::encode_set::userinfo);
        return true;
    });
}

bool set_host(url& target, std::string_view value) noexcept {
    return access::set(target, [value](record& u, whatwg::report& r, whatwg::parse_buffers& b) {
        if (u.opaque_path) return false;
        override_parse(value, u, state::host, r, b);
        return true;
    });
}

bool set_hostname(url& target, std::string_view value) noexcept {
    return access::set(target, [value](record& u, whatwg::report& r, whatwg::parse_buffers& b) {
        if (u.opaque_path) return false;
        override_parse(value, u, state::hostname, r, b);
        return true;
    });
}

bool set_port(url& target, std::string_view value) noexcept {
    return access::set(target, [value](record& u, whatwg::report& r, whatwg::parse_buffers& b) {
        if (cannot_have_username_password_port(u)) return false;
        if (value.empty()) {
            u.port = -1;
            return true;
        }
        override_parse(value, u, state::port, r, b);
        return true;
    });
}

bool set_pathname(url& target, std::string_view value) noexcept {
    return access::set(target, [value](record& u, whatwg::report& r, whatwg::parse_buffers& b) {
        if (u.opaque_path) return false;
        u.path.clear();
        override_parse(value, u, state::path_start, r, b);
        return true;
    });
}

bool set_search(url& target, std::string_view value) noexcept {
    return access::set(target, [value](record& u, whatwg::report& r, whatwg::parse_buffers& b) {
        if (value.empty()) {
            u.has_query = false;
            u.query.clear();
            return true;
        }
        std::string_view input = value;
        if (input.front() == '?') input.remove_prefix(1);
        u.has_query = true;
        u.query.clear();
        override_parse(input, u, state::query, r, b);
        return true;
    });
}

bool set_hash(url& target, std::string_view value) noexcept {
    return access::set(target, [value](record& u, whatwg::report& r, whatwg::parse_buffers& b) {
        if (value.empty()) {
            u.has_fragment = false;
            u.fragment.clear();
            return true;
        }
        std::string_view input = value;
        if (input.front() == '#') input.remove_prefix(1);
        u.has_fragment = true;
        u.fragment.clear();
        override_parse(input, u, state::fragment, r, b);
        return true;
    });
}

}  // namespace iri::url
