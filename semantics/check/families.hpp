// What the families of checks (<iri/check.hpp>) share: the piece of text a
// check looks at, where its findings go, and the entry point of each family.
// The driver, semantics/check/check.cpp, decides which piece each family sees.
#pragma once

#include <iri/check.hpp>

#include "semantics/check/properties.hpp"
#include "semantics/scheme_registry.hpp"

#include "unicode/ascii_scan.hpp"
#include "unicode/hex.hpp"
#include "unicode/utf8.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace iri::semantics::checks {

// A component of the checked text.
struct component {
    std::string_view text;  // a view into the checked text
    std::size_t offset = 0;  // where `text` starts in the checked text, in bytes
    std::string_view name;  // its ABNF name ("ireg-name", "isegment"...): static text
    // The characters that split it into the components of RFC 3987 §4.2:
    // "." for ireg-name labels and the extensions of a path segment, "&;="
    // for the names and values of a query, "" where the whole is one.
    std::string_view separators;
};

// Calls `f` with each piece of `whole` between its separators, in order,
// empty pieces included: the components of RFC 3987 §4.2.
template <typename F>
void for_each_part(component const& whole, F&& f) {
    std::string_view const separators = whole.separators;
    // The separators are "." (labels, extensions) or "&;=" (a query's names
    // and values): with the set's size known where first_of is inlined, it
    // compares each byte with each separator once, and with "." alone.
    auto const cut_of = [separators](std::string_view s) {
        switch (separators.size()) {
            case 1: return unicode::first_of(s.data(), s.size(), separators.substr(0, 1));
            case 3: return unicode::first_of(s.data(), s.size(), separators.substr(0, 3));
            default: return unicode::first_of(s.data(), s.size(), separators);
        }
    };
    std::string_view rest = whole.text;
    for (;;) {
        std::size_t const cut = cut_of(rest);
        std::size_t const offset = whole.offset + static_cast<std::size_t>(rest.data() - whole.text.data());
        f(component{rest.substr(0, cut), offset, whole.name, {}});
        if (cut == rest.size()) return;
        rest.remove_prefix(cut + 1);
    }
}

// The octet of the "%HH" triplet at text[i], or -1 when none starts there
// (a parsed component has none that is cut short, but the check reads any
// bytes safely).
inline int triplet_octet(std::string_view text, std::size_t i) noexcept {
    if (i >= text.size() || text.size() - i < 3 || text[i] != '%') return -1;
    char const* const p = text.data() + i;
    if (!unicode::has(static_cast<unsigned char>(p[1]), unicode::hexdig) ||
        !unicode::has(static_cast<unsigned char>(p[2]), unicode::hexdig))
        return -1;
    return unicode::triplet_octet(p);
}

// The character that starts at text[i], as the text of a finding: one
// UTF-8 sequence, or one byte where the text is not UTF-8; empty past the
// end.
inline std::string_view character_starting_at(std::string_view text, std::size_t i) noexcept {
    if (i >= text.size()) return {};
    char32_t c = 0;
    int const n =
        static_cast<unsigned char>(text[i]) < 0x80 ? 1 : unicode::decode_utf8(&text[i], text.data() + text.size(), c);
    return text.substr(i, static_cast<std::size_t>(n == 0 ? 1 : n));
}

// Where findings go: the caller's vector, filtered by the enabled codes.
class warning_sink {
public:
    warning_sink(std::vector<warning>& out, check_options const& options) noexcept
        : out_(&out),
          first_(out.size()),
          enabled_(options.enabled),
          raised_(options.raised),
          max_(options.max_warnings) {}

    bool wants(warning_code code) const noexcept { return enabled_.contains(code); }

    // Records `code` about `text`, a view into `where.text` (or an empty
    // view at its place), in `where`. The code point is the first character
    // of `text` unless given; `detail` is static text. The code point offset
    // is left for the driver, which counts them all in one pass.
    void add(warning_code code, component const& where, std::string_view text,
             std::optional<char32_t> code_point = std::nullopt, std::string_view detail = {});

    // With a max_warnings: the number left out, and the first raised
    // warning (in order of position), kept apart in case it is one of them.
    std::size_t omitted() const noexcept { return omitted_; }
    std::optional<warning> const& first_raised() const noexcept { return first_raised_; }
    bool bounded() const noexcept { return max_ != static_cast<std::size_t>(-1); }

private:
    void keep(warning const& w);

