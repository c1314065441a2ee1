// The Encoding Standard's legacy encodings (unicode/whatwg_encoding.cpp and
// its tables, unicode/whatwg_tables.cpp), for the browser build only: left
// out because their tables would be half of the page's WebAssembly (about
// 560 KB). The library reaches them only for a query in a charset other
// than UTF-8: the URL parser's encoding argument (§4.4 "query state": the
// query is encoded with the document's encoding) or to_uri's query charset.
// The page asks for neither; should a change make them reachable, each
// stand-in notes it (missing.hpp) and the page answers with that rather
// than a result computed without them.
#include "site/playground/missing.hpp"

// The stand-ins use none of the encoder's state, which clang would warn of.
#pragma clang diagnostic ignored "-Wunused-private-field"
#include "unicode/whatwg_encoding.hpp"

namespace iri::unicode {
namespace {

constexpr std::string_view legacy_encodings = "the Encoding Standard's legacy encodings (left out of the browser build)";

}  // namespace

std::optional<encoding> encoding_for_label(std::string_view) noexcept {
    playground::note_missing(legacy_encodings);
    return std::nullopt;
}

encoding output_encoding(encoding e) noexcept {
    playground::note_missing(legacy_encodings);
    return e;
}

char32_t encoder::encode(char32_t cp, std::string&) {
    playground::note_missing(legacy_encodings);
    return cp;
}

void encoder::finish(std::string&) { playground::note_missing(legacy_encodings); }

}  // namespace iri::unicode
