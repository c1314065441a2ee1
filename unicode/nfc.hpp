// Unicode Normalization Form C (RFC 3987 §5.3.2.2), by ICU.
#pragma once

#include <unicode/normalizer2.h>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace iri::unicode {

// ICU's NFC and NFKC normalizers, fetched once; nullptr if ICU cannot load
// its data. getNFCInstance is thread-safe, but it synchronizes inside ICU,
// where ThreadSanitizer does not see: a function-local static puts the
// hand-over between threads (`iri ... --jobs N`) where it can be checked.
// ICU's property queries that read normalization data (the NF*_QUICK_CHECK
// properties, the combining class) create the same instances: fetch these
// first wherever such a query may be a thread's first use.
icu::Normalizer2 const* nfc_normalizer() noexcept;
icu::Normalizer2 const* nfkc_normalizer() noexcept;

// Normalization in time linear in the text, whatever the text. ICU's
// normalize and isNormalized sort each run of combining marks by insertion
// and so take time quadratic in the run's length ("e" and then U+0301
// U+0316 a million times: minutes); these hand ICU no such run. Their
// results are exactly ICU's on the whole text (nfc.cpp says why).
//
// Appends `utf8` in the normalization form of `form` (NFC or NFKC) to
// `out`. False when ICU fails (it only does when it cannot allocate) or the
// text is longer than ICU counts (INT32_MAX bytes); `out` may then hold
// part of the text.
bool append_normalized(icu::Normalizer2 const& form, std::string& out, std::string_view utf8);

// Whether `utf8` is in the normalization form of `form`: `change` is
// nullopt if it is, else the byte index of the first character that
// normalizing changes (where ICU's first coarse change starts: a character
// boundary). False when ICU fails, as above.
bool find_first_unnormalized(icu::Normalizer2 const& form, std::string_view utf8, std::optional<std::size_t>& change);

// Appends `text`, IRI text in UTF-8, to `out` in NFC, except that NFC
// neither eats nor makes a delimiter. It runs on each stretch of letters,
// digits, "-", ".", "_", "~" and non-ASCII characters; every other ASCII
// character, and each "%HH" triplet, is kept as it is and is a boundary
// that NFC does not compose across:
// - a triplet stands for an octet, not for its three characters: "%8E"
//   U+0301 would become "%8É", no triplet any more;
// - "=" U+0338 would become U+2260 NOT EQUAL TO, and a query would lose
//   the "=" that splits it (RFC 3986 §2.2: a reserved character
//   and what it could become are not equivalent).
// An ASCII character that NFC makes out of a non-ASCII one (U+037E GREEK
// QUESTION MARK is canonically ";", U+1FEF GREEK VARIA "`") is
// percent-encoded: it was data, not a delimiter. So the result is NFC
// except next to such boundaries. Returns false when ICU fails (it only
// does when it cannot allocate); `out` may then hold part of the text.
bool append_nfc_keeping_delimiters(std::string& out, std::string_view text);

}  // namespace iri::unicode