    std::vector<warning>* out_;
    std::size_t first_;  // where this call's warnings start in *out_
    code_set enabled_;
    code_set raised_;
    std::size_t max_;
    std::size_t omitted_ = 0;
    std::optional<warning> first_raised_;
};

// The order of check's output: by position; at one position, by code
// (then by what they are about, so that the order never depends on a sort).
bool comes_before(warning const& a, warning const& b) noexcept;

// What summarize_part (below) finds in a §4.2 component.
struct part_summary {
    bool right_to_left_or_control = false;
    int failed = 0;
    bool nfc = true, nfkc = true;
    // The skeleton of its first non-ASCII character is ASCII letters and
    // digits: only then may the part pass for ASCII (check_scripts).
    bool first_looks_ascii = false;
    std::uint64_t any_bits = 0;  // of the properties of its characters
    bool ascii_letters = false;  // outside "%HH" triplets
    bool triplet_letters = false;  // hex digits A-F of the "%HH" triplets it skipped
};

// Reusable buffers for the families that need to copy text (ICU input
// without the "%HH" triplets, skeletons, decoded host names).
struct scratch {
    std::string text;
    std::string other;
    std::vector<std::size_t> ends;
};

// Thrown by a family when ICU fails (it only does when it cannot allocate);
// the driver turns it into errc::out_of_memory, as it does std::bad_alloc.
struct icu_failure {};

// RFC 3987 §4.2, on one component in the sense of §4.2; and the invisible
// controls of §4.1 that its list does not name (bidi_control_character).
// `prescanned` says the caller found an R or AL character or a control of
// unicode::is_later_bidi_control in `part` (summarize_part), which it
// otherwise looks for first.
void check_bidi(component const& part, warning_sink& sink, bool prescanned = false);

// Whether check_bidi surely finds nothing in `part`, of which `summary`
// (summarize_part) says it holds a right-to-left character or a later
// bidi control: when it holds no control, no left-to-right character, and
// starts and ends (nonspacing marks aside) with a right-to-left one, as
// most right-to-left words do. False means "ask check_bidi".
bool surely_passes_bidi(std::string_view part, part_summary const& summary);

// RFC 3987 §5.3.2.2, §6.1, §7.5, §8 on a whole component that holds a
// non-ASCII character: normalization forms, unassigned code points,
// delimiter look-alikes.
//
// What the table of properties says of a whole component at once, which
// check_characters finds itself or is handed (summarize_part).
struct characters_look {
    bool decided = false;  // false: not UTF-8 or fast paths off, nothing below holds
    // UAX #15 §9 quick check: every character has NFC_Quick_Check (or
    // NFKC_Quick_Check) Yes, or is a Maybe of class 0 that does not compose
    // with the character before it, and the nonzero canonical combining
    // classes never decrease, so the text is in NFC (NFKC) and ICU is not
    // asked where it changes. Otherwise nothing is said: ICU decides.
    bool nfc = true;
    bool nfkc = true;
    // Some character is unassigned, or may pass for a delimiter: else the
    // character-by-character loop finds nothing.
    bool per_character = false;

    // In NFC and NFKC, nothing unassigned or like a delimiter: most
    // components, about which check_characters has nothing to say.
    bool finds_nothing() const noexcept { return decided && nfc && nfkc && !per_character; }
};
void check_characters(component const& whole, warning_sink& sink, std::optional<characters_look> known = std::nullopt);

// The delimiter a character passes for (RFC 3987 §8, §6.1 b), and why.
enum class lookalike_source : unsigned char {
    nfkc,  // its NFKC form holds the delimiter (U+FF0F FULLWIDTH SOLIDUS)
    idna_dot,  // in a host, RFC 3490 §3.1 makes it a label separator (U+3002)
    confusables,  // UTS #39 confusables.txt maps it to the delimiter (U+2215 DIVISION SLASH)
};
struct delimiter_lookalike {
    char delimiter;
    lookalike_source source;
};
// In the component named `component_name` (an ABNF name, which says
// whether "." is a delimiter there). `by_nfkc` false skips the NFKC
// mappings: text in NFKC holds no character whose mapping differs from it.
std::optional<delimiter_lookalike> find_delimiter_lookalike(char32_t c, std::string_view component_name,
                                                            bool by_nfkc = true);

// The characters found by UTS #39 rather than NFKC, for the tests.
struct confusable_delimiter {
    char32_t character;
    char delimiter;
};
std::span<confusable_delimiter const> confusable_delimiter_table() noexcept;

