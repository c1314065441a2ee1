#include "whatwg/uts46_update.hpp"

#include "whatwg/uts46/update_table.hpp"

#include "unicode/punycode.hpp"
#include "unicode/utf8.hpp"

#include <algorithm>
#include <iterator>

namespace iri::whatwg {
namespace {

namespace table = uts46_update_table;

// What ICU reads in place of a new character: an ideograph it knows, with
// the same properties for every check UTS #46 makes (valid, Bidi_Class L,
// joining type U, combining class 0, not a mark), that no other code point
// maps to. The generator gives it only the new characters that have them.
constexpr char32_t stand_in = 0x30000;  // CJK UNIFIED IDEOGRAPH-30000, Extension G

bool is_new_character(char32_t cp) noexcept {
    auto const rows = table::new_characters();
    auto const at = std::upper_bound(rows.begin(), rows.end(), cp,
                                     [](char32_t c, table::code_point_range const& r) { return c < r.first; });
    return at != rows.begin() && cp <= std::prev(at)->last;
}

// The target's mapping of `cp` where it is not ICU's, or null.
table::mapping const* updated_mapping(char32_t cp) noexcept {
    auto const rows = table::mappings();
    auto const at = std::lower_bound(rows.begin(), rows.end(), cp,
                                     [](table::mapping const& m, char32_t c) { return m.from < c; });
    return at != rows.end() && at->from == cp ? &*at : nullptr;
}

// `cp` as ICU should read it: a new character (or the stand-in itself) as
// the stand-in, kept in `held` to be put back.
void append_for_icu(char32_t cp, std::string& out, std::u32string& held) {
    if (is_new_character(cp) || cp == stand_in) {
        unicode::append_utf8(out, stand_in);
        held.push_back(cp);
    } else {
        unicode::append_utf8(out, cp);
    }
}

}  // namespace

bool apply_uts46_updates(std::string_view domain, std::string& out, std::u32string& held) {
    out.clear();
    held.clear();
    bool changed = false;
    for (std::size_t i = 0; i < domain.size();) {
        char32_t cp = static_cast<unsigned char>(domain[i]);
        int length = 1;
        if (cp >= 0x80 && (length = unicode::decode_utf8(domain.data() + i, domain.data() + domain.size(), cp)) == 0) {
            out.push_back(domain[i++]);  // not UTF-8: left to ICU, which refuses it
            continue;
        }
        if (table::mapping const* m = updated_mapping(cp)) {
            for (char32_t to : table::mapping_targets().subspan(m->first, m->length)) append_for_icu(to, out, held);
            changed = true;
        } else if (is_new_character(cp) || cp == stand_in) {
            append_for_icu(cp, out, held);
            changed = changed || cp != stand_in;
        } else {
            out.append(domain.substr(i, static_cast<std::size_t>(length)));
        }
        i += static_cast<std::size_t>(length);
    }
    return changed;
}

bool restore_held(std::string& ascii, std::u32string const& held) {
    bool needed = false;
    for (char32_t cp : held) needed = needed || cp != stand_in;
    if (!needed) return true;
    // ToASCII kept the order of the code points; each stand-in, in order,
    // is the next held code point, in the label's Punycode.
    std::string out;
    std::u32string label;
    std::size_t next = 0;
    for (std::size_t start = 0; start <= ascii.size();) {
        std::size_t end = ascii.find('.', start);
        if (end == std::string::npos) end = ascii.size();
        std::string_view const text = std::string_view(ascii).substr(start, end - start);
        if (text.size() > 4 && (text.substr(0, 4) == "xn--" || text.substr(0, 4) == "XN--")) {
            if (!unicode::punycode_decode(text.substr(4), label)) return false;
            bool swapped = false;
            for (char32_t& cp : label)
                if (cp == stand_in) {
                    if (next == held.size()) return false;
                    cp = held[next++];
                    swapped = true;
                }
            if (swapped) {
                out += "xn--";
                if (!unicode::punycode_encode(label, out)) return false;
            } else {
                out += text;
            }
        } else {
            out += text;
        }
        if (end == ascii.size()) break;
        out.push_back('.');
        start = end + 1;
    }
    if (next != held.size()) return false;
    ascii.swap(out);
    return true;
}

}  // namespace iri::whatwg
