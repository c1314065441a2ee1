// The mailto scheme's entry for parse_scheme_specific (RFC 6068 §2): the
// components it reports, the messages for its productions, and the check
// of each address once its escapes are decoded.
//
// Header fields: every hfname is reported as written, and none is an
// error, whether RFC 6068 gives it a meaning ("body", §2; "subject", §4;
// "to", "cc", "bcc", §3) or not, and however often it comes (§2: the same
// hfname twice is NOT RECOMMENDED, not invalid). hfname is
// case-insensitive (§2): "Subject" and "subject" are the same field, for
// whoever reads the components. The values of "to", "cc" and "bcc" are
// RFC 5322 address lists, which RFC 6068 gives no syntax of its own; they
// are checked as hfvalue only.
#include "grammar/schemes/scheme_grammar.hpp"

#include "grammar/diagnosis/diagnose.hpp"
#include "grammar/diagnosis/production_row.hpp"
#include "grammar/schemes/mailto/rules.hpp"
#include "grammar/schemes/productions.hpp"
#include "unicode/hex.hpp"
#include "unicode/utf8.hpp"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <new>

namespace iri::grammar::schemes {
namespace {

// Every rule, in the order of the .abnf file.
#define IRI_MAILTO_ROW_(name, abnf_name, section, behaviour) rows::row<mailto::name>(section),
production const all_rules[] = {IRI_MAILTO_RULES(IRI_MAILTO_ROW_)};
#undef IRI_MAILTO_ROW_

constexpr std::string_view mailto_components[] = {"to",     "addr-spec", "local-part", "domain",
                                                  "hfield", "hfname",    "hfvalue"};

std::string_view mailto_hint(std::string_view production) noexcept {
    if (production == "to" || production == "addr-spec" || production == "local-part" || production == "domain" ||
        production == "addr-char")
        return "an address is local-part \"@\" domain, addresses separated by \",\"; in a mailto URI an address's "
               "\"%\", \"/\", \"?\", \"#\", \"[\", \"]\", \"&\", \";\", \"=\", \",\", \"@\" (but the one before "
               "the domain) and any character a URI cannot hold are percent-encoded (RFC 6068 §2)";
    if (production == "hfields" || production == "hfield" || production == "hfname" || production == "hfvalue" ||
        production == "qchar" || production == "some-delims")
        return "header fields follow \"?\" as hfname \"=\" hfvalue, separated by \"&\"; a \"?\", \"=\", \"&\" or "
               "\"#\" inside one, and any character a URI cannot hold, is percent-encoded (RFC 6068 §2)";
    return {};
}

// Where each rule is in all_rules, by its name in mailto::: check_part
// takes the same rows for every address, without looking for their names.
enum class row_of : std::size_t {
#define IRI_MAILTO_INDEX_(name, abnf_name, section, behaviour) name,
    IRI_MAILTO_RULES(IRI_MAILTO_INDEX_)
#undef IRI_MAILTO_INDEX_
};

production const& mailto_rule(row_of r) noexcept { return all_rules[static_cast<std::size_t>(r)]; }

// The text of a local-part or domain with its escapes decoded: one byte
// per character, and the offset in the URI of each. A non-ASCII character
// (UTF-8, percent-encoded or, in an IRI, as it is) becomes one "a", which
// is atext, qtext, dtext and VCHAR, as RFC 6068 §2 items 4 and 5 allow
// UTF-8 in both and RFC 6532 §3.2 later wrote it into those rules.
struct decoded {
    char* bytes;
    std::uint32_t* at;
    std::size_t size = 0;
};

// The octet at text[i] (a byte, or the octet of a "%" triplet the grammar
// has checked) and the number of bytes it takes.
unsigned char octet_at(std::string_view text, std::size_t i, std::size_t& length) noexcept {
    if (text[i] == '%') {
        length = 3;
        return unicode::triplet_octet(text.data() + i);
    }
    length = 1;
    return static_cast<unsigned char>(text[i]);
}

// Decodes text[first, last) into `out`; false, with `bad` at the first
// octet of a non-ASCII sequence that is not UTF-8.
bool decode(std::string_view text, std::size_t first, std::size_t last, decoded& out, std::size_t& bad) noexcept {
    for (std::size_t i = first; i < last;) {
        std::size_t length = 0;
        unsigned char const o = octet_at(text, i, length);
        out.at[out.size] = static_cast<std::uint32_t>(i);
        if (o < 0x80) {
            out.bytes[out.size++] = static_cast<char>(o);
            i += length;
            continue;
        }
        // A character as written, as in an IRI (RFC 6068 §2 item 5), most
        // of them: its octets are the text's own, decoded where they are.
        // (Where that fails, the octets gathered below say the same or,
        // with a triplet among them, more.)
        if (length == 1) {
            char32_t c = 0;
            if (int const n = unicode::decode_utf8(text.data() + i, text.data() + last, c); n != 0) {
                out.bytes[out.size++] = 'a';
                i += static_cast<std::size_t>(n);
                continue;
            }
        }
        // Up to four octets, then the strict UTF-8 decoder says how many
        // make a character.
        char sequence[4] = {};
        std::size_t lengths[4] = {};
        int n = 0;
        for (std::size_t j = i; j < last && n < 4; j += lengths[n - 1]) {
            sequence[n] = static_cast<char>(octet_at(text, j, lengths[n]));
            ++n;
        }
        char32_t cp = 0;
        int const taken = unicode::decode_utf8(sequence, sequence + n, cp);
        if (taken == 0) {
            bad = i;
            return false;
        }
        for (int k = 0; k < taken; ++k) i += lengths[k];
        out.bytes[out.size++] = 'a';
    }
    return true;
}

constexpr std::string_view local_part_detail =
    "the local-part, its %HH escapes decoded, is a dot-atom-text (letters, digits and !#$%&'*+-/=?^_`{|}~, "
    "dot-separated) or a quoted-string (RFC 6068 §2, RFC 5322 §3.2.3, §3.2.4)";
constexpr std::string_view domain_detail =
    "the domain, its %HH escapes decoded, is a dot-atom-text or \"[\" dtext \"]\" (RFC 6068 §2, RFC 5322 §3.2.3)";
constexpr std::string_view whitespace_detail =
    "the local-part, its %HH escapes decoded, holds no white space outside a quoted-pair: a space in a "
    "quoted-string is written \"\\ \", %5C%20 (RFC 6068 §2 item 3)";
constexpr std::string_view utf8_detail =
    "a non-ASCII character in an address, its %HH escapes decoded, is UTF-8 (RFC 6068 §2 items 4 and 5)";

// The production to name for a decoded text that stops: the RFC's rule
// the tracer was in (dot-atom-text, quoted-string, decoded-domain's
// brackets), not the character rule under it (ALPHA, qtext).
std::string_view blamed(std::string_view culprit, std::string_view start) noexcept {
    if (culprit == "atext" || culprit == "ALPHA" || culprit == "DIGIT") return "dot-atom-text";
    if (culprit == "qtext" || culprit == "qcontent" || culprit == "quoted-pair" || culprit == "VCHAR" ||
        culprit == "WSP" || culprit == "SP" || culprit == "HTAB" || culprit == "FWS" || culprit == "CFWS" ||
        culprit == "CRLF" || culprit == "CR" || culprit == "LF" || culprit == "DQUOTE")
        return "quoted-string";
    if (culprit == "dtext-no-obs") return "decoded-domain";
    return culprit.empty() ? start : culprit;
}

// One local-part or domain, text[first, last): false after failing `out`.
bool check_part(std::string_view text, std::size_t first, std::size_t last, bool local, decoded& d,
                scheme_result& out) noexcept {
    d.size = 0;
    std::size_t bad = 0;
    std::string_view const part_name = local ? "local-part" : "domain";
    if (!decode(text, first, last, d, bad)) {
        fail_beyond_abnf(text, bad, part_name, utf8_detail, out);
        return false;
    }
    std::string_view const bytes(d.bytes, d.size);
    auto where = [&](std::size_t k) { return k < d.size ? std::size_t{d.at[k]} : last; };
    // A local-part that is a dot-atom-text, most of them, is a
    // decoded-local-part (its first alternative) without white space.
    if (local && mailto_rule(row_of::dot_atom_text).matches(bytes)) return true;
    production const& rule = local ? mailto_rule(row_of::decoded_local_part) : mailto_rule(row_of::decoded_domain);
    // Traced only to say where a part that does not match goes wrong.
    if (!rule.matches(bytes)) {
        tracer t(d.bytes);
        rule.traced_prefix(bytes, t);
        fail_beyond_abnf(text, where(t.furthest()), blamed(t.culprit(), rule.name),
                         local ? local_part_detail : domain_detail, out);
        return false;
    }
    // RFC 6068 §2 item 3: quoted-string's FWS and CFWS are white space, and
    // not to be used; a quoted-pair's space is a character of the string.
    if (local) {
        bool escaped = false;
        for (std::size_t k = 0; k < d.size; ++k) {
            char const c = bytes[k];
            if (escaped) {
                escaped = false;
            } else if (c == '\\') {
                escaped = true;
            } else if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
                fail_beyond_abnf(text, where(k), "quoted-string", whitespace_detail, out);
                return false;
            }
        }
    }
    return true;
}

// RFC 6068 §2: each local-part and domain, decoded, is RFC 5322's
// (decoded-local-part, decoded-domain). `text` matched mailtoURI, so the
// addresses are found in it without the grammar's components: "to" runs
// from "mailto:" to the first "?" (addr-char is not "?"), its addr-specs
// are separated by "," and each holds one "@" (addr-char is neither).
void check_addresses(std::string_view text, scheme_result& out) noexcept {
    constexpr std::size_t to_start = std::string_view("mailto:").size();
    std::size_t const to_end = std::min(text.find('?'), text.size());
    if (to_end <= to_start) return;
    // Decoding never lengthens: a buffer as long as "to" holds any part.
    std::size_t const longest = to_end - to_start;
    constexpr std::size_t on_stack = 320;
    char small_bytes[on_stack];
    std::uint32_t small_at[on_stack];
    std::unique_ptr<char[]> big_bytes;
    std::unique_ptr<std::uint32_t[]> big_at;
    decoded d{small_bytes, small_at};
    if (longest > on_stack) {
        // The offsets kept are 32-bit: a longer "to" is beyond decoding.
        if (longest <= UINT32_MAX) {
            big_bytes.reset(new (std::nothrow) char[longest]);
            big_at.reset(new (std::nothrow) std::uint32_t[longest]);
        }
        if (!big_bytes || !big_at) {
            diagnostic e = describe_position(text, 0, "addr-spec");
            e.code = errc::out_of_memory;
            e.detail = "no memory to decode an address (RFC 6068 §2)";
            out.truncate(0);
            out.fail(e);
            return;
        }
        d = {big_bytes.get(), big_at.get()};
    }
    for (std::size_t first = to_start; first < to_end;) {
        std::size_t const comma = std::min(text.find(',', first), to_end);
        std::size_t const at = text.find('@', first);
        if (!check_part(text, first, at, true, d, out) || !check_part(text, at + 1, comma, false, d, out)) return;
        first = comma + 1;
    }
}

// The verdict without components: a plain run of the grammar, then the
// addresses (what check asks of every mailto line; the traced run is for
// a diagnosis).
bool mailto_decided(reference_view const& ref) noexcept {
    std::string_view const text = text_seen_by(mailto_grammar, ref);
    if (mailto_grammar.run.plain(text) != static_cast<long>(text.size())) return false;
    scheme_result addresses(text);
    check_addresses(text, addresses);
    return addresses.ok();
}

std::span<production const> mailto_productions() noexcept { return all_rules; }

// RFC 5321 §2.4: "Mailbox domains are not case sensitive"; the local-part
// is, and stays as written. RFC 6068 §2's addr-spec domain.
constexpr scheme_case_rules mailto_case_rules{{"domain"}, {}, "RFC 6068 §2, RFC 5321 §2.4"};

}  // namespace

scheme_grammar const mailto_grammar{
    .name = "mailto",
    .source = "RFC 6068 §2",
    .abnf_file = "grammar/schemes/mailto/mailto.abnf",
    .start_rule = "mailtoURI",
    .general_hint =
        "a mailto URI is \"mailto:\", addresses separated by \",\", then optionally \"?\" and hfname \"=\" hfvalue "
        "header fields separated by \"&\" (RFC 6068 §2)",
    .components = mailto_components,
    .productions = &mailto_productions,
    .run = runner<mailto::mailtoURI>(),
    .hint = &mailto_hint,
    .includes_fragment = false,
    .after = &check_addresses,
    .decided_by_parse = &mailto_decided,
    .case_rules = &mailto_case_rules,
};

}  // namespace iri::grammar::schemes