// RFC 3987 §7.5, §8 on one component in the sense of §4.2 that holds a
// non-ASCII character: mixed scripts and ASCII look-alikes (UTS #39).
// `summary`, when known (summarize_part), is the part's.
void check_scripts(component const& part, warning_sink& sink, scratch& buffers, part_summary const* summary = nullptr);

// One pass over a §4.2 component for what the bidi and script checks first
// ask of all of it, each character decoded and looked up once: whether it
// holds a right-to-left character or a later bidi control (check_bidi has
// nothing to say otherwise), and the restriction checks it fails (its
// characters but "%HH" triplets, as check_scripts reads them). nullopt
// when the fast paths are off or the properties do not decide.
// It also gathers characters_look for the part, `previous` being the
// character before it in its whole component (0 at the start).
std::optional<part_summary> summarize_part(std::string_view text, char32_t previous);

// What the length of a label's ASCII form depends on: its code points
// below and from U+0080 (RFC 3492's basic and non-basic), the least and
// greatest of the non-basic ones, and its first.
struct label_counts {
    std::size_t basic = 0;
    std::size_t non_basic = 0;
    char32_t least = 0x10FFFF;
    char32_t greatest = 0x80;
    char32_t first = 0;

    void count(char32_t c) noexcept {
        if (c < 0x80) {
            ++basic;
            return;
        }
        ++non_basic;
        least = std::min(least, c);
        greatest = std::max(greatest, c);
    }
};

// What UTS #46 ToASCII asks of one label of a reg-name beyond its
// part_summary, gathered by summarize_label in the same pass: its
// label_counts, and whether its characters are plain: ASCII [a-z0-9-]
// without "--" ("xn--" labels need decoding; plain_label_length leaves
// "--" to its caller), and beyond ASCII characters that are idna_plain().
struct idna_label {
    label_counts counts;
    bool plain = true;

    // [first, last): a run of ASCII after `before`.
    void add_ascii_run(char const* first, char const* last, char32_t before) noexcept {
        if (counts.basic + counts.non_basic == 0) counts.first = static_cast<unsigned char>(*first);
        counts.basic += static_cast<std::size_t>(last - first);
        for (char const* p = first; p != last; ++p) {
            auto const byte = static_cast<unsigned char>(*p);
            bool const letter_digit_hyphen =
                static_cast<unsigned>(byte - 'a') < 26u || static_cast<unsigned>(byte - '0') < 10u || byte == '-';
            plain = plain && letter_digit_hyphen && !(byte == '-' && before == '-');
            before = byte;
        }
    }
    void add(char32_t c, code_point_properties props) noexcept {
        if (counts.basic + counts.non_basic == 0) counts.first = c;
        counts.count(c);
        plain = plain && props.idna_plain();
    }
};

// summarize_part of one label of a reg-name (no "%HH" triplets: decoded,
// or none written), and its idna_label in `facts`.
std::optional<part_summary> summarize_label(std::string_view label, char32_t previous, idna_label& facts);

// Whether UTS #46 ToASCII (as unicode::idna_rules::uts46 runs it) surely
// accepts a reg-name without triplets, told its labels in order; false
// means "ask ICU" (scheme.cpp). The driver tells it the labels of the host
// it summarizes anyway; surely_passes_uts46 summarizes them itself.
class host_verdict {
public:
    // The next label, with what summarize_label found.
    void add(std::string_view label, part_summary const& summary, idna_label const& facts);
    // The next label, all ASCII (no need to summarize it).
    void add_ascii(std::string_view label) {
        idna_label facts;
        if (!label.empty()) facts.add_ascii_run(label.data(), label.data() + label.size(), labels_ > 0 ? '.' : 0);
        add(label, part_summary{}, facts);
    }
    // The next label, which summarize_label did not decide.
    void add_undecided() noexcept { plain_ = false; }
    // About `host`, the labels told joined by ".".
    bool surely_passes(std::string_view host) const;

private:
    std::size_t ascii_length_ = 0;  // of the name ToASCII makes, dots included; labels by a bound
    std::size_t labels_ = 0;
    bool plain_ = true;  // every label plain, none empty, plain_label_length() of each not 0
    bool nfc_ = true;  // by the quick check of UAX #15 §9
    bool right_to_left_ = false;  // an R or AL character: a Bidi domain name
};

// The UTS #39 skeleton of `text` without its "%HH" triplets: the ASCII
// text a confusable_with_ascii component passes for.
std::string shown_skeleton(std::string_view text);

