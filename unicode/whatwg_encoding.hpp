// The WHATWG Encoding Standard (https://encoding.spec.whatwg.org/): its
// labels and its encoders, exactly, from its own index files. What a user
// agent does to a URL's query in a document of a legacy encoding (the URL
// Standard's "percent-encode after encoding") needs these bytes and no
// others: ICU's and glibc's converters of the same names differ in places
// (iso-8859-1 is windows-1252 here, so U+20AC is 0x80; Shift_JIS maps
// U+FF5E, not U+301C, to 81 60; macintosh maps U+F8FF to 0xF0).
#pragma once

#include "unicode/whatwg_tables.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace iri::unicode {

// "Get an encoding": the encoding a label names, leading and trailing ASCII
// whitespace removed, ASCII case ignored ("latin1", " ISO-8859-1 " and
// "windows-1252" all name windows-1252); nullopt for no label.
std::optional<encoding> encoding_for_label(std::string_view label) noexcept;

// The encoding's name as the standard spells it ("Shift_JIS").
std::string_view name_of(encoding e) noexcept;

// The URL Standard's "get an output encoding": replacement, UTF-16BE and
// UTF-16LE give UTF-8; every other encoding itself.
encoding output_encoding(encoding e) noexcept;

// One encoder instance, as the standard's "get an encoder": it has state
// only for ISO-2022-JP.
class encoder {
public:
    explicit encoder(encoding e) noexcept : encoding_(e) {}

    static constexpr char32_t no_error = 0xFFFFFFFF;

    // Appends the bytes of `cp` (a scalar value) to `out` and returns
    // no_error, or appends what state changes need and returns the code
    // point to report as the error (the standard's "error with code point":
    // `cp`, or U+FFFD for ISO-2022-JP's U+000E, U+000F and U+001B). The
    // replacement, UTF-16BE and UTF-16LE encodings have no encoder: pass
    // output_encoding() of them. Throws std::bad_alloc only.
    char32_t encode(char32_t cp, std::string& out);

    // End of queue: ISO-2022-JP returns to its ASCII state.
    void finish(std::string& out);

private:
    enum class jis_state : std::uint8_t { ascii, roman, jis0208 };
    encoding encoding_;
    jis_state state_ = jis_state::ascii;
};

}  // namespace iri::unicode
