// RFC 3987 §4.1: "Bidirectional IRIs MUST be rendered by using the Unicode
// Bidirectional Algorithm [UNIV4], [UNI9]. Bidirectional IRIs MUST be
// rendered in the same way as they would be if they were in a
// left-to-right embedding; i.e., as if they were preceded by U+202A,
// LEFT-TO-RIGHT EMBEDDING (LRE), and followed by U+202C, POP DIRECTIONAL
// FORMATTING (PDF)."
//
// The visual form runs UAX #9 (unicode/bidi_algorithm.cpp) with a
// left-to-right paragraph level: an LRE puts its content at level 2 in a
// paragraph of either direction, with sos and eos L (X10: the higher of the
// two levels decides), and the content of a paragraph at level 0 is laid
// out the same way. An IRI holding U+2029 PARAGRAPH SEPARATOR (a ucschar)
// is several paragraphs (P1); each is laid out left to right.
//
// Percent-encoded octets are displayed as written: "%", the hex digits and
// the characters they may encode are separate characters to the algorithm,
// as the RFC's example 9 shows.
#include <iri/display.hpp>

#include <iri/parse.hpp>

#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"
#include "grammar/diagnosis/diagnose.hpp"
#include "semantics/failure.hpp"
#include "unicode/bidi_algorithm.hpp"
#include "unicode/bidi_properties.hpp"
#include "unicode/right_to_left_scan.hpp"

#include <unicode/uchar.h>

#include <array>
#include <bit>
#include <cstring>
#include <new>
#include <stdexcept>
#include <vector>

