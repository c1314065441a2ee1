// Charset conversion through Boost.Locale's conv functions, in "stop"
// mode: a byte sequence the charset does not define, or a character it
// cannot encode, is an error rather than a silent substitution, because
// a URI that names a different resource is worse than no URI.
#include "unicode/charset.hpp"

#include <boost/locale/encoding.hpp>
#include <unicode/ucnv.h>

#include <iconv.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iterator>
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

// What a converter said when asked where it stops.
struct stop_search {
    bool opened = false;  // it knows the charset
    std::optional<decoding_stop> stop;  // none when it converts everything
};

// Where glibc's iconv stops converting `bytes` from `charset` (a
// NUL-terminated name) to UTF-8: at the first byte of a sequence it cannot
// convert (EILSEQ), or of one the input ends inside (EINVAL).
stop_search iconv_stop(std::string_view bytes, char const* charset) noexcept {
    stop_search result;
    iconv_t const converter = ::iconv_open("UTF-8", charset);
    if (converter == reinterpret_cast<iconv_t>(-1)) return result;
    result.opened = true;
    // glibc's iconv takes a char**, but does not write the input.
    char* in = const_cast<char*>(bytes.data());
    std::size_t in_left = bytes.size();
    std::size_t characters = 0;
    char buffer[1024];
    // The text goes through a small buffer, a piece at a time: only the
    // count of characters is kept, a UTF-8 lead byte each.
    auto const count = [&](char const* end) {
        for (char const* p = buffer; p != end; ++p)
            if ((static_cast<unsigned char>(*p) & 0xC0) != 0x80) ++characters;
    };
    for (;;) {
        char* out = buffer;
        std::size_t out_left = sizeof buffer;
        std::size_t const converted = ::iconv(converter, &in, &in_left, &out, &out_left);
        int const why = errno;
        count(out);
        if (converted != static_cast<std::size_t>(-1)) break;  // it converted everything
        if (why == E2BIG) continue;  // the buffer was full: go on
        result.stop = decoding_stop{static_cast<std::size_t>(in - bytes.data()), characters};
        break;
    }
    ::iconv_close(converter);
    return result;
}

// Where ICU's converter of that name stops, in the same way.
stop_search icu_stop(std::string_view bytes, char const* charset) noexcept {
    stop_search result;
    UErrorCode status = U_ZERO_ERROR;
    UConverter* const converter = ucnv_open(charset, &status);
    if (U_FAILURE(status)) return result;
    result.opened = true;
    ucnv_setToUCallBack(converter, UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &status);
    char const* source = bytes.data();
    char const* const end = bytes.data() + bytes.size();
    std::size_t characters = 0;
    UChar buffer[256];
    while (U_SUCCESS(status)) {
        // As above, through a small buffer, counting characters.
        UChar* target = buffer;
        ucnv_toUnicode(converter, &target, buffer + std::size(buffer), &source, end, nullptr, true, &status);
        for (UChar const* u = buffer; u != target; ++u)
            if (!U16_IS_TRAIL(*u)) ++characters;  // a surrogate pair is one character
        if (status == U_BUFFER_OVERFLOW_ERROR) {
            status = U_ZERO_ERROR;  // the buffer was full: go on
            continue;
        }
        if (U_SUCCESS(status)) break;  // it converted everything
        // Stopped: `source` is just past the sequence it could not convert,
        // which ICU gives back.
        char invalid[32];  // ICU holds at most 32 bytes of an invalid sequence
        int8_t length = sizeof invalid;
        UErrorCode ignored = U_ZERO_ERROR;
        ucnv_getInvalidChars(converter, invalid, &length, &ignored);
        auto const consumed = static_cast<std::size_t>(source - bytes.data());
        auto const invalid_length = static_cast<std::size_t>(U_SUCCESS(ignored) && length > 0 ? length : 0);
        result.stop = decoding_stop{consumed - std::min(consumed, invalid_length), characters};
    }
    ucnv_close(converter);
    return result;
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

std::optional<decoding_stop> where_decoding_stops(std::string_view bytes, std::string_view charset) noexcept {
    char name[64];  // the charset's name, NUL-terminated, without allocating
    if (charset.size() >= sizeof name) return std::nullopt;
    std::memcpy(name, charset.data(), charset.size());
    name[charset.size()] = '\0';
    stop_search found = iconv_stop(bytes, name);
    if (!found.opened) found = icu_stop(bytes, name);
    return found.stop;
}

charset_status append_encoded_in_charset(std::string_view utf8, std::string_view charset, std::string& out) noexcept {
    namespace conv = boost::locale::conv;
    return converted(
        [&] { out += conv::from_utf<char>(utf8.data(), utf8.data() + utf8.size(), std::string(charset), conv::stop); });
}

}  // namespace iri::unicode
