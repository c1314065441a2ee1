#include "whatwg/parser.hpp"

#include "unicode/ascii_scan.hpp"
#include "unicode/byte_words.hpp"
#include "unicode/hex.hpp"
#include "whatwg/percent_encode.hpp"
#include "whatwg/scans.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <optional>

namespace iri::whatwg {
namespace {

using v = url::validation;
constexpr int eof = -1;

bool is_alpha(int c) noexcept { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(int c) noexcept { return c >= '0' && c <= '9'; }
// ASCII lowercase of [p, p + n) in place: eight bytes at a time, each
// ASCII uppercase letter ORed with 0x20, then the last few (all of most
// schemes: four bytes at a time measured slower) one by one.
void lowercase_ascii(char* p, std::size_t n) noexcept {
    // 0x80 in each byte of x that is an ASCII uppercase letter: its high
    // bit clear, and its low seven bits at least 'A' and not above 'Z' (no
    // carry crosses a byte).
    auto const upper = [](std::uint64_t x) {
        std::uint64_t const low7 = x & unicode::every_byte(0x7F);
        std::uint64_t const from_a = low7 + unicode::every_byte(0x80 - 'A');
        std::uint64_t const past_z = low7 + unicode::every_byte(0x80 - 'Z' - 1);
        return from_a & ~past_z & ~x & unicode::every_byte(0x80);
    };
    for (; n >= 8; p += 8, n -= 8) {
        std::uint64_t word = unicode::load_word(p);
        word |= upper(word) >> 2;
        std::memcpy(p, &word, 8);
    }
    for (; n > 0; ++p, --n)
        if (*p >= 'A' && *p <= 'Z') *p = static_cast<char>(*p + ('a' - 'A'));
}

bool has_tab_or_newline(std::string_view s) noexcept {
    return s.find('\t') != std::string_view::npos || s.find('\n') != std::string_view::npos ||
           s.find('\r') != std::string_view::npos;
}

// §4.2 "Windows drive letter": an ASCII alpha and ':' or '|'; "normalized"
// when the second is ':'.
bool is_windows_drive_letter(std::string_view s) noexcept {
    return s.size() == 2 && is_alpha(static_cast<unsigned char>(s[0])) && (s[1] == ':' || s[1] == '|');
}
bool is_normalized_windows_drive_letter(std::string_view s) noexcept {
    return is_windows_drive_letter(s) && s[1] == ':';
}
// §4.2 "starts with a Windows drive letter".
bool starts_with_windows_drive_letter(std::string_view s) noexcept {
    if (s.size() < 2 || !is_windows_drive_letter(s.substr(0, 2))) return false;
    if (s.size() == 2) return true;
    char const third = s[2];
    return third == '/' || third == '\\' || third == '?' || third == '#';
}

// §4.2 "single-dot URL path segment" and "double-dot URL path segment",
// with their percent-encoded spellings, any case.
bool is_dot(std::string_view s, std::size_t& i) noexcept {
    if (i < s.size() && s[i] == '.') {
        ++i;
        return true;
    }
    if (i + 2 < s.size() && s[i] == '%' && s[i + 1] == '2' && (s[i + 2] == 'e' || s[i + 2] == 'E')) {
        i += 3;
        return true;
    }
    return false;
}
bool is_single_dot_segment(std::string_view s) noexcept {
    std::size_t i = 0;
    return is_dot(s, i) && i == s.size();
}
bool is_double_dot_segment(std::string_view s) noexcept {
    std::size_t i = 0;
    return is_dot(s, i) && is_dot(s, i) && i == s.size();
}

// §1.3 "URL code points", ASCII part: alphanumerics and !$&'()*+,-./:;=?@_~.
constexpr bool is_ascii_url_code_point(unsigned char c) noexcept {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           std::string_view("!$&'()*+,-./:;=?@_~").find(static_cast<char>(c)) != std::string_view::npos;
}

// A table of the bytes a state copies unchanged, one entry per byte value.
using byte_table = std::array<bool, 256>;

// The bytes that are ASCII URL code points outside `set` and none of
// `stops`: bytes the path, opaque path, query and fragment states each
// append as they are, without a validation error.
constexpr byte_table plain_bytes(encode_set set, std::string_view stops) noexcept {
    byte_table t{};
    for (unsigned b = 0; b < 0x80; ++b)
        t[b] = is_ascii_url_code_point(static_cast<unsigned char>(b)) &&
               (detail::encode_table[b] & (1u << static_cast<unsigned>(set))) == 0 &&
               stops.find(static_cast<char>(b)) == std::string_view::npos;
    return t;
}

// The bytes that are not among `stops`: a run of them is what the scheme,
// authority and host states collect into the buffer one code point at a
// time.
constexpr byte_table bytes_but(std::string_view stops) noexcept {
    byte_table t{};
    for (unsigned b = 0; b < 256; ++b) t[b] = stops.find(static_cast<char>(b)) == std::string_view::npos;
    return t;
}

constexpr byte_table path_plain = plain_bytes(encode_set::path, "/?");
constexpr byte_table opaque_path_plain = plain_bytes(encode_set::c0_control, "?");
constexpr byte_table query_plain = plain_bytes(encode_set::query, "");
constexpr byte_table special_query_plain = plain_bytes(encode_set::special_query, "");
constexpr byte_table fragment_plain = plain_bytes(encode_set::fragment, "");
// §4.4 scheme state: ASCII alphanumerics, '+', '-' and '.'.
constexpr byte_table scheme_bytes = [] {
    byte_table t{};
    for (unsigned b = 0; b < 0x80; ++b)
        t[b] = (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9') || b == '+' || b == '-' ||
               b == '.';
    return t;
}();
// §4.4 authority state: all but '@' and the end of the authority; '\'
// ends it only for a special URL.
constexpr byte_table authority_bytes = bytes_but("@/?#");
constexpr byte_table special_authority_bytes = bytes_but("@/?#\\");
// §4.4 host state: all but ':', the brackets (whose nesting decides
// whether ':' ends the host) and the end of the authority.
constexpr byte_table host_bytes = bytes_but(":[]/?#");
constexpr byte_table special_host_bytes = bytes_but(":[]/?#\\");
// §4.4 file host state: all but the end of the host.
constexpr byte_table file_host_bytes = bytes_but("/\\?#");

// The end of the run from `p` of bytes in `table`.
std::size_t run_end(std::string_view in, std::size_t p, byte_table const& table) noexcept {
    while (p < in.size() && table[static_cast<unsigned char>(in[p])]) ++p;
    return p;
}

// Whether `c` ends a special URL's authority (§4.4 authority state).
bool ends_special_authority(int c) noexcept { return c == eof || c == '/' || c == '?' || c == '#' || c == '\\'; }

// The common special authority, "host" or "host:port" (`port_may_follow`,
// for all but file URLs), of a domain of plain_domain_lowercase's bytes
// whose last label does not start with a digit (so that it does not end
// in a number, §3.5 step 6, and is no IPv4 address), and of a port of
// digits: the host's run when the authority at `p` is one, else a run of
// length 0. Such an authority has no '@' and meets no validation error in
// the authority, host, file host and port states, so the parser can take
// its host at once, without collecting it into the buffer twice (the
// authority state, then the host state) and without the host parser's
// copies.
domain_run plain_domain(std::string_view in, std::size_t p, bool port_may_follow) noexcept {
    domain_run const run = plain_domain_run(in, p);
    if (run.length == 0) return {};
    std::size_t const end = p + run.length;
    auto const at = [in](std::size_t i) { return i < in.size() ? static_cast<unsigned char>(in[i]) : eof; };
    if (port_may_follow && at(end) == ':') {
        std::size_t digits = end + 1;
        while (digits < in.size() && in[digits] >= '0' && in[digits] <= '9') ++digits;
        if (!ends_special_authority(at(digits))) return {};
    } else if (!ends_special_authority(at(end))) {
        return {};
    }
    std::string_view name = in.substr(p, run.length);
    if (name.back() == '.') name.remove_suffix(1);
    std::size_t const last_label = name.rfind('.') + 1;  // 0 when there is no '.'
    if (last_label < name.size() && name[last_label] >= '0' && name[last_label] <= '9') return {};
    return run;
}

// The end of the run from `p` of bytes in `table` (plain_bytes) and of
// percent-encoded bytes ("%" and two hex digits, which those states also
// keep as they are): copying such a run at once is the same as the
// states' steps one code point at a time, and the parser's hot loop.
std::size_t plain_run(std::string_view in, std::size_t p, byte_table const& table) noexcept {
    while (p < in.size()) {
        if (table[static_cast<unsigned char>(in[p])])
            ++p;
        else if (is_percent_encoded_byte_at(in, p))
            p += 3;
        else
            break;
    }
    return p;
}

// The code point whose UTF-8 starts at in[p], and its length in bytes;
// length 0 when the bytes there are not UTF-8 (a stray continuation byte,
// a truncated or overlong sequence, a surrogate).
struct utf8_sequence {
    char32_t cp = 0;
    std::size_t length = 0;
};
utf8_sequence decode_utf8_at(std::string_view in, std::size_t p) noexcept {
    auto const c = static_cast<unsigned char>(in[p]);
    if (c < 0x80) return {c, 1};
    std::size_t const length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
    if (c < 0xC2 || c > 0xF4 || p + length > in.size()) return {};
    char32_t cp = c & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07);
    for (std::size_t k = 1; k < length; ++k) {
        auto const b = static_cast<unsigned char>(in[p + k]);
        if ((b & 0xC0) != 0x80) return {};
        cp = (cp << 6) | (b & 0x3F);
    }
    if ((length == 3 && cp < 0x800) || (length == 4 && (cp < 0x10000 || cp > 0x10FFFF)) ||
        (cp >= 0xD800 && cp <= 0xDFFF))
        return {};
    return {cp, length};
}

// The validation step of the path, opaque path, query and fragment states:
// "If c is not a URL code point and not '%', invalid-URL-unit; if c is '%'
// and remaining does not start with two ASCII hex digits, invalid-URL-unit."
// Non-ASCII code points are decoded from UTF-8 at their first byte: those
// from U+00A0 up are URL code points, but surrogates (never valid UTF-8)
// and noncharacters.
void check_url_unit(std::string_view in, std::size_t p, report& r) {
    auto const c = static_cast<unsigned char>(in[p]);
    if (c < 0x80) {
        if (c == '%') {
            if (!is_percent_encoded_byte_at(in, p)) r.error(v::invalid_URL_unit, p);
        } else if (!is_ascii_url_code_point(c)) {
            r.error(v::invalid_URL_unit, p);
        }
        return;
    }
    if ((c & 0xC0) == 0x80) return;  // a continuation byte: checked with its lead byte
    utf8_sequence const u = decode_utf8_at(in, p);
    bool const noncharacter = (u.cp >= 0xFDD0 && u.cp <= 0xFDEF) || (u.cp & 0xFFFE) == 0xFFFE;
    if (u.length == 0 || u.cp < 0xA0 || noncharacter) r.error(v::invalid_URL_unit, p);
}

// A segment of the path state that is the plain run [begin, end)
// (plain_run() with path_plain) and ends there (at the end, '/', '\\' for
// a special URL, '?' or '#' without a state override), and is neither a
// dot segment nor a drive letter, which the end of the segment would
// rewrite: its bytes go into the path as they are.
bool is_plain_segment(std::string_view in, std::size_t begin, std::size_t end, bool special,
                      bool query_or_fragment_ends) noexcept {
    if (end < in.size()) {
        char const next = in[end];
        if (!(next == '/' || (special && next == '\\') || (query_or_fragment_ends && (next == '?' || next == '#'))))
            return false;
    }
    std::string_view const run = in.substr(begin, end - begin);
    // (A dot segment starts with '.' or "%2e".)
    bool const may_be_dot = !run.empty() && (run[0] == '.' || run[0] == '%');
    return (!may_be_dot || (!is_single_dot_segment(run) && !is_double_dot_segment(run))) &&
           !is_windows_drive_letter(run);
}

// From `p`, where the path state's plain run ends at `end`: the end of the
// plain segments (is_plain_segment()) from there, the first and those
// after it that each follow a '/', or `p` when the first is not one. The
// path state's steps on them append their bytes and '/'s as they are.
std::size_t plain_segments_end(std::string_view in, std::size_t p, std::size_t end, bool special,
                               bool query_or_fragment_ends) noexcept {
    if (!is_plain_segment(in, p, end, special, query_or_fragment_ends)) return p;
    while (end < in.size() && in[end] == '/') {
        std::size_t const next_end = plain_run(in, end + 1, path_plain);
        if (!is_plain_segment(in, end + 1, next_end, special, query_or_fragment_ends)) break;
        end = next_end;
    }
    return end;
}

// The path, opaque path, query and fragment states' steps on a run of
// bytes beyond ASCII from `p` (in every percent-encode set): each code
// point validated (check_url_unit) and each byte percent-encoded onto
// `out`, in one go rather than a state-machine step a byte. Returns the
// run's end.
std::size_t append_encoded_non_ascii(std::string_view in, std::size_t p, std::string& out, report& r) {
    std::size_t end = p;
    while (end < in.size() && static_cast<unsigned char>(in[end]) >= 0x80) ++end;
    std::size_t const had = out.size();
    out.resize(had + 3 * (end - p));
    char* o = out.data() + had;
    for (std::size_t i = p; i < end; ++i) {
        check_url_unit(in, i, r);
        auto const b = static_cast<unsigned char>(in[i]);
        *o++ = '%';
        *o++ = unicode::upper_hex_digits[b >> 4];
        *o++ = unicode::upper_hex_digits[b & 0xF];
    }
    return end;
}

// §4.2 "shorten a URL's path", on the serialized path: each segment is
// preceded by '/', so the last one starts at the last '/'.
template <typename Target>
void shorten_path(Target& u) {
    std::string_view const path = u.path();
    if (u.scheme() == "file" && !path.empty() && path.find('/', 1) == std::string_view::npos &&
        is_normalized_windows_drive_letter(path.substr(1)))
        return;
    std::size_t const last = path.rfind('/');
    if (last != std::string_view::npos) u.truncate_path(last);
}

// A segment onto the serialized path: '/' and the segment (not by
// resize and copy, whose resize fills with zeros first).
void append_segment(std::string& path, std::string_view segment) {
    path.push_back('/');
    path.append(segment);
}

// §4.4 port state step 2.1: the number that ASCII digits `digits` spell,
// or -1 when it is out of range (above 2^16 - 1). Leading zeros are many
// digits of one small number; past five significant digits it is out of
// range.
std::int32_t port_number(std::string_view digits) noexcept {
    std::int32_t port = 0;
    for (char const d : digits) {
        port = port * 10 + (d - '0');
        if (port > 65535) return -1;
    }
    return port;
}

std::string_view first_segment(std::string_view path) noexcept {
    if (path.empty()) return {};
    std::size_t const end = path.find('/', 1);
    return path.substr(1, end == std::string_view::npos ? std::string_view::npos : end - 1);
}

template <typename Target>
bool includes_credentials(Target const& u) noexcept {
    return !u.username().empty() || !u.password().empty();
}

// plain_domain() at `p`, taken as the URL's host: its length, or 0.
// `buffer` (the parser's, empty) holds an uppercase host while it is
// lowercased.
template <typename Target>
std::size_t take_plain_domain(Target& u, std::string_view in, std::size_t p, bool port_may_follow,
                              std::string& buffer) {
    domain_run const run = plain_domain(in, p, port_may_follow);
    if (run.length == 0) return 0;
    std::string_view const host = in.substr(p, run.length);
    if (!run.has_upper) {
        u.set_host(url::host_kind::domain, host);
        return run.length;
    }
    buffer.assign(host);
    for (char& b : buffer) b = plain_domain_lowercase[static_cast<unsigned char>(b)];
    u.set_host(url::host_kind::domain, buffer);
    buffer.clear();
    return run.length;
}

}  // namespace

bool is_special_scheme(std::string_view s) noexcept {
    return s == "http" || s == "https" || s == "ws" || s == "wss" || s == "ftp" || s == "file";
}

int default_port(std::string_view s) noexcept {
    if (s == "http" || s == "ws") return 80;
    if (s == "https" || s == "wss") return 443;
    if (s == "ftp") return 21;
    return -1;
}

template <typename Target>
bool basic_parse(std::string_view input, base_view const* base, Target& u, state override, report& r,
                 parse_buffers& buffers, unicode::encoding encoding) {
    bool const has_override = override != state::none;
    // 1. Without a URL given, leading and trailing C0 controls and spaces
    // go, each a validation error.
    std::size_t skipped = 0;
    // (Most inputs have no C0 control or space at all: one scan says so.)
    bool const may_strip = has_c0_or_space(input);
    if (!has_override && may_strip) {
        std::size_t begin = 0, end = input.size();
        while (begin < end && is_c0_or_space(static_cast<unsigned char>(input[begin]))) ++begin;
        while (end > begin && is_c0_or_space(static_cast<unsigned char>(input[end - 1]))) --end;
        if (begin != 0) r.error_at_original(v::invalid_URL_unit, 0);
        if (end != input.size()) r.error_at_original(v::invalid_URL_unit, end);
        skipped = begin;
        input = input.substr(begin, end - begin);
    }
    // 2-3. Tabs and newlines anywhere go too. Only then is a copy made,
    // with the offset of each byte kept for the errors.
    r.set_mapping(skipped, nullptr);
    if (may_strip && has_tab_or_newline(input)) {
        parse_buffers::without_tabs_and_newlines& stripped = buffers.stripped();
        stripped.text.clear();
        stripped.offsets.clear();
        for (std::size_t i = 0; i < input.size(); ++i) {
            char const ch = input[i];
            if (ch == '\t' || ch == '\n' || ch == '\r') {
                r.error_at_original(v::invalid_URL_unit, skipped + i);
                continue;
            }
            stripped.text.push_back(ch);
            stripped.offsets.push_back(skipped + i);
        }
        input = stripped.text;
        r.set_mapping(skipped, &stripped.offsets);
    }

    std::string_view const in = input;
    std::ptrdiff_t const n = static_cast<std::ptrdiff_t>(in.size());
    // 4-9.
    state st = has_override ? override : state::scheme_start;
    std::string& buffer = buffers.buffer;
    buffer.clear();
    bool at_sign_seen = false, inside_brackets = false, password_token_seen = false;
    // The path state's segment went straight into the path (no buffer).
    bool segment_in_path = false;
    std::ptrdiff_t p = 0;
    std::optional<whatwg::query_encoder> query_encoder;  // for a legacy query encoding

    auto at = [&](std::ptrdiff_t i) -> int {
        return i >= 0 && i < n ? static_cast<unsigned char>(in[static_cast<std::size_t>(i)]) : eof;
    };
    auto remaining = [&]() -> std::string_view {
        return p + 1 <= n ? in.substr(static_cast<std::size_t>(p + 1)) : std::string_view{};
    };
    auto from_pointer = [&]() -> std::string_view {
        return p <= n ? in.substr(static_cast<std::size_t>(p)) : std::string_view{};
    };
    // Whether url's scheme is special, asked at nearly every code point:
    // worked out once each time the scheme is set.
    bool scheme_special = is_special_scheme(u.scheme());
    auto special = [&]() { return scheme_special; };
    auto set_scheme = [&](std::string_view scheme) {
        u.set_scheme(scheme);
        scheme_special = is_special_scheme(u.scheme());
    };
    auto set_host_empty = [&]() { u.set_host(url::host_kind::empty, {}); };
    auto copy_host = [&](base_view const& from) { u.set_host(from.host_type, from.host); };
    auto start_query = [&]() { u.set_query(true, {}); };
    auto append_to = [&](component to, std::string_view bytes) {
        u.append_by(to, [bytes](std::string& out) { out.append(bytes); });
    };
    auto append_encoded_to = [&](component to, unsigned char b, encode_set set) {
        u.append_by(to, [b, set](std::string& out) { append_encoded(out, b, set); });
    };
    // The run of bytes beyond ASCII at p, encoded onto `to`; p at its last.
    auto append_non_ascii_to = [&](component to) {
        u.append_by(to, [&](std::string& out) {
            p = static_cast<std::ptrdiff_t>(append_encoded_non_ascii(in, static_cast<std::size_t>(p), out, r)) - 1;
        });
    };
    auto take_plain_domain = [&](bool port_may_follow) {
        return whatwg::take_plain_domain(u, in, static_cast<std::size_t>(p), port_may_follow, buffer);
    };
    auto pos = [&](std::ptrdiff_t i) { return static_cast<std::size_t>(i < 0 ? 0 : i > n ? n : i); };

    for (;; ++p) {
        int const c = at(p);
        switch (st) {
            case state::none: return false;

            // §4.4 scheme start state.
            case state::scheme_start:
                if (is_alpha(c)) {
                    // c starts the run the scheme state takes (lowercased).
                    st = state::scheme;
                    --p;
                } else if (!has_override) {
                    st = state::no_scheme;
                    --p;
                } else {
                    return false;
                }
                break;

            // §4.4 scheme state.
            case state::scheme:
                if (c != eof && scheme_bytes[static_cast<unsigned char>(c)]) {
                    // The run of scheme code points at once, lowercased.
                    std::size_t const end = run_end(in, static_cast<std::size_t>(p), scheme_bytes);
                    std::size_t const had = buffer.size();
                    buffer.append(in.substr(static_cast<std::size_t>(p), end - static_cast<std::size_t>(p)));
                    lowercase_ascii(buffer.data() + had, buffer.size() - had);
                    p = static_cast<std::ptrdiff_t>(end) - 1;
                } else if (c == ':') {
                    if (has_override) {
                        // 2.1 A setter may not move between special and not,
                        // nor make "file" a URL with credentials or a port.
                        bool const buffer_special = is_special_scheme(buffer);
                        if (special() != buffer_special) return true;
                        if ((includes_credentials(u) || u.port() >= 0) && buffer == "file") return true;
                        if (u.scheme() == "file" && u.host_type() == url::host_kind::empty) return true;
                    }
                    set_scheme(buffer);
                    if (has_override) {
                        if (u.port() == default_port(u.scheme())) u.set_port(-1);
                        return true;
                    }
                    buffer.clear();
                    if (u.scheme() == "file") {
                        if (remaining().substr(0, 2) != "//")
                            r.error(v::special_scheme_missing_following_solidus, pos(p + 1));
                        st = state::file;
                    } else if (special() && at(p + 1) == '/' && at(p + 2) == '/' && at(p + 3) != '/' &&
                               at(p + 3) != '\\') {
                        // "://" and no more slashes: the special relative or
                        // authority (or special authority slashes) state and
                        // the special authority ignore slashes state would
                        // take a step each to reach the authority state, with
                        // no validation error.
                        st = state::authority;
                        p += 2;
                    } else if (special() && base != nullptr && base->scheme == u.scheme()) {
                        st = state::special_relative_or_authority;
                    } else if (special()) {
                        st = state::special_authority_slashes;
                    } else if (at(p + 1) == '/') {
                        st = state::path_or_authority;
                        ++p;
                    } else {
                        u.set_path({}, true);
                        st = state::opaque_path;
                    }
                } else if (!has_override) {
                    // Not a scheme after all: start over without one.
                    buffer.clear();
                    st = state::no_scheme;
                    p = -1;
                } else {
                    return false;
                }
                break;

            // §4.4 no scheme state.
            case state::no_scheme:
                if (base == nullptr || (base->opaque_path && c != '#')) {
                    return r.fail(v::missing_scheme_non_relative_URL, pos(p));
                } else if (base->opaque_path && c == '#') {
                    set_scheme(base->scheme);
                    u.set_path(base->path, true);
                    u.set_query(base->has_query, base->query);
                    u.start_fragment();
                    st = state::fragment;
                } else if (base->scheme != "file") {
                    st = state::relative;
                    --p;
                } else {
                    st = state::file;
                    --p;
                }
                break;

            // §4.4 special relative or authority state.
            case state::special_relative_or_authority:
                if (c == '/' && at(p + 1) == '/') {
                    st = state::special_authority_ignore_slashes;
                    ++p;
                } else {
                    r.error(v::special_scheme_missing_following_solidus, pos(p));
                    st = state::relative;
                    --p;
                }
                break;

            // §4.4 path or authority state.
            case state::path_or_authority:
                if (c == '/') {
                    st = state::authority;
                } else {
                    st = state::path;
                    --p;
                }
                break;

            // §4.4 relative state.
            case state::relative:
                set_scheme(base->scheme);
                if (c == '/') {
                    st = state::relative_slash;
                } else if (special() && c == '\\') {
                    r.error(v::invalid_reverse_solidus, pos(p));
                    st = state::relative_slash;
                } else {
                    u.set_credentials(base->username, base->password);
                    copy_host(*base);
                    u.set_port(base->port);
                    u.set_path(base->path, base->opaque_path);
                    u.set_query(base->has_query, base->query);
                    if (c == '?') {
                        start_query();
                        st = state::query;
                    } else if (c == '#') {
                        u.start_fragment();
                        st = state::fragment;
                    } else if (c != eof) {
                        u.set_query(false, {});
                        shorten_path(u);
                        st = state::path;
                        --p;
                    }
                }
                break;

            // §4.4 relative slash state.
            case state::relative_slash:
                if (special() && (c == '/' || c == '\\')) {
                    if (c == '\\') r.error(v::invalid_reverse_solidus, pos(p));
                    st = state::special_authority_ignore_slashes;
                } else if (c == '/') {
                    st = state::authority;
                } else {
                    u.set_credentials(base->username, base->password);
                    copy_host(*base);
                    u.set_port(base->port);
                    st = state::path;
                    --p;
                }
                break;

            // §4.4 special authority slashes state.
            case state::special_authority_slashes:
                if (c == '/' && at(p + 1) == '/') {
                    st = state::special_authority_ignore_slashes;
                    ++p;
                } else {
                    r.error(v::special_scheme_missing_following_solidus, pos(p));
                    st = state::special_authority_ignore_slashes;
                    --p;
                }
                break;

            // §4.4 special authority ignore slashes state.
            case state::special_authority_ignore_slashes:
                if (c != '/' && c != '\\') {
                    st = state::authority;
                    --p;
                } else {
                    r.error(v::special_scheme_missing_following_solidus, pos(p));
                }
                break;

            // §4.4 authority state.
            case state::authority:
                if (std::size_t const length =
                        buffer.empty() && !at_sign_seen && special() && !has_override ? take_plain_domain(true) : 0;
                    length != 0) {
                    // The host state's work on such a host, at once, and
                    // the port state's on the digits after a ':' (which
                    // plain_domain() saw end the authority).
                    std::ptrdiff_t const host_end = p + static_cast<std::ptrdiff_t>(length);
                    p = host_end - 1;
                    if (at(host_end) == ':') {
                        std::ptrdiff_t const digits = host_end + 1;
                        std::ptrdiff_t digits_end = digits;
                        while (is_digit(at(digits_end))) ++digits_end;
                        if (digits_end != digits) {
                            std::int32_t const port = port_number(in.substr(pos(digits), pos(digits_end - digits)));
                            if (port < 0) return r.fail(v::port_out_of_range, pos(digits));
                            u.set_port(port == default_port(u.scheme()) ? -1 : port);
                        }
                        p = digits_end - 1;
                    }
                    st = state::path_start;
                } else if (c == '@') {
                    r.error(v::invalid_credentials, pos(p));
                    // An earlier '@' belongs to the userinfo after all.
                    if (at_sign_seen) buffer.insert(0, "%40");
                    at_sign_seen = true;
                    for (char const b : buffer) {
                        if (b == ':' && !password_token_seen) {
                            password_token_seen = true;
                            continue;
                        }
                        append_encoded_to(password_token_seen ? component::password : component::username,
                                          static_cast<unsigned char>(b), encode_set::userinfo);
                    }
                    buffer.clear();
                } else if (c == eof || c == '/' || c == '?' || c == '#' || (special() && c == '\\')) {
                    if (at_sign_seen && buffer.empty()) return r.fail(v::host_missing, pos(p));
                    p -= static_cast<std::ptrdiff_t>(buffer.size()) + 1;
                    buffer.clear();
                    st = state::host;
                } else {
                    // The run up to the next '@' or end of the authority.
                    std::size_t const end = run_end(in, static_cast<std::size_t>(p + 1),
                                                    special() ? special_authority_bytes : authority_bytes);
                    buffer.append(in.substr(static_cast<std::size_t>(p), end - static_cast<std::size_t>(p)));
                    p = static_cast<std::ptrdiff_t>(end) - 1;
                }
                break;

            // §4.4 host state and hostname state.
            case state::host:
            case state::hostname:
                if (has_override && u.scheme() == "file") {
                    --p;
                    st = state::file_host;
                } else if (c == ':' && !inside_brackets) {
                    if (buffer.empty()) return r.fail(v::host_missing, pos(p));
                    if (override == state::hostname) return false;
                    if (!parse_host(buffer, !special(), r, pos(p - static_cast<std::ptrdiff_t>(buffer.size())),
                                    u.host_kind_output(), u.host_output(), buffers.host()))
                        return false;
                    u.host_written();
                    buffer.clear();
                    st = state::port;
                } else if (c == eof || c == '/' || c == '?' || c == '#' || (special() && c == '\\')) {
                    --p;
                    if (special() && buffer.empty()) return r.fail(v::host_missing, pos(p + 1));
                    if (has_override && buffer.empty() && (includes_credentials(u) || u.port() >= 0)) return false;
                    if (buffer.empty()) {
                        // A non-special URL's empty host ("sc:///x", "sc://?").
                        set_host_empty();
                    } else if (!parse_host(buffer, !special(), r,
                                           pos(p + 1 - static_cast<std::ptrdiff_t>(buffer.size())),
                                           u.host_kind_output(), u.host_output(), buffers.host())) {
                        return false;
                    } else {
                        u.host_written();
                    }
                    buffer.clear();
                    st = state::path_start;
                    if (has_override) return true;
                } else if (c == '[' || c == ']') {
                    inside_brackets = c == '[';
                    buffer.push_back(static_cast<char>(c));
                } else {
                    // The run up to the next ':', bracket or end of the host
                    // (c itself may be a ':' between brackets).
                    std::size_t const end =
                        run_end(in, static_cast<std::size_t>(p + 1), special() ? special_host_bytes : host_bytes);
                    buffer.append(in.substr(static_cast<std::size_t>(p), end - static_cast<std::size_t>(p)));
                    p = static_cast<std::ptrdiff_t>(end) - 1;
                }
                break;

            // §4.4 port state.
            case state::port:
                if (is_digit(c)) {
                    buffer.push_back(static_cast<char>(c));
                } else if (c == eof || c == '/' || c == '?' || c == '#' || (special() && c == '\\') || has_override) {
                    if (!buffer.empty()) {
                        std::int32_t const port = port_number(buffer);
                        if (port < 0)
                            return r.fail(v::port_out_of_range, pos(p - static_cast<std::ptrdiff_t>(buffer.size())));
                        u.set_port(port == default_port(u.scheme()) ? -1 : port);
                        buffer.clear();
                        if (has_override) return true;
                    }
                    if (has_override) return false;
                    st = state::path_start;
                    --p;
                } else {
                    return r.fail(v::port_invalid, pos(p));
                }
                break;

            // §4.4 file state.
            case state::file:
                set_scheme("file");
                set_host_empty();
                if (c == '/' || c == '\\') {
                    if (c == '\\') r.error(v::invalid_reverse_solidus, pos(p));
                    st = state::file_slash;
                } else if (base != nullptr && base->scheme == "file") {
                    copy_host(*base);
                    u.set_path(base->path, base->opaque_path);
                    u.set_query(base->has_query, base->query);
                    if (c == '?') {
                        start_query();
                        st = state::query;
                    } else if (c == '#') {
                        u.start_fragment();
                        st = state::fragment;
                    } else if (c != eof) {
                        u.set_query(false, {});
                        if (!starts_with_windows_drive_letter(from_pointer())) {
                            shorten_path(u);
                        } else {
                            r.error(v::file_invalid_Windows_drive_letter, pos(p));
                            u.truncate_path(0);
                        }
                        st = state::path;
                        --p;
                    }
                } else {
                    st = state::path;
                    --p;
                }
                break;

            // §4.4 file slash state.
            case state::file_slash:
                if (c == '/' || c == '\\') {
                    if (c == '\\') r.error(v::invalid_reverse_solidus, pos(p));
                    st = state::file_host;
                } else {
                    if (base != nullptr && base->scheme == "file") {
                        copy_host(*base);
                        std::string_view const first = first_segment(base->path);
                        if (!starts_with_windows_drive_letter(from_pointer()) && !base->opaque_path &&
                            is_normalized_windows_drive_letter(first))
                            u.append_by(component::path, [first](std::string& path) { append_segment(path, first); });
                    }
                    st = state::path;
                    --p;
                }
                break;

            // §4.4 file host state.
            case state::file_host:
                if (std::size_t const length = buffer.empty() && !has_override ? take_plain_domain(false) : 0;
                    length != 0) {
                    // The steps below on such a host, at once.
                    if (u.host() == "localhost") set_host_empty();
                    st = state::path_start;
                    p += static_cast<std::ptrdiff_t>(length) - 1;
                } else if (c == eof || c == '/' || c == '\\' || c == '?' || c == '#') {
                    --p;
                    if (!has_override && is_windows_drive_letter(buffer)) {
                        // "file://C:/": the drive letter is the path's, and
                        // the buffer goes on into the path state.
                        r.error(v::file_invalid_Windows_drive_letter_host, pos(p + 1 - 2));
                        st = state::path;
                    } else if (buffer.empty()) {
                        set_host_empty();
                        if (has_override) return true;
                        st = state::path_start;
                    } else {
                        if (!parse_host(buffer, !special(), r, pos(p + 1 - static_cast<std::ptrdiff_t>(buffer.size())),
                                        u.host_kind_output(), u.host_output(), buffers.host()))
                            return false;
                        u.host_written();
                        if (u.host() == "localhost") set_host_empty();
                        if (has_override) return true;
                        buffer.clear();
                        st = state::path_start;
                    }
                } else {
                    std::size_t const end = run_end(in, static_cast<std::size_t>(p), file_host_bytes);
                    buffer.append(in.substr(static_cast<std::size_t>(p), end - static_cast<std::size_t>(p)));
                    p = static_cast<std::ptrdiff_t>(end) - 1;
                }
                break;

            // §4.4 path start state.
            case state::path_start:
                // (The path takes most of what is left of the input: room
                // for that at once rather than growing segment by segment.)
                u.reserve_path(u.path().size() + in.size() - pos(p));
                if (special()) {
                    if (c == '\\') r.error(v::invalid_reverse_solidus, pos(p));
                    st = state::path;
                    if (c != '/' && c != '\\') --p;
                } else if (!has_override && c == '?') {
                    start_query();
                    st = state::query;
                } else if (!has_override && c == '#') {
                    u.start_fragment();
                    st = state::fragment;
                } else if (c != eof) {
                    st = state::path;
                    if (c != '/') --p;
                } else if (has_override && u.host_type() == url::host_kind::none) {
                    append_to(component::path, "/");
                }
                break;

            // §4.4 path state.
            case state::path: {
                bool const slash = c == '/' || (special() && c == '\\');
                if (c == eof || slash || (!has_override && (c == '?' || c == '#'))) {
                    if (special() && c == '\\') r.error(v::invalid_reverse_solidus, pos(p));
                    if (segment_in_path) {
                        // In the path already: the plain run below.
                        segment_in_path = false;
                    } else if (is_double_dot_segment(buffer)) {
                        shorten_path(u);
                        if (!slash) append_to(component::path, "/");
                    } else if (is_single_dot_segment(buffer) && !slash) {
                        append_to(component::path, "/");
                    } else if (!is_single_dot_segment(buffer)) {
                        // (u.path() empty: the list path is empty.)
                        if (is_windows_drive_letter(buffer) && u.path().empty() && u.scheme() == "file")
                            buffer[1] = ':';
                        u.append_by(component::path, [&buffer](std::string& path) { append_segment(path, buffer); });
                    }
                    buffer.clear();
                    if (c == '?') {
                        start_query();
                        st = state::query;
                    }
                    if (c == '#') {
                        u.start_fragment();
                        st = state::fragment;
                    }
                } else if (std::size_t const end = plain_run(in, static_cast<std::size_t>(p), path_plain);
                           end > static_cast<std::size_t>(p)) {
                    std::size_t const segments_end =
                        buffer.empty()
                            ? plain_segments_end(in, static_cast<std::size_t>(p), end, special(), !has_override)
                            : static_cast<std::size_t>(p);
                    if (segments_end > static_cast<std::size_t>(p)) {
                        // Straight into the path rather than through the
                        // buffer, with the '/' before them, most often a '/'
                        // of the input, copied with them.
                        std::size_t const from = p > 0 && in[static_cast<std::size_t>(p) - 1] == '/'
                                                     ? static_cast<std::size_t>(p) - 1
                                                     : static_cast<std::size_t>(p);
                        std::string_view const segments = in.substr(from, segments_end - from);
                        u.append_by(component::path, [segments, from, p](std::string& path) {
                            if (from == static_cast<std::size_t>(p)) path.push_back('/');
                            path.append(segments);
                        });
                        segment_in_path = true;
                        p = static_cast<std::ptrdiff_t>(segments_end) - 1;
                    } else {
                        buffer.append(in.substr(static_cast<std::size_t>(p), end - static_cast<std::size_t>(p)));
                        p = static_cast<std::ptrdiff_t>(end) - 1;
                    }
                } else if (c >= 0x80) {
                    p = static_cast<std::ptrdiff_t>(
                            append_encoded_non_ascii(in, static_cast<std::size_t>(p), buffer, r)) -
                        1;
                } else {
                    check_url_unit(in, static_cast<std::size_t>(p), r);
                    append_encoded(buffer, static_cast<unsigned char>(c), encode_set::path);
                }
                break;
            }

            // §4.4 opaque path state.
            case state::opaque_path:
                if (c == '?') {
                    start_query();
                    st = state::query;
                } else if (c == '#') {
                    u.start_fragment();
                    st = state::fragment;
                } else if (c == ' ') {
                    // A space before '?' or '#' is encoded, so that removing
                    // the query or fragment cannot leave a trailing space.
                    r.error(v::invalid_URL_unit, pos(p));
                    int const next = at(p + 1);
                    append_to(component::path, next == '?' || next == '#' ? "%20" : " ");
                } else if (std::size_t const end = plain_run(in, static_cast<std::size_t>(p), opaque_path_plain);
                           end > static_cast<std::size_t>(p)) {
                    append_to(component::path,
                              in.substr(static_cast<std::size_t>(p), end - static_cast<std::size_t>(p)));
                    p = static_cast<std::ptrdiff_t>(end) - 1;
                } else if (c >= 0x80) {
                    append_non_ascii_to(component::path);
                } else if (c != eof) {
                    check_url_unit(in, static_cast<std::size_t>(p), r);
                    append_encoded_to(component::path, static_cast<unsigned char>(c), encode_set::c0_control);
                }
                break;

            // §4.4 query state. Each code point goes straight to the query,
            // encoded, rather than through the buffer: the same bytes, as
            // percent-encode after encoding works code point by code point
            // (ISO-2022-JP's state is the encoder's, kept across them).
            case state::query: {
                // 1. A legacy encoding only for a special scheme, not ws(s).
                bool const legacy =
                    encoding != unicode::encoding::utf_8 && special() && u.scheme() != "ws" && u.scheme() != "wss";
                encode_set const set = special() ? encode_set::special_query : encode_set::query;
                byte_table const& plain = special() ? special_query_plain : query_plain;
                if ((!has_override && c == '#') || c == eof) {
                    if (legacy && query_encoder) {
                        u.append_by(component::query,
                                    [&query_encoder](std::string& query) { query_encoder->finish(query); });
                        query_encoder.reset();
                    }
                    if (c == '#') {
                        u.start_fragment();
                        st = state::fragment;
                    }
                } else if (std::size_t const end = legacy ? 0 : plain_run(in, static_cast<std::size_t>(p), plain);
                           end > static_cast<std::size_t>(p)) {
                    append_to(component::query,
                              in.substr(static_cast<std::size_t>(p), end - static_cast<std::size_t>(p)));
                    p = static_cast<std::ptrdiff_t>(end) - 1;
                } else {
                    if (!legacy && c >= 0x80) {
                        append_non_ascii_to(component::query);
                        break;
                    }
                    check_url_unit(in, static_cast<std::size_t>(p), r);
                    if (!legacy) {
                        append_encoded_to(component::query, static_cast<unsigned char>(c), set);
                    } else if ((c & 0xC0) != 0x80) {
                        // Bytes that are not UTF-8 read as U+FFFD, one each;
                        // continuation bytes go with their lead byte.
                        if (!query_encoder) query_encoder.emplace(unicode::output_encoding(encoding), set);
                        utf8_sequence const seq = decode_utf8_at(in, static_cast<std::size_t>(p));
                        char32_t const cp = seq.length == 0 ? 0xFFFD : seq.cp;
                        u.append_by(component::query,
                                    [&query_encoder, cp](std::string& query) { query_encoder->append(query, cp); });
                    }
                }
                break;
            }

            // §4.4 fragment state.
            case state::fragment:
                if (std::size_t const end = plain_run(in, static_cast<std::size_t>(p), fragment_plain);
                    end > static_cast<std::size_t>(p)) {
                    append_to(component::fragment,
                              in.substr(static_cast<std::size_t>(p), end - static_cast<std::size_t>(p)));
                    p = static_cast<std::ptrdiff_t>(end) - 1;
                } else if (c >= 0x80) {
                    append_non_ascii_to(component::fragment);
                } else if (c != eof) {
                    check_url_unit(in, static_cast<std::size_t>(p), r);
                    append_encoded_to(component::fragment, static_cast<unsigned char>(c), encode_set::fragment);
                }
                break;
        }
        if (p >= n) break;
    }
    return true;
}

template bool basic_parse(std::string_view, base_view const*, record_target&, state, report&, parse_buffers&,
                          unicode::encoding);
template bool basic_parse(std::string_view, base_view const*, href_target&, state, report&, parse_buffers&,
                          unicode::encoding);

}  // namespace iri::whatwg
