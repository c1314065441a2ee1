// The two ICU functions the ICU-free passes link against, for the browser
// build only (site/playground/README.md): the playground has no ICU.
//
// normalize.cpp and normalize_explain.cpp call them only for NFC
// (normalize_options::nfc, RFC 3987 §5.3.2.2) and for scheme-based
// normalization (comparison_level::scheme, §5.3.3, UTS #46 host mapping).
// The playground asks for neither: it normalizes at the syntax rung without
// NFC, and its page sends NFC and scheme-based normalization to the `iri`
// tool. So these are never called; if a change ever made them reachable,
// the page stops with a message instead of answering without ICU.
#include "unicode/idna.hpp"
#include "unicode/nfc.hpp"

#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void no_icu(char const* what) {
    std::fprintf(stderr, "iri playground: %s needs ICU, which the browser build does not have\n", what);
    std::abort();
}

}  // namespace

namespace iri::unicode {

bool uts46_to_unicode(std::string_view, std::string&) { no_icu("UTS #46 ToUnicode (RFC 3987 §5.3.3)"); }

bool append_nfc_keeping_delimiters(std::string&, std::string_view) { no_icu("NFC (RFC 3987 §5.3.2.2)"); }

}  // namespace iri::unicode
