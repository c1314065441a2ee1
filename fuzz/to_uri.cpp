// libFuzzer target: iri::to_uri (RFC 3987 §3.1), checked against what
// callers rely on. Every input is converted with the default options, and
// once more with options picked by the input's bytes (their sum, modulo the
// number of variants): lenient, UTS #46 or IDNA2003 host conversion, an
// HTTP query charset.
//
// - to_uri fails exactly when the input is not an IRI-reference (after the
//   lenient encoding, when asked), with the parser's diagnostic, moved back
//   onto the input;
// - the output is ASCII, a URI-reference by the project's RFC 3986 grammar
//   and, when the build found it, by Boost.URL's parse_uri_reference, whose
//   components are ours;
// - it maps component for component: the same components present, the
//   same host and path kinds, each one the input's with every octet >= 0x80
//   written "%HH" (uppercase), save the host under IDNA and the query under
//   a query charset (non-ASCII, or with a "'" the browser writes %27), which
//   only the other components are compared around;
// - it is idempotent, the identity on URIs, and at most 3 times the input
//   (not under IDNA: "é" is "xn--9ca");
// - to_uri_into gives the same into a reused buffer;
// - step 2's two versions (unicode/high_byte_triplets.hpp), sixteen bytes
//   at a time with AVX and a byte at a time, write the same for any
//   bytes, from every start and to every end within sixteen bytes of the
//   input's.
#include "fuzz/check.hpp"
#include "fuzz/unicode.hpp"
#include "unicode/high_byte_triplets.hpp"

#include <iri/iri.hpp>

