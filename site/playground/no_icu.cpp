// The ICU functions the library's passes link against, for the browser
// build only (site/README.md): the playground has no ICU. Each stand-in
// fails and notes what it was asked (missing.hpp), except where its answer
// needs no ICU data; the entry points of playground.cpp then answer that
// the input needs ICU rather than a result computed without it. Never a
// wrong answer, and never an abort for an input.
//
// Who reaches them (`iri url --compare`, <iri/views.hpp>):
// - the URL Standard's host parser (whatwg/host.cpp, §3.5 "host parsing"
//   and §3.3 "domain to ASCII") for a special URL's host that is not ASCII
//   once percent-decoded: idna_to_ascii with idna_rules::whatwg. An ASCII
//   host takes the parser's fast path (lowercasing), which needs no ICU;
// - the RFC view's scheme-based normalization (RFC 3987 §5.3.3, the
//   `equivalent` verdict), for the host of a scheme with DNS hosts that is
//   not ASCII or has an "xn--" label: uts46_to_unicode; and the mapping
//   back to a URI, for such a host or one that keeps a "%hh":
//   idna_to_ascii with idna_rules::uts46.
// NFC, and the charset conversion of unicode/charset.cpp (Boost.Locale on
// ICU), are asked for only with an input charset or normalize_options::nfc,
// which neither the comparison nor the page uses.
#include "site/playground/missing.hpp"

#include "unicode/charset.hpp"
#include "unicode/idna.hpp"
#include "unicode/nfc.hpp"

namespace {

using iri::playground::note_missing;

// Whether UTS #46 with UseSTD3ASCIIRules refuses `host` whatever ICU's
// data say: an ASCII character other than a letter, a digit, "-" and the
// label separator "." is disallowed under the STD3 rules (UTS #46 §4.1
// validity criteria, "UseSTD3ASCIIRules"), so ToASCII reports an error.
bool has_ascii_disallowed_by_std3(std::string_view host) {
    for (char ch : host) {
        auto const c = static_cast<unsigned char>(ch);
        bool const ldh = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
        if (c < 0x80 && !ldh && c != '.') return true;
    }
    return false;
}

}  // namespace

namespace iri::unicode {

bool uts46_to_unicode(std::string_view, std::string&) {
    note_missing("ICU (UTS #46 ToUnicode, RFC 3987 §5.3.3 scheme-based normalization of the host)");
    return false;
}

std::string_view idna_to_ascii(std::string_view host, idna_rules rules, std::string&) {
    // What the library checks before it asks ICU (unicode/idna.cpp).
    if (host.size() > longest_idna_name) return "the name is too long to be a DNS name";
    // Failure is certain here, though ICU may name another error first
    // (an empty label, say): the comparison reads only whether it failed.
    if (rules == idna_rules::uts46 && has_ascii_disallowed_by_std3(host))
        return "a character is disallowed in host names (UTS #46 with the STD3 rules)";
    note_missing(rules == idna_rules::whatwg ? "ICU (UTS #46 ToASCII, the URL Standard's domain to ASCII)"
                                             : "ICU (UTS #46 ToASCII, RFC 3987 §3.1)");
    return "ICU's IDNA processor is unavailable in the browser build";
}

bool append_nfc_keeping_delimiters(std::string&, std::string_view) {
    note_missing("ICU (NFC, RFC 3987 §5.3.2.2)");
    return false;
}

charset_status decode_charset(std::string_view, std::string_view, std::string&) noexcept {
    note_missing("Boost.Locale (charset conversion)");
    return charset_status::unknown_charset;
}

bool charset_known(std::string_view) noexcept {
    note_missing("Boost.Locale (charset names)");
    return false;
}

// Asked only after decode_charset said not_convertible, which the stand-in
// above never says.
std::optional<decoding_stop> where_decoding_stops(std::string_view, std::string_view) noexcept {
    note_missing("Boost.Locale (charset conversion)");
    return std::nullopt;
}

}  // namespace iri::unicode
