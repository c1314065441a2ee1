// The ABNF's quoted strings (RFC 5234 §2.3), matched as byte compares.
//
// ascii_literal<"//">: a string without letters, matched as that many
// byte compares. X3's own x3::lit("//") walks its text to the
// terminating NUL at run time, a loop on every parse: "//" is in the path
// of nearly every line (ihier-part, irelative-part), and a loop there cost
// more than a dozen instructions per line.
//
// Without letters the RFC 5234 §2.3 rule that quoted strings are
// case-insensitive changes nothing, so a plain compare is the ABNF's
// meaning; a string with letters must say how it folds case, and is
// refused here at compile time.
//
// ascii_no_case<"file">: a string with letters, which match in either
// case. X3's no_case[lit("file")] folds each byte by the C library's
// tolower and toupper, two calls per byte (callgrind: 230 instructions a
// line of `check` on node_files.txt's file: lines); ASCII folding needs
// one OR: for a letter, `byte | 0x20` is its lower case, and no other byte
// becomes a letter so.
#pragma once

#include "grammar/config.hpp"
#include "unicode/byte_words.hpp"

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace iri::grammar {

// The string as a template argument: ascii_literal<"//">.
template <std::size_t N>
struct literal_text {
    char bytes[N - 1];

    consteval literal_text(char const (&quoted)[N]) noexcept {
        for (std::size_t i = 0; i + 1 < N; ++i) bytes[i] = quoted[i];
    }
    static constexpr std::size_t size = N - 1;
};

template <literal_text Text>
struct ascii_literal_parser : x3::parser<ascii_literal_parser<Text>> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    static consteval bool has_no_letter() {
        for (char const c : Text.bytes)
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) return false;
        return true;
    }
    static_assert(Text.size > 0 && has_no_letter(), "a quoted string with letters folds case: use ascii_no_case");

    template <typename Iterator, typename Context, typename RContext, typename Attribute>
    bool parse(Iterator& first, Iterator const& last, Context const&, RContext&, Attribute&) const {
        if (static_cast<std::size_t>(last - first) < Text.size) return false;
        if constexpr (Text.size == 2) {
            // "//": one two-byte compare rather than two branches.
            std::uint16_t found, wanted;  // in the machine's byte order, both
            std::memcpy(&found, first, 2);
            std::memcpy(&wanted, Text.bytes, 2);  // a constant once compiled
            if (found != wanted) return false;
        } else {
            for (std::size_t i = 0; i < Text.size; ++i)
                if (first[i] != Text.bytes[i]) return false;
        }
        first += Text.size;
        return true;
    }
};

template <literal_text Text>
inline constexpr ascii_literal_parser<Text> ascii_literal{};

template <literal_text Text>
struct ascii_no_case_parser : x3::parser<ascii_no_case_parser<Text>> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    static constexpr bool is_letter(char c) { return c >= 'a' && c <= 'z'; }
    static consteval bool has_no_upper_case() {
        for (char const c : Text.bytes)
            if (c >= 'A' && c <= 'Z') return false;
        return true;
    }
    static_assert(Text.size > 0 && has_no_upper_case(), "ascii_no_case takes its text in lower case");

    // 0x20 in the byte of each letter of a text of at most eight bytes.
    static constexpr std::uint64_t letter_bits() {
        std::uint64_t bits = 0;
        for (std::size_t i = 0; i < Text.size; ++i)
            if (is_letter(Text.bytes[i])) bits |= std::uint64_t{0x20} << (8 * i);
        return bits;
    }

    template <typename Context, typename RContext, typename Attribute>
    bool parse(char const*& first, char const* const& last, Context const&, RContext&, Attribute&) const {
        if (static_cast<std::size_t>(last - first) < Text.size) return false;
        if constexpr (Text.size <= 8) {
            // The text of a scheme or a parameter's name: one word, its
            // letters folded by one OR.
            constexpr std::uint64_t wanted = unicode::load_low_bytes(Text.bytes, Text.size);
            constexpr std::uint64_t fold = letter_bits();
            if ((unicode::load_low_bytes(first, Text.size) | fold) != wanted) return false;
        } else {
            for (std::size_t i = 0; i < Text.size; ++i) {
                char const wanted = Text.bytes[i];
                char const found = is_letter(wanted) ? static_cast<char>(first[i] | 0x20) : first[i];
                if (found != wanted) return false;
            }
        }
        first += Text.size;
        return true;
    }
};

template <literal_text Text>
inline constexpr ascii_no_case_parser<Text> ascii_no_case{};

}  // namespace iri::grammar
