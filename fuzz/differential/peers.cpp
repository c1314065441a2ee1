// The peers of peers.hpp, each behind IRI_FUZZ_WITH_<PEER>: all of them
// with -DIRI_FUZZ_PEERS=ON, none without (fuzz/CMakeLists.txt), so that a
// configuration builds the same code on every machine.
#include "fuzz/differential/peers.hpp"

#include <vector>

#ifdef IRI_FUZZ_WITH_BOOST_URL
#include <boost/url/parse.hpp>
#endif
#ifdef IRI_FUZZ_WITH_URIPARSER
#include <uriparser/Uri.h>
#endif
#ifdef IRI_FUZZ_WITH_CURL
#include <curl/curl.h>
#endif
#ifdef IRI_FUZZ_WITH_SERD
#include <serd/serd.h>
#endif

namespace iri_differential {
namespace {

// The scope of the peers that claim every URI-reference; defined only
// with them, since an unused function is an error under -Werror.
#if defined(IRI_FUZZ_WITH_BOOST_URL) || defined(IRI_FUZZ_WITH_URIPARSER)
bool everything(std::string_view) { return true; }
#endif

#ifdef IRI_FUZZ_WITH_BOOST_URL
// boost::urls::parse_uri_reference: RFC 3986 §4.1 URI-reference.
bool boost_url_accepts(std::string const& text) { return !boost::urls::parse_uri_reference(text).has_error(); }
#endif

#ifdef IRI_FUZZ_WITH_URIPARSER
// uriParseSingleUriExA: RFC 3986 URI-reference (uriparser's documentation).
bool uriparser_accepts(std::string const& text) {
    UriUriA uri;
    char const* error = nullptr;
    bool const ok = uriParseSingleUriExA(&uri, text.data(), text.data() + text.size(), &error) == URI_SUCCESS;
    if (ok) uriFreeUriMembersA(&uri);
    return ok;
}
#endif

#ifdef IRI_FUZZ_WITH_CURL
// libcurl's URL API parses URLs, "scheme://" and an authority: a URI of
// RFC 3986 §3 with "//". CURLU_NON_SUPPORT_SCHEME lets it parse any
// scheme, not only the protocols the build supports. It reads a C string:
// texts with a NUL are out of its scope.
bool has_scheme_and_slashes(std::string_view text) {
    if (text.find('\0') != std::string_view::npos) return false;
    std::size_t i = 0;
    if (text.empty() || !((text[0] | 0x20) >= 'a' && (text[0] | 0x20) <= 'z')) return false;
    while (i < text.size() &&
           (((text[i] | 0x20) >= 'a' && (text[i] | 0x20) <= 'z') || (text[i] >= '0' && text[i] <= '9') ||
            text[i] == '+' || text[i] == '-' || text[i] == '.'))
        ++i;
    return text.substr(i, 3) == "://";
}

bool curl_accepts(std::string const& text) {
    CURLU* url = curl_url();
    if (url == nullptr) return false;
    bool const ok = curl_url_set(url, CURLUPART_URL, text.c_str(), CURLU_NON_SUPPORT_SCHEME) == CURLUE_OK;
    curl_url_cleanup(url);
    return ok;
}
#endif

#ifdef IRI_FUZZ_WITH_SERD
// serd_uri_parse splits any text (its status is always success), so what
// it is compared on is the split of URI-references. It reads a C string:
// texts with a NUL are out of its scope.
bool no_nul(std::string_view text) { return text.find('\0') == std::string_view::npos; }

std::optional<std::string> chunk(SerdChunk const& c, bool present) {
    if (!present) return std::nullopt;
    return std::string(reinterpret_cast<char const*>(c.buf), c.len);
}

split serd_splits(std::string const& text) {
    SerdURI uri;
    serd_uri_parse(reinterpret_cast<uint8_t const*>(text.c_str()), &uri);
    split s;
    // serd marks an absent component by a null buffer; its path comes in
    // two chunks (path_base is the base's part after resolution, unused here).
    s.scheme = chunk(uri.scheme, uri.scheme.buf != nullptr);
    s.authority = chunk(uri.authority, uri.authority.buf != nullptr);
    s.path = std::string(uri.path_base.buf ? reinterpret_cast<char const*>(uri.path_base.buf) : "", uri.path_base.len) +
             std::string(uri.path.buf ? reinterpret_cast<char const*>(uri.path.buf) : "", uri.path.len);
    // serd's query chunk leaves out its "?", its fragment chunk keeps the "#".
    if (uri.query.buf != nullptr) s.query = std::string(reinterpret_cast<char const*>(uri.query.buf), uri.query.len);
    if (uri.fragment.buf != nullptr && uri.fragment.len > 0)
        s.fragment = std::string(reinterpret_cast<char const*>(uri.fragment.buf) + 1, uri.fragment.len - 1);
    return s;
}
#endif

std::vector<peer> const& built_in() {
    static std::vector<peer> const list{
#ifdef IRI_FUZZ_WITH_BOOST_URL
        {"Boost.URL 1.81", "URI-reference", everything, boost_url_accepts, nullptr},
#endif
#ifdef IRI_FUZZ_WITH_URIPARSER
        {"uriparser 0.9", "URI-reference", everything, uriparser_accepts, nullptr},
#endif
#ifdef IRI_FUZZ_WITH_CURL
        {"libcurl URL API", "URI", has_scheme_and_slashes, curl_accepts, nullptr},
#endif
#ifdef IRI_FUZZ_WITH_SERD
        {"serd 0.30", "URI-reference", no_nul, nullptr, serd_splits},
#endif
    };
    return list;
}

}  // namespace

std::span<peer const> peers() noexcept { return built_in(); }

}  // namespace iri_differential
