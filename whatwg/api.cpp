// The public entry points of <iri/url.hpp>: the URL constructor's parse
// (§6.1 "new URL(url, base)") and the setters of the URL interface (§6.1),
// each running the basic URL parser (whatwg/parser.cpp), none throwing:
// std::bad_alloc (and std::length_error, a string past max_size(), the
// other exception the standard library throws here) is caught at this
// boundary and reported as out_of_memory.
#include "whatwg/parser.hpp"
#include "whatwg/percent_encode.hpp"

#include "unicode/utf8.hpp"

#include <iri/url.hpp>

#include <algorithm>
#include <exception>
#include <optional>

namespace iri::url {

// The one friend of url: reaches its record and lists.
struct access {
    static void parse_into(url& result, std::string_view input, url const* base,
                           unicode::encoding encoding = unicode::encoding::utf_8) noexcept {
        try {
            whatwg::report r(&result.errors_);
            whatwg::parse_buffers buffers;
            record const* const base_record = base != nullptr && base->ok_ ? &base->record_ : nullptr;
            result.ok_ =
                whatwg::basic_parse(input, base_record, result.record_, whatwg::state::none, r, buffers, encoding);
            if (!result.ok_) {
                result.failure_ = r.failure();
                result.record_ = record{};
            }
            count_characters(result, input);
        } catch (std::exception const&) {
            out_of_memory(result);
        }
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
        result.ok_ = false;
        result.record_ = record{};
        result.errors_.clear();
        result.failure_ = {validation::out_of_memory, 0};
    }

    // A setter's work on a copy of the record, put in place unless memory
    // runs out: `change` returns false when it returned before touching
    // the copy; the result is whether the record changed.
    template <typename Change>
    static bool set(url& target, Change change) noexcept {
        if (!target.ok_) return false;
        try {
            record copy = target.record_;
            std::vector<validation_error> errors;
            whatwg::report r(&errors);
            whatwg::parse_buffers buffers;
            if (!change(copy, r, buffers) || same(copy, target.record_)) return false;
            target.record_ = std::move(copy);
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
    return whatwg::basic_parse(value, nullptr, u, override, r, buffers);
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