#ifdef IRI_FUZZ_WITH_BOOST_URL
#include <boost/url/parse.hpp>
#endif

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace {

using iri_fuzz::is_ascii;

// The second conversion of each input, picked by the sum of its bytes.
// Shift_JIS as the query charset: its trail bytes fall in ASCII ("ソ" is
// 83 5C), which §3.1's percent-encoding must not leave raw.
iri::to_uri_options variant_for(std::string_view text) {
    std::size_t sum = 0;
    for (char const c : text) sum += static_cast<unsigned char>(c);
    iri::to_uri_options options;
    switch (sum % 4) {
        case 0: options.lenient = true; break;
        case 1: options.idna = iri::idna_mode::uts46; break;
        case 2: options.idna = iri::idna_mode::idna2003; break;
        default: options.query_charset = "Shift_JIS"; break;
    }
    return options;
}

// The excluded printable characters that `lenient` percent-encodes
// (convert.hpp), written out again here.
bool is_lenient_excluded(char c) { return std::string_view(" <>\"{}|\\^`").find(c) != std::string_view::npos; }

std::string triplet(unsigned char octet) {
    constexpr char hex[] = "0123456789ABCDEF";
    return {'%', hex[octet >> 4], hex[octet & 0xF]};
}

// §3.1 step 2 on one component: every octet >= 0x80 as "%HH".
std::string percent_encode_non_ascii(std::string_view text) {
    std::string out;
    for (char const c : text) {
        if (static_cast<unsigned char>(c) >= 0x80)
            out += triplet(static_cast<unsigned char>(c));
        else
            out += c;
    }
    return out;
}

std::string percent_encode_excluded(std::string_view text) {
    std::string out;
    for (char const c : text) {
        if (is_lenient_excluded(c))
            out += triplet(static_cast<unsigned char>(c));
        else
            out += c;
    }
    return out;
}

std::optional<std::string> encoded(std::optional<std::string_view> component) {
    if (!component) return std::nullopt;
    return percent_encode_non_ascii(*component);
}

// The output, read back as a URI, against the input's components.
void check_component_mapping(iri::reference_view const& in, iri::reference_view const& out, bool host_replaced,
                             bool query_replaced) {
    IRI_FUZZ_CHECK(out.kind() == in.kind());
    IRI_FUZZ_CHECK(out.path_type() == in.path_type());
    IRI_FUZZ_CHECK(out.has_authority() == in.has_authority());
    IRI_FUZZ_CHECK(out.scheme() == in.scheme());
    IRI_FUZZ_CHECK(encoded(out.userinfo()) == encoded(in.userinfo()));
    IRI_FUZZ_CHECK(out.port() == in.port());
    IRI_FUZZ_CHECK(out.path() == percent_encode_non_ascii(in.path()));
    IRI_FUZZ_CHECK(out.fragment() == encoded(in.fragment()));
    IRI_FUZZ_CHECK(out.query().has_value() == in.query().has_value());
    if (!query_replaced) IRI_FUZZ_CHECK(out.query() == encoded(in.query()));
    if (host_replaced) {
        // ToASCII gives a reg-name ("xn--..." labels), or an IPv4 address
        // when the name's characters spell one ("5.9.95%2E9" is 5.9.95.9,
        // as RFC 3986 §6.2.2.2 decoding and WHATWG URL also read it); never
        // an IP literal.
        IRI_FUZZ_CHECK(out.host_type() == iri::host_kind::reg_name || out.host_type() == iri::host_kind::ipv4);
    } else {
        // A reg-name that becomes "%HH"-only stays a reg-name; an IPv4
        // address or IP literal is ASCII and unchanged.
        IRI_FUZZ_CHECK(out.host_type() == in.host_type());
        IRI_FUZZ_CHECK(out.host() == encoded(in.host()));
    }
}

#ifdef IRI_FUZZ_WITH_BOOST_URL
std::string_view view(auto const& s) { return {s.data(), s.size()}; }

// One optional component, theirs and ours.
bool same(bool has, auto const& value, std::optional<std::string_view> ours) {
    return has == ours.has_value() && (!has || view(value) == *ours);
}

// Whether Boost.URL's reading of a URI-reference has our components.
bool same_components(iri::reference_view const& ours, boost::urls::url_view const& theirs) {
    return same(theirs.has_scheme(), theirs.scheme(), ours.scheme()) &&
           same(theirs.has_authority(), theirs.encoded_authority(), ours.authority()) &&
           (!ours.has_authority() || (same(true, theirs.encoded_host(), ours.host()) &&
                                      same(theirs.has_userinfo(), theirs.encoded_userinfo(), ours.userinfo()) &&
                                      same(theirs.has_port(), theirs.port(), ours.port()))) &&
           view(theirs.encoded_path()) == ours.path() &&
           same(theirs.has_query(), theirs.encoded_query(), ours.query()) &&
           same(theirs.has_fragment(), theirs.encoded_fragment(), ours.fragment());
}

// Where Boost.URL 1.81 reads a URI-reference that our grammar accepts
// differently, and why ours is right. `explains` recognises exactly that
// difference, given our reading and theirs (nothing when it rejects).
struct known_difference {
    char const* what;
    char const* why;
    bool (*explains)(iri::reference_view const& ours, std::optional<boost::urls::url_view> const& theirs);
};

// Whether Boost.URL agrees with us once the character at `offset` of our
// text is `c`: the difference was that character's doing.
bool agrees_with(iri::reference_view const& ours, std::size_t offset, char c) {
    std::string rewritten(ours.text());
    rewritten[offset] = c;
    iri::parse_result const again = iri::parse(rewritten, iri::entry::URI_reference);
    auto const theirs = boost::urls::parse_uri_reference(rewritten);
    return again.ok() && theirs.has_value() && same_components(again.value(), *theirs);
}

// "1.2.3.4.example", misread or rejected: a reg-name that begins with an
// IPv4 address, read as we read it once its first digit is a letter.
bool takes_ipv4_prefix(iri::reference_view const& ours, std::optional<boost::urls::url_view> const&) {
    if (ours.host_type() != iri::host_kind::reg_name) return false;
    std::string_view const host = *ours.host();
    bool begins_with_ipv4 = false;
    for (std::size_t k = 7; k < host.size() && k <= 15 && !begins_with_ipv4; ++k)
        begins_with_ipv4 = iri::is_valid("//" + std::string(host.substr(0, k)), iri::entry::URI_reference) &&
                           iri::parse("//" + std::string(host.substr(0, k)))->host_type() == iri::host_kind::ipv4;
    return begins_with_ipv4 && agrees_with(ours, ours.parts().host.offset, 'x');
}

// "[V1.x]": rejected, and read as we read it once the "V" is written "v".
bool rejects_uppercase_v(iri::reference_view const& ours, std::optional<boost::urls::url_view> const& theirs) {
    return !theirs && ours.host_type() == iri::host_kind::ipvfuture && (*ours.host())[1] == 'V' &&
           agrees_with(ours, ours.parts().host.offset + 1, 'v');
}

constexpr known_difference boost_url_differences[] = {
    {"Boost.URL takes an IPv4address that begins a longer reg-name for the host: \"//1.2.3.4.example/\" has "
     "host \"1.2.3.4\" and path \".example/\", \"//1.2.3.4x:/\" is rejected (boostorg/url#770, fixed after 1.81)",
     "RFC 3986 §3.2.2's \"If host matches the rule for IPv4address\" is about the whole host, and a path after "
     "an authority is path-abempty, empty or starting with \"/\" (§3.3)",
     takes_ipv4_prefix},
    {"Boost.URL rejects an IPvFuture whose \"v\" is uppercase: \"//[V1.x]\"",
     "ABNF strings are case-insensitive (RFC 5234 §2.3), and RFC 3986 §3.2.2 says so of this one: \"an IP "
     "literal that starts with 'v' (case-insensitive)\"",
     rejects_uppercase_v},
};

// Boost.URL reads the output as a URI-reference (RFC 3986 §4.1) with the
// same components, save for the differences above.
void check_with_boost_url(iri::reference_view const& ours) {
    auto const parsed = boost::urls::parse_uri_reference(view(ours.text()));
    iri_fuzz::compared_with(iri_fuzz::peer::boost_url);
    if (parsed.has_value() && same_components(ours, *parsed)) return;
    std::optional<boost::urls::url_view> theirs;
    if (parsed.has_value()) theirs = *parsed;
    for (known_difference const& d : boost_url_differences)
        if (d.explains(ours, theirs)) return;
    iri_fuzz::fail(parsed.has_value() ? "Boost.URL reads other components, and no boost_url_differences row explains it"
                                      : "Boost.URL rejects the output, and no boost_url_differences row explains it",
                   __FILE__, __LINE__);
}
#endif

// One conversion of `text` with `options`.
void check_conversion(std::string_view text, iri::to_uri_options const& options) {
    bool const idna = options.idna != iri::idna_mode::none;
    iri::text_result const r = iri::to_uri(text, options);

    // The same into a reused buffer that holds something already.
    std::string reused = "left over from an earlier call, to be replaced";
    iri::diagnostic into_error;
    iri::errc const into_code = iri::to_uri_into(text, reused, options, &into_error);
    IRI_FUZZ_CHECK((into_code == iri::errc::ok) == r.ok());
    if (r.ok())
        IRI_FUZZ_CHECK(reused == r.value());
    else
        IRI_FUZZ_CHECK(reused.empty() && iri_fuzz::same_diagnostic(into_error, r.error()));

    // What to_uri validates: the input, its excluded characters encoded
    // when lenient.
    std::string const lenient_text = options.lenient ? percent_encode_excluded(text) : std::string(text);
    iri::parse_result const in = iri::parse(lenient_text);
    if (!r.ok()) {
        iri::diagnostic const& e = r.error();
        iri_fuzz::check_diagnostic(e, text);
        if (!in.ok()) {
            // The parser's diagnostic, moved back onto the input: the same
            // error at the same character, the text before it the input's.
            iri::diagnostic const& p = in.error();
            IRI_FUZZ_CHECK(e.code == p.code && e.production == p.production && e.has_code_point == p.has_code_point);
            if (e.byte_offset < text.size()) {
                // The character it names is the input's at that place.
                IRI_FUZZ_CHECK(e.byte == static_cast<unsigned char>(text[e.byte_offset]));
                char32_t cp = 0;
                if (e.has_code_point)
                    IRI_FUZZ_CHECK(iri_fuzz::utf8_length(text, e.byte_offset, cp) != 0 && e.code_point == cp);
            }
            IRI_FUZZ_CHECK(percent_encode_excluded(text.substr(0, e.byte_offset)) ==
                           std::string_view(lenient_text).substr(0, p.byte_offset));
            // Each encoded character before it added two bytes, two code points.
            IRI_FUZZ_CHECK(p.offset - e.offset == p.byte_offset - e.byte_offset);
        } else {
            // A valid input fails only on what the options ask for: a host
            // ToASCII rejects, a query character the charset cannot encode.
            IRI_FUZZ_CHECK((idna && e.code == iri::errc::invalid_host_name) ||
                           (!options.query_charset.empty() && e.code == iri::errc::charset_conversion_failed));
        }
        return;
    }
    IRI_FUZZ_CHECK(in.ok());
    std::string const& uri = r.value();
    IRI_FUZZ_CHECK(is_ascii(uri));
    // Each byte becomes at most a triplet; not so a query character the
    // charset writes as a numeric character reference ("%26%23990%3B" for
    // a two-byte character), nor a host ToASCII rewrites.
    if (!idna && options.query_charset.empty()) IRI_FUZZ_CHECK(uri.size() <= 3 * text.size());
    iri::parse_result const out = iri::parse(uri, iri::entry::URI_reference);
    IRI_FUZZ_CHECK(out.ok());
    IRI_FUZZ_CHECK(iri::is_valid(uri, iri::entry::URI_reference));

    bool const host_replaced = idna && out->host() != encoded(in->host());
    bool const query_replaced = !options.query_charset.empty() && out->query() != encoded(in->query());
    // The browser's query encoder changes a query with a scheme (a special
    // one) and a character step 2 leaves as it is: a non-ASCII one, written
    // in the charset, or "'", which the special-query percent-encode set
    // writes %27.
    if (query_replaced)
        IRI_FUZZ_CHECK(in->scheme() && (!is_ascii(*in->query()) || in->query()->find('\'') != std::string_view::npos));
    check_component_mapping(in.value(), out.value(), host_replaced, query_replaced);
#ifdef IRI_FUZZ_WITH_BOOST_URL
    check_with_boost_url(out.value());
#endif

    // Idempotent: a URI maps to itself.
    iri::text_result const again = iri::to_uri(uri, options);
    IRI_FUZZ_CHECK(again.ok() && again.value() == uri);
}

// The vector version of step 2 against the scalar one, on `text`
// less up to sixteen bytes at either end (the last bytes take their own
// path), on any bytes: neither needs a valid IRI.
void check_high_byte_triplets(std::string_view text) {
#if defined(IRI_HAVE_AVX)
    if (!iri::unicode::cpu_has_avx) return;
    std::size_t const most = std::min<std::size_t>(text.size(), text.size() <= 256 ? 16 : 3);
    std::string scalar, vector;
    for (std::size_t front = 0; front <= most; ++front)
        for (std::size_t back = 0; front + back <= text.size() && back <= most; ++back) {
            std::string_view const part = text.substr(front, text.size() - front - back);
            scalar.assign(3 * part.size() + iri::unicode::high_byte_triplets_room, '\0');
            vector.assign(scalar.size(), '\0');
            char const* const scalar_end =
                iri::unicode::write_high_byte_triplets_scalar(part.data(), part.data() + part.size(), scalar.data());
            char const* const vector_end =
                iri::unicode::write_high_byte_triplets_avx(part.data(), part.data() + part.size(), vector.data());
            IRI_FUZZ_CHECK(std::string_view(scalar.data(), static_cast<std::size_t>(scalar_end - scalar.data())) ==
                           std::string_view(vector.data(), static_cast<std::size_t>(vector_end - vector.data())));
        }
#else
    static_cast<void>(text);
#endif
}

void check(std::string_view text) {
    check_high_byte_triplets(text);
    check_conversion(text, {});
    // The identity on URIs (RFC 3987 §3.1: "a URI is also an IRI").
    if (is_ascii(text) && iri::is_valid(text, iri::entry::URI_reference)) {
        iri::text_result const r = iri::to_uri(text);
        IRI_FUZZ_CHECK(r.ok() && r.value() == text);
    }
    check_conversion(text, variant_for(text));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    return iri_fuzz::run(data, size, check);
}
