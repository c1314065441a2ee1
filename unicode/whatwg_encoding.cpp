// The Encoding Standard's label lookup and encoders, step by step as its
// sections say ("Shift_JIS encoder", "index Shift_JIS pointer", ...).
#include "unicode/whatwg_encoding.hpp"

#include "unicode/utf8.hpp"

#include <algorithm>
#include <array>

namespace iri::unicode {
namespace {

bool is_ascii_whitespace(char c) noexcept { return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' '; }

constexpr std::array<std::string_view, 40> names = {
    "UTF-8",          "IBM866",       "ISO-8859-2",   "ISO-8859-3",   "ISO-8859-4",     "ISO-8859-5",   "ISO-8859-6",
    "ISO-8859-7",     "ISO-8859-8",   "ISO-8859-8-I", "ISO-8859-10",  "ISO-8859-13",    "ISO-8859-14",  "ISO-8859-15",
    "ISO-8859-16",    "KOI8-R",       "KOI8-U",       "macintosh",    "windows-874",    "windows-1250", "windows-1251",
    "windows-1252",   "windows-1253", "windows-1254", "windows-1255", "windows-1256",   "windows-1257", "windows-1258",
    "x-mac-cyrillic", "GBK",          "gb18030",      "Big5",         "EUC-JP",         "ISO-2022-JP",  "Shift_JIS",
    "EUC-KR",         "replacement",  "UTF-16BE",     "UTF-16LE",     "x-user-defined",
};

// The standard's "index pointer" over a (code point, pointer) table sorted
// by code point; nullopt for "null".
std::optional<std::uint32_t> pointer_for(tables::pointer_entry const* table, std::size_t size, char32_t cp) noexcept {
    tables::pointer_entry const* const end = table + size;
    auto const found =
        std::lower_bound(table, end, cp, [](tables::pointer_entry const& e, char32_t c) { return e.code_point < c; });
    if (found == end || found->code_point != cp) return std::nullopt;
    return found->pointer;
}

void append(std::string& out, unsigned b) { out += static_cast<char>(static_cast<unsigned char>(b)); }

// "index gb18030 ranges pointer".
std::uint32_t gb18030_ranges_pointer(char32_t cp) noexcept {
    if (cp == 0xE7C7) return 7457;
    tables::pointer_entry const* const begin = tables::gb18030_ranges;
    tables::pointer_entry const* const end = begin + tables::gb18030_ranges_size;
    auto const after =
        std::upper_bound(begin, end, cp, [](char32_t c, tables::pointer_entry const& e) { return c < e.code_point; });
    tables::pointer_entry const& offset = *(after - 1);  // the first entry is U+0080, below any non-ASCII
    return offset.pointer + (cp - offset.code_point);
}

}  // namespace

std::optional<encoding> encoding_for_label(std::string_view label) noexcept {
    while (!label.empty() && is_ascii_whitespace(label.front())) label.remove_prefix(1);
    while (!label.empty() && is_ascii_whitespace(label.back())) label.remove_suffix(1);
    char lower[32];
    if (label.empty() || label.size() > sizeof lower) return std::nullopt;
    for (std::size_t i = 0; i < label.size(); ++i)
        lower[i] = label[i] >= 'A' && label[i] <= 'Z' ? static_cast<char>(label[i] + ('a' - 'A')) : label[i];
    std::string_view const key(lower, label.size());
    auto const* const end = std::end(tables::labels);
    auto const found = std::lower_bound(std::begin(tables::labels), end, key,
                                        [](tables::label_entry const& e, std::string_view k) { return e.label < k; });
    if (found == end || found->label != key) return std::nullopt;
    return found->value;
}

std::string_view name_of(encoding e) noexcept { return names[static_cast<std::size_t>(e)]; }

encoding output_encoding(encoding e) noexcept {
    return e == encoding::replacement || e == encoding::utf_16be || e == encoding::utf_16le ? encoding::utf_8 : e;
}

char32_t encoder::encode(char32_t cp, std::string& out) {
    auto const e = encoding_;
    if (e == encoding::utf_8 || e == encoding::replacement || e == encoding::utf_16be || e == encoding::utf_16le) {
        append_utf8(out, cp);
        return no_error;
    }
    if (e == encoding::iso_2022_jp) {
        // "ISO-2022-JP encoder": each "restore codePoint to ioQueue" is the
        // loop going round again with the same code point.
        while (true) {
            if (state_ != jis_state::jis0208 && (cp == 0x0E || cp == 0x0F || cp == 0x1B)) return 0xFFFD;
            if (state_ == jis_state::ascii && cp < 0x80) {
                append(out, cp);
                return no_error;
            }
            if (state_ == jis_state::roman && ((cp < 0x80 && cp != 0x5C && cp != 0x7E) || cp == 0xA5 || cp == 0x203E)) {
                append(out, cp == 0xA5 ? 0x5C : cp == 0x203E ? 0x7E : cp);
                return no_error;
            }
            if (cp < 0x80) {
                state_ = jis_state::ascii;
                out += "\x1B(B";
                continue;
            }
            if (cp == 0xA5 || cp == 0x203E) {
                state_ = jis_state::roman;
                out += "\x1B(J";
                continue;
            }
            char32_t c = cp == 0x2212 ? 0xFF0D : cp;
            if (c >= 0xFF61 && c <= 0xFF9F) c = tables::iso_2022_jp_katakana[c - 0xFF61];
            std::optional<std::uint32_t> const pointer = pointer_for(tables::jis0208, tables::jis0208_size, c);
            if (!pointer) {
                if (state_ == jis_state::jis0208) {
                    state_ = jis_state::ascii;
                    out += "\x1B(B";
                    continue;
                }
                return cp;
            }
            if (state_ != jis_state::jis0208) {
                state_ = jis_state::jis0208;
                out += "\x1B$B";
                continue;
            }
            append(out, *pointer / 94 + 0x21);
            append(out, *pointer % 94 + 0x21);
            return no_error;
        }
    }
    if (cp < 0x80) {  // every other encoder: "an ASCII code point"
        append(out, cp);
        return no_error;
    }
    if (e >= encoding::ibm866 && e <= encoding::x_mac_cyrillic) {
        // "single-byte encoder": the index pointer in the encoding's index.
        char16_t const* const table = tables::single_byte[static_cast<std::size_t>(e) - 1];
        for (unsigned pointer = 0; pointer < 128; ++pointer)
            if (table[pointer] != 0 && table[pointer] == cp) {
                append(out, pointer + 0x80);
                return no_error;
            }
        return cp;
    }
    switch (e) {
        case encoding::x_user_defined:
            if (cp >= 0xF780 && cp <= 0xF7FF) {
                append(out, cp - 0xF780 + 0x80);
                return no_error;
            }
            return cp;
        case encoding::gbk:
        case encoding::gb18030: {
            if (cp == 0xE5E5) return cp;
            if (e == encoding::gbk && cp == 0x20AC) {
                append(out, 0x80);
                return no_error;
            }
            for (std::size_t i = 0; i < tables::gb18030_two_byte_size; ++i)
                if (tables::gb18030_two_byte[i].code_point == cp) {
                    append(out, tables::gb18030_two_byte[i].lead);
                    append(out, tables::gb18030_two_byte[i].trail);
                    return no_error;
                }
            if (std::optional<std::uint32_t> const pointer = pointer_for(tables::gb18030, tables::gb18030_size, cp)) {
                std::uint32_t const trailing = *pointer % 190;
                append(out, *pointer / 190 + 0x81);
                append(out, trailing + (trailing < 0x3F ? 0x40 : 0x41));
                return no_error;
            }
            if (e == encoding::gbk) return cp;
            std::uint32_t pointer = gb18030_ranges_pointer(cp);
            std::uint32_t const byte1 = pointer / (10 * 126 * 10);
            pointer %= 10 * 126 * 10;
            std::uint32_t const byte2 = pointer / (10 * 126);
            pointer %= 10 * 126;
            append(out, byte1 + 0x81);
            append(out, byte2 + 0x30);
            append(out, pointer / 10 + 0x81);
            append(out, pointer % 10 + 0x30);
            return no_error;
        }
        case encoding::big5: {
            std::optional<std::uint32_t> const pointer = pointer_for(tables::big5, tables::big5_size, cp);
            if (!pointer) return cp;
            std::uint32_t const trailing = *pointer % 157;
            append(out, *pointer / 157 + 0x81);
            append(out, trailing + (trailing < 0x3F ? 0x40 : 0x62));
            return no_error;
        }
        case encoding::euc_jp:
        case encoding::shift_jis: {
            bool const sjis = e == encoding::shift_jis;
            if (sjis && cp == 0x80) {
                append(out, 0x80);
                return no_error;
            }
            if (cp == 0xA5 || cp == 0x203E) {
                append(out, cp == 0xA5 ? 0x5C : 0x7E);
                return no_error;
            }
            if (cp >= 0xFF61 && cp <= 0xFF9F) {
                if (!sjis) append(out, 0x8E);
                append(out, cp - 0xFF61 + 0xA1);
                return no_error;
            }
            char32_t const c = cp == 0x2212 ? 0xFF0D : cp;
            std::optional<std::uint32_t> const pointer = sjis
                                                             ? pointer_for(tables::shift_jis, tables::shift_jis_size, c)
                                                             : pointer_for(tables::jis0208, tables::jis0208_size, c);
            if (!pointer) return cp;
            if (!sjis) {
                append(out, *pointer / 94 + 0xA1);
                append(out, *pointer % 94 + 0xA1);
                return no_error;
            }
            std::uint32_t const leading = *pointer / 188, trailing = *pointer % 188;
            append(out, leading + (leading < 0x1F ? 0x81 : 0xC1));
            append(out, trailing + (trailing < 0x3F ? 0x40 : 0x41));
            return no_error;
        }
        case encoding::euc_kr: {
            std::optional<std::uint32_t> const pointer = pointer_for(tables::euc_kr, tables::euc_kr_size, cp);
            if (!pointer) return cp;
            append(out, *pointer / 190 + 0x81);
            append(out, *pointer % 190 + 0x41);
            return no_error;
        }
        default: return cp;
    }
}

void encoder::finish(std::string& out) {
    if (encoding_ == encoding::iso_2022_jp && state_ != jis_state::ascii) {
        state_ = jis_state::ascii;
        out += "\x1B(B";
    }
}

}  // namespace iri::unicode