namespace iri {
namespace {

using unicode::uba::bidi_class;

// Byte offset of the first byte that is not part of strictly valid UTF-8,
// or npos.
std::size_t find_invalid_utf8(std::string_view text) noexcept {
    char const* const begin = text.data();
    char const* const end = begin + text.size();
    for (char const* p = begin; p != end;) {
        if (static_cast<unsigned char>(*p) < 0x80) {
            ++p;
            continue;
        }
        char32_t cp = 0;
        int const n = unicode::decode_utf8(p, end, cp);
        if (n == 0) return static_cast<std::size_t>(p - begin);
        p += n;
    }
    return std::string_view::npos;
}

// Decodes the sequence of two to four bytes at p, which display_into has
// already checked is UTF-8 (RFC 3629 §4): the lead byte gives the length,
// and no byte needs checking again. Returns its length.
int decode_valid_utf8(char const* p, char32_t& cp) noexcept {
    auto byte = [p](int i) { return static_cast<char32_t>(static_cast<unsigned char>(p[i])); };
    char32_t const b0 = byte(0);
    if (b0 < 0xE0) {
        cp = ((b0 & 0x1F) << 6) | (byte(1) & 0x3F);
        return 2;
    }
    if (b0 < 0xF0) {
        cp = ((b0 & 0x0F) << 12) | ((byte(1) & 0x3F) << 6) | (byte(2) & 0x3F);
        return 3;
    }
    cp = ((b0 & 0x07) << 18) | ((byte(1) & 0x3F) << 12) | ((byte(2) & 0x3F) << 6) | (byte(3) & 0x3F);
    return 4;
}

// The class the notation gives A-Z: R for Hebrew, AL for Arabic, else
// what Unicode gives them, L.
unicode::uba::bidi_class uppercase_letters_in(bidi_notation notation) noexcept {
    switch (notation) {
        case bidi_notation::hebrew: return unicode::uba::bidi_class::R;
        case bidi_notation::arabic: return unicode::uba::bidi_class::AL;
        case bidi_notation::none: break;
    }
    return unicode::uba::bidi_class::L;
}

// What makes a text's visual order differ from its logical order: with
// none of these classes, every level is even (no R or AL; EN becomes L
// by W7 after sos L; no AN, as only AL makes one from EN), and L2 then
// changes nothing.
bool starts_right_to_left(bidi_class c) noexcept {
    // One test of a bit set: this runs for every candidate character.
    constexpr auto bit = [](bidi_class k) { return std::uint32_t{1} << static_cast<unsigned>(k); };
    constexpr std::uint32_t classes = bit(bidi_class::R) | bit(bidi_class::AL) | bit(bidi_class::AN) |
                                      bit(bidi_class::RLE) | bit(bidi_class::RLO) | bit(bidi_class::RLI);
    return ((classes >> static_cast<unsigned>(c)) & 1) != 0;
}

// Where UAX #9 has work to do in `text` (valid UTF-8): nowhere when no
// character starts_right_to_left (most IRIs); else from the first R, AL or
// AN when every character before it stays_left_to_right_before_rtl
// ("http://example.com/" before Arabic), as those keep their place
// whatever follows; else from the start.
struct layout_start {
    bool reorders = false;
    std::size_t unchanged_bytes = 0;
};

// The byte offset of the first character of `text` (valid UTF-8) that
// starts_right_to_left, or its size. Outside the notation a character is
// decoded only where its first two bytes put it in a block that holds
// such characters; in the notation, A-Z start right to left too.
std::size_t find_right_to_left(std::string_view text, bidi_notation notation) noexcept {
    if (notation != bidi_notation::none) text = text.substr(0, text.find_first_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ"));
    char const* const end = text.data() + text.size();
    for (char const* p = text.data(); (p = unicode::next_may_start_right_to_left(p, end)) != end; ++p) {
        char32_t cp = 0;
        decode_valid_utf8(p, cp);
        if (starts_right_to_left(unicode::bidi_properties(cp).type)) return static_cast<std::size_t>(p - text.data());
    }
    return text.size();
}

// Whether every character of `text` (valid UTF-8, none of which
// starts_right_to_left) stays_left_to_right_before_rtl.
bool stays_left_to_right(std::string_view text) noexcept {
    // The ASCII characters that do not (brackets, controls), from their
    // Unicode properties, once; and whether all of them are among those
    // that skip_plain_ascii stops at.
    static std::array<bool, 0x80> const ascii_ends_prefix = [] {
        std::array<bool, 0x80> table{};
        for (char32_t c = 0; c < table.size(); ++c)
            table[c] = !unicode::uba::stays_left_to_right_before_rtl(unicode::bidi_properties(c));
        return table;
    }();
    static bool const can_skip_ascii = [] {
        for (char32_t c = 0; c < ascii_ends_prefix.size(); ++c)
            if (ascii_ends_prefix[c] && !unicode::may_end_prefix(c)) return false;
        return true;
    }();
    char const* const end = text.data() + text.size();
    for (char const* p = text.data(); p != end;) {
        char32_t cp = static_cast<unsigned char>(*p);
        if (cp < 0x80) {
            // Sixteen bytes at a time from ASCII only: after a character
            // beyond ASCII another often follows (a word of its script).
            if (can_skip_ascii) {
                p = unicode::skip_plain_ascii(p, end);
                if (p == end) break;
                cp = static_cast<unsigned char>(*p);
                if (cp >= 0x80) continue;
            }
            if (ascii_ends_prefix[cp]) return false;
            ++p;
            continue;
        }
        p += decode_valid_utf8(p, cp);
        if (!unicode::uba::stays_left_to_right_before_rtl(unicode::bidi_properties(cp))) return false;
    }
    return true;
}

layout_start find_layout_start(std::string_view text, bidi_notation notation) noexcept {
    std::size_t const first = find_right_to_left(text, notation);
    if (first == text.size()) return {};
    char32_t cp = static_cast<unsigned char>(text[first]);
    if (cp >= 0x80) decode_valid_utf8(text.data() + first, cp);
    bidi_class const type = unicode::bidi_properties(cp, uppercase_letters_in(notation)).type;
    bool const strong_or_number = type == bidi_class::R || type == bidi_class::AL || type == bidi_class::AN;
    return {true, strong_or_number && stays_left_to_right(text.substr(0, first)) ? first : 0};
}

// L3's "combining marks", with the joiners that also extend a base
// character (Unicode D56).
bool extends_base(char32_t c) noexcept {
    if (c < 0x300) return false;  // U+0300 is the first mark
    return (U_GET_GC_MASK(static_cast<UChar32>(c)) & U_GC_M_MASK) != 0 || c == 0x200C || c == 0x200D;
}

// L4: the glyph a right-to-left level shows for `c`.
char32_t mirrored(char32_t c) noexcept { return static_cast<char32_t>(u_charMirror(static_cast<UChar32>(c))); }

// The first byte of the character that ends at `end`.
char const* start_before(char const* end) noexcept {
    char const* begin = end - 1;
    while ((static_cast<unsigned char>(*begin) & 0xC0) == 0x80) --begin;
    return begin;
}

// Storage kept between calls on one thread, so that displaying a line
// allocates nothing once the thread has seen one as long; let go of past
// this many characters (one long text must not keep its memory).
constexpr std::size_t kept_capacity = std::size_t{1} << 16;

// Writes the visual text into `out` after what it holds. The visual text
// is the logical text's bytes in another order, except where L4 shows a
// mirrored glyph; `out` is sized for the text's bytes at once, so that a
// character costs a copy of its bytes and no call, and grows past that
// only if a mirrored glyph is longer in UTF-8 than its character (none
// is in Unicode 15, but nothing relies on it).
class visual_writer {
public:
    visual_writer(std::string& out, std::size_t bytes) : out_(out), at_(out.size()) { out_.resize(at_ + bytes); }
    visual_writer(visual_writer const&) = delete;
    visual_writer& operator=(visual_writer const&) = delete;
    ~visual_writer() { out_.resize(at_); }

    void put(char const* from, char const* to) {
        auto const size = static_cast<std::size_t>(to - from);
        if (out_.size() - at_ < size) out_.resize(at_ + size);
        char* const o = out_.data() + at_;
        if (size <= 4) {  // one character: a few bytes, not a call to memcpy
            for (std::size_t k = 0; k < size; ++k) o[k] = from[k];
        } else {
            std::memcpy(o, from, size);
        }
        at_ += size;
    }

    // The characters of [from, to) (valid UTF-8) from the last to the
    // first, each with its bytes in order: as many bytes as they hold.
    void put_reversed(char const* from, char const* to) {
        auto const size = static_cast<std::size_t>(to - from);
        if (out_.size() - at_ < size) out_.resize(at_ + size);
        char* o = out_.data() + at_;
        for (char const* end = to; end != from;) {
            auto const last = static_cast<unsigned char>(end[-1]);
            if (last >= 0x80 && (static_cast<unsigned char>(end[-2]) & 0xE0) == 0xC0) {
                // Two bytes (Hebrew, Arabic and the other scripts of
                // U+0080-07FF): no search for the lead byte.
                o[0] = end[-2];
                o[1] = end[-1];
                o += 2;
                end -= 2;
                continue;
            }
            char const* const begin = start_before(end);
            for (char const* b = begin; b != end; ++b) *o++ = *b;
            end = begin;
        }
        at_ += size;
    }

    void put_code_point(char32_t c) {
        std::string utf8;  // short: no allocation
        unicode::append_utf8(utf8, c);
        put(utf8.data(), utf8.data() + utf8.size());
    }

private:
    std::string& out_;
    std::size_t at_;
};

// The text after its unchanged beginning, in runs (resolves_in_runs):
// the algorithm and L2 then work on a word at a time, and only the
// characters at right-to-left levels are visited one by one, to be
// written in reverse. An L run also holds what stays left to right up to
// the next L (display_visual says why it resolves as that L does).
struct visual_workspace {
    std::vector<unicode::uba::character> runs;  // each run's first character
    std::vector<std::size_t> run_begin;  // the byte offset of each run, then the text's size
    std::vector<unicode::uba::level> levels;  // of each run
    std::vector<std::uint32_t> visual;  // the runs in visual order

    void let_go_if_large() noexcept {
        if (run_begin.capacity() > kept_capacity) *this = visual_workspace();
    }
};

// One character of valid UTF-8 text, with what L3 and L4 ask of it.
struct text_character {
    char const* begin;
    char const* end;
    char32_t code_point;
    bidi_class type;
};

text_character character_at(char const* begin, char const* end, bidi_class uppercase_letters) noexcept {
    char32_t cp = static_cast<unsigned char>(*begin);
    if (cp >= 0x80) decode_valid_utf8(begin, cp);
    return {begin, end, cp, unicode::bidi_properties(cp, uppercase_letters).type};
}

// The character that ends at `end`.
text_character character_before(char const* end, bidi_class uppercase_letters) noexcept {
    return character_at(start_before(end), end, uppercase_letters);
}

// The character that begins at `begin`.
text_character character_after(char const* begin, bidi_class uppercase_letters) noexcept {
    auto const lead = static_cast<unsigned char>(*begin);
    return character_at(begin, begin + (lead < 0x80 ? 1 : std::countl_one(lead)), uppercase_letters);
}

// L3's marks, which are never R or AL.
bool is_mark(text_character const& c) noexcept {
    return c.type != bidi_class::R && c.type != bidi_class::AL && extends_base(c.code_point);
}

// L4. Every Bidi_Mirrored character is ON (tests/semantics/display.cpp
// checks it against ICU's data), so L4 need not ask about the others.
void write_shown(text_character const& c, visual_writer& writer) {
    char32_t const glyph = c.type == bidi_class::ON ? mirrored(c.code_point) : c.code_point;
    if (glyph == c.code_point)
        writer.put(c.begin, c.end);
    else
        writer.put_code_point(glyph);
}

// Writes the runs [first_run, last_run] of `text`, whose characters are
// all at one right-to-left level and so shown in reverse (L2), from the
// last character to the first, with L3 and L4 unless `reorder_only`.
void write_right_to_left(visual_workspace const& w, char const* text, std::uint32_t first_run, std::uint32_t last_run,
                         bidi_class uppercase_letters, bool reorder_only, visual_writer& writer) {
    char const* const from = text + w.run_begin[first_run];
    if (reorder_only) {
        writer.put_reversed(from, text + w.run_begin[last_run + 1]);
        return;
    }
    std::uint32_t run = last_run;  // the run of the character that ends at `end`
    for (char const* end = text + w.run_begin[last_run + 1]; end != from;) {
        while (text + w.run_begin[run] >= end) --run;
        bidi_class const type = w.runs[run].type;
        // R and AL are neither L3's marks nor, not being ON, mirrored by
        // L4: their characters are their bytes. A run that begins with one
        // holds no other class (only L runs take in other characters).
        if (type == bidi_class::R || type == bidi_class::AL) {
            char const* const begin = text + w.run_begin[run];
            writer.put_reversed(begin, end);
            end = begin;
            continue;
        }
        text_character const c = character_before(end, uppercase_letters);
        if (!is_mark(c)) {
            write_shown(c, writer);
            end = c.begin;
            continue;
        }
        // L3: in a right-to-left run, a base character and the marks after
        // it arrive reversed, marks first. Find the base: the character
        // just before the marks, at the same level, so in [from, to).
        char const* marks = c.begin;
        bool has_base = false;
        text_character base{};
        while (marks != from) {
            base = character_before(marks, uppercase_letters);
            if (!is_mark(base)) {
                has_base = true;
                break;
            }
            marks = base.begin;
        }
        if (has_base) write_shown(base, writer);
        for (char const* m = marks; m != end;) {  // the marks, in logical order
            text_character const mark = character_after(m, uppercase_letters);
            write_shown(mark, writer);
            m = mark.end;
        }
        end = has_base ? base.begin : marks;
    }
}

void display_visual(std::string_view text, display_options const& options, std::string& out) {
    using unicode::uba::character;
    layout_start const start = find_layout_start(text, options.notation);
    out.assign(text.substr(0, start.reorders ? start.unchanged_bytes : text.size()));
    if (!start.reorders) return;
    text.remove_prefix(start.unchanged_bytes);
    thread_local visual_workspace w;
    bidi_class const uppercase_letters = uppercase_letters_in(options.notation);
    char const* const begin = text.data();
    char const* const end = begin + text.size();
    w.runs.clear();
    w.run_begin.clear();
    bool extends = false;  // whether the last run takes more characters of its class
    bidi_class run_type = bidi_class::L;  // the last run's class
    // Characters between two L that all stay_left_to_right_before_rtl
    // (L, EN, ES, ET, CS, WS, ON other than brackets) resolve to L with
    // them: W2 and W7 find the first L behind each EN (which W4-W6 may
    // first make of an ES, ET or CS), N1 gives the neutrals between L and
    // L the type L; with no explicit formatting character among them they
    // share one embedding level (X1-X8), so I1-I2 give them one level, and
    // none ends a line's trailing whitespace (L1). Such a stretch and the
    // L after it are one run with the L before them: the algorithm and L2
    // see fewer runs. (Under an override, X6 gives them all one class.)
    bool left_to_right_since_l = false;  // since the last L run, only such characters
    std::size_t runs_after_l = 0;  // the number of runs up to that L run
    // The properties of ASCII in each notation, looked up once: most of
    // the characters after the unchanged beginning are ASCII (the
    // separators, percent-encoded octets, Latin words).
    static_assert(static_cast<std::size_t>(bidi_notation::none) < 3 &&
                  static_cast<std::size_t>(bidi_notation::hebrew) < 3 &&
                  static_cast<std::size_t>(bidi_notation::arabic) < 3);
    static std::array<std::array<character, 0x80>, 3> const ascii_properties = [] {
        std::array<std::array<character, 0x80>, 3> tables{};
        for (bidi_notation const notation : {bidi_notation::none, bidi_notation::hebrew, bidi_notation::arabic})
            for (char32_t c = 0; c < 0x80; ++c)
                tables[static_cast<std::size_t>(notation)][c] =
                    unicode::bidi_properties(c, uppercase_letters_in(notation));
        return tables;
    }();
    std::array<character, 0x80> const& ascii = ascii_properties[static_cast<std::size_t>(options.notation)];
    // Each byte's part in such a stretch, in each notation: an ASCII L, an
    // ASCII character that stays left to right, or neither (a bracket, a
    // control, a letter of the notation, or beyond ASCII).
    enum stretch_part : std::uint8_t { ends_stretch, stays_in_stretch, ascii_l };
    static std::array<std::array<stretch_part, 0x100>, 3> const stretch_parts = [] {
        std::array<std::array<stretch_part, 0x100>, 3> tables{};
        for (std::size_t notation = 0; notation < tables.size(); ++notation)
            for (std::size_t c = 0; c < 0x80; ++c) {
                character const properties = ascii_properties[notation][c];
                if (properties.type == bidi_class::L)
                    tables[notation][c] = ascii_l;
                else if (unicode::uba::stays_left_to_right_before_rtl(properties))
                    tables[notation][c] = stays_in_stretch;
            }
        return tables;
    }();
    std::array<stretch_part, 0x100> const& stretch = stretch_parts[static_cast<std::size_t>(options.notation)];
    for (char const* p = begin; p != end;) {
        if (extends && run_type == bidi_class::L) {
            // In an L run, the ASCII of a stretch up to its last L joins
            // the run at once, a byte's table entry each.
            char const* last_l = nullptr;
            for (char const* q = p; q != end; ++q) {
                stretch_part const part = stretch[static_cast<unsigned char>(*q)];
                if (part == ends_stretch) break;
                if (part == ascii_l) last_l = q;
            }
            if (last_l != nullptr) p = last_l + 1;
            if (p == end) break;
        }
        char const* const at = p;
        char32_t cp = static_cast<unsigned char>(*p);
        character c;
        if (cp < 0x80) {
            c = ascii[cp];
            ++p;
        } else {
            p += decode_valid_utf8(p, cp);
            c = unicode::bidi_properties(cp);  // A-Z are ASCII
        }
        if (extends && c.type == run_type && c.bracket == unicode::uba::bracket_type::none) continue;
        if (c.type == bidi_class::L && left_to_right_since_l) {
            // Everything since the last L run joins it (see runs_after_l).
            w.runs.resize(runs_after_l);
            w.run_begin.resize(runs_after_l);
            extends = true;
            run_type = bidi_class::L;
            continue;
        }
        extends = unicode::uba::resolves_in_runs(c);
        run_type = c.type;
        w.runs.push_back(c);
        w.run_begin.push_back(static_cast<std::size_t>(at - begin));
        if (c.type == bidi_class::L) {
            left_to_right_since_l = true;
            runs_after_l = w.runs.size();
        } else {
            left_to_right_since_l = left_to_right_since_l && unicode::uba::stays_left_to_right_before_rtl(c);
        }
    }
    w.run_begin.push_back(text.size());

    unicode::uba::resolve_run_levels(w.runs, unicode::uba::paragraph_direction::ltr, w.levels);
    unicode::uba::reorder(w.runs, w.levels, w.visual);

    auto const bytes_of = [&](std::uint32_t run) { return begin + w.run_begin[run]; };
    auto const right_to_left = [&](std::uint32_t run) { return (w.levels[run] & 1) != 0; };
    visual_writer writer(out, text.size());
    std::size_t const n = w.visual.size();
    for (std::size_t p = 0; p < n;) {
        std::uint32_t const first = w.visual[p];
        std::size_t q = p + 1;
        if (!right_to_left(first)) {
            // Left-to-right runs that follow each other in logical order
            // as they do in visual order: one copy.
            while (q < n && w.visual[q] == w.visual[q - 1] + 1 && !right_to_left(w.visual[q])) ++q;
            writer.put(bytes_of(first), bytes_of(w.visual[q - 1] + 1));
        } else {
            // Runs at one right-to-left level that follow each other in
            // logical order come in reverse: their text, backward.
            while (q < n && w.visual[q] + 1 == w.visual[q - 1] && w.levels[w.visual[q]] == w.levels[first]) ++q;
            write_right_to_left(w, begin, w.visual[q - 1], first, uppercase_letters, options.reorder_only, writer);
        }
        p = q;
    }
    w.let_go_if_large();
}

}  // namespace

errc display_into(std::string_view iri, std::string& out, display_options options, diagnostic* error) noexcept {
    out.clear();
    try {
        if (!options.any_text) {
            // The fast validator first; parse() only to explain a failure.
            if (!is_valid(iri, entry::IRI_reference))
                return semantics::fail(parse(iri, entry::IRI_reference).error(), out, error);
        } else if (std::size_t const bad = find_invalid_utf8(iri); bad != std::string_view::npos) {
            // RFC 3629 §4: the text must be a sequence of UTF8-char.
            return semantics::fail(grammar::describe_position(iri, bad, "UTF8-char"), out, error);
        }
        switch (options.form) {
            case display_form::visual: display_visual(iri, options, out); break;
            case display_form::lre_pdf: out.append("\u202A").append(iri).append("\u202C"); break;
            case display_form::lri_pdi: out.append("\u2066").append(iri).append("\u2069"); break;
        }
        return errc::ok;
    } catch (std::bad_alloc const&) {
    } catch (std::length_error const&) {}
    diagnostic no_memory;
    no_memory.code = errc::out_of_memory;
    return semantics::fail(no_memory, out, error);
}

text_result display(std::string_view iri, display_options options) noexcept {
    std::string out;
    diagnostic error;
    if (display_into(iri, out, options, &error) != errc::ok) return error;
    return text_result(std::move(out));
}

}  // namespace iri
