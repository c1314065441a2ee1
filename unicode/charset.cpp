// Charset conversion through Boost.Locale's conv functions, in "stop"
// mode: a byte sequence the charset does not define, or a character it
// cannot encode, is an error rather than a silent substitution, because
// a URI that names a different resource is worse than no URI.
#include "unicode/charset.hpp"

#include <boost/locale/encoding.hpp>

#include <new>

namespace iri::unicode {

namespace {

// Runs one Boost.Locale conversion, which reports by exception, and says
// how it went. Anything it throws that is not a conversion or memory
// failure still means the text could not be converted.
template <class Convert>
charset_status converted(Convert const& convert) noexcept {
    namespace conv = boost::locale::conv;
    try {
        convert();
        return charset_status::ok;
    } catch (conv::invalid_charset_error const&) {
        return charset_status::unknown_charset;
    } catch (conv::conversion_error const&) {
        return charset_status::not_convertible;
    } catch (std::bad_alloc const&) {
        return charset_status::out_of_memory;
    } catch (...) {
        return charset_status::not_convertible;
    }
}

}  // namespace

charset_status decode_charset(std::string_view bytes, std::string_view charset, std::string& utf8) noexcept {
    namespace conv = boost::locale::conv;
    return converted([&] {
        utf8 = conv::to_utf<char>(bytes.data(), bytes.data() + bytes.size(), std::string(charset), conv::stop);
    });
}

bool charset_known(std::string_view charset) noexcept {
    std::string ignored;
    // An empty text still makes the converter look the name up.
    return decode_charset({}, charset, ignored) != charset_status::unknown_charset;
}

charset_status append_encoded_in_charset(std::string_view utf8, std::string_view charset, std::string& out) noexcept {
    namespace conv = boost::locale::conv;
    return converted(
        [&] { out += conv::from_utf<char>(utf8.data(), utf8.data() + utf8.size(), std::string(charset), conv::stop); });
}

}  // namespace iri::unicode
