// Unicode Normalization Form C (RFC 3987 §5.3.2.2), by ICU.
#pragma once

#include <unicode/normalizer2.h>

#include <string>
#include <string_view>

namespace iri::semantics {

// ICU's NFC and NFKC normalizers, fetched once; nullptr if ICU cannot load
// its data. getNFCInstance is thread-safe, but it synchronizes inside ICU,
// where ThreadSanitizer does not see: a function-local static puts the
// hand-over between threads (`iri ... --jobs N`) where it can be checked.
icu::Normalizer2 const* nfc_normalizer() noexcept;
icu::Normalizer2 const* nfkc_normalizer() noexcept;

// Appends `text`, IRI text in UTF-8, to `out` in NFC, each "%HH" triplet
// kept as it is: NFC runs on the text between triplets. A triplet's three
// characters stand for an octet, not for themselves, and NFC over them
// would compose a hex digit with a combining mark that follows ("%8E"
// U+0301 would become "%8É", no triplet any more). Returns false when ICU
// fails (it only does when it cannot allocate); `out` may then hold part
// of the text.
bool append_nfc_outside_triplets(std::string& out, std::string_view text);

}  // namespace iri::semantics