// RFC 3986 §2.1, §2.3, RFC 3987 §5.3.2.1, §5.3.2.3, §6.4, §8 on a whole
// component: the "%HH" triplets.
void check_percent_encoding(component const& whole, warning_sink& sink);

// The port, the host as the scheme sees it (RFC 3986 §3.2.2, §3.2.3,
// RFC 3987 §3.1, RFC 9110 §4.2). `rules` are the registry's for the
// reference's scheme (null: none); `host`, when given, was told the labels
// of the host.
void check_authority(reference_view const& reference, scheme_rules const* rules, warning_sink& sink, scratch& buffers,
                     host_verdict const* host = nullptr);

// Whether UTS #46 ToASCII (as to-uri --idna runs it: semantics/
// unicode/idna.hpp) surely accepts `host`, without asking ICU: ASCII
// letter-digit-hyphen labels of 1 to 63 octets, no hyphen first or last nor
// in both the third and fourth places ("xn--" labels need decoding), 253
// octets at most, no trailing dot. false means "ask ICU". The bytes from
// `host` up to `readable_end` (the end of the checked text) may be read.
//
// Asked of the host of nearly every line check sees, so a name of fewer
// than 64 bytes (nearly all) is judged sixteen bytes at a time, as bit
// masks over its bytes: no label can then be over 63.
inline bool plainly_valid_dns_name(std::string_view host, char const* readable_end) noexcept {
    std::size_t const n = host.size();
    if (n == 0 || n > 253) return false;
    if (n < 64) {
        // A name under sixteen bytes is read with the text after it, or
        // from a copy padded with NUL where the text ends too soon; the
        // bytes beyond the name count for nothing.
        char padded[16];
        char const* bytes = host.data();
        if (n < 16 && readable_end - host.data() < 16) {
            std::memset(padded, 0, sizeof padded);
            bytes = static_cast<char const*>(std::memcpy(padded, host.data(), n));
        }
        std::uint64_t name = 0, dot = 0, hyphen = 0;
        for (std::size_t at = 0; at < n; at += 16) {
            // The last sixteen bytes end at the name's end.
            std::size_t const from = n >= 16 ? std::min(at, n - 16) : 0;
            unicode::dns_name_bytes const m = unicode::dns_name_masks(bytes + from);
            name |= std::uint64_t{m.name} << from;
            dot |= std::uint64_t{m.dot} << from;
            hyphen |= std::uint64_t{m.hyphen} << from;
        }
        std::uint64_t const all = (std::uint64_t{1} << n) - 1;
        dot &= all;
        hyphen &= all;
        std::uint64_t const first = ((dot << 1) | 1) & all;  // each label's first byte
        std::uint64_t const last = (dot >> 1) | (std::uint64_t{1} << (n - 1));  // and its last
        // A byte of no name; an empty label (a dot first or last in a
        // label: a leading, doubled or trailing dot); a hyphen first or
        // last; hyphens third and fourth.
        return (name & all) == all && ((first | last) & (dot | hyphen)) == 0 &&
               (first & (hyphen >> 2) & (hyphen >> 3)) == 0;
    }
    char const* p = host.data();
    char const* const end = p + n;
    for (;;) {
        char const* const label = p;
        while (p != end && (unicode::has(static_cast<unsigned char>(*p), unicode::alpha | unicode::digit) || *p == '-'))
            ++p;
        auto const length = static_cast<std::size_t>(p - label);
        if (length == 0 || length > 63 || label[0] == '-' || p[-1] == '-') return false;
        if (length >= 4 && label[2] == '-' && label[3] == '-') return false;
        if (p == end) return true;
        if (*p != '.') return false;
        ++p;
    }
}

// Whether UTS #46 ToASCII (as unicode::idna_rules::uts46 runs it) surely
// accepts `host`, a reg-name with its triplets decoded, from the table of
// properties and without ICU; false means "ask ICU" (scheme.cpp).
bool surely_passes_uts46(std::string_view host);

// RFC 3986 §3.1: the grammar of the reference's scheme, `grammar` (null
// for a scheme without one here, which only an embedder's validator may
// judge: <iri/scheme_specific.hpp>).
void check_scheme_syntax(reference_view const& reference, grammar::schemes::scheme_grammar const* grammar,
                         warning_sink& sink);

// RFC 3987 §5.3.2.4 on one path segment of `reference`.
void check_dot_segment(reference_view const& reference, component const& segment, warning_sink& sink);

}  // namespace iri::semantics::checks
