// The differential oracle: the project's ABNF files, read and matched by
// the engine of <iri/abnf.hpp> (abnf/; no code shared with grammar/ or unicode/),
// against iri::is_valid at every entry point.
//
// Plug-ins, each listed here and in fuzz/README.md ("The ABNF oracle"):
//
//   <ipchar>, <pchar>   prose values: "ipath-empty = 0<ipchar>" and
//                       "path-empty = 0<pchar>" (RFC 3987 §2.2, RFC 3986
//                       §3.3) name the rule in angle brackets; taken as that
//                       rule. Under "0" repetitions they never run.
//   RFC 3987 §4.1       the bidi formatting characters LRM, RLM, LRE, RLE,
//                       PDF, LRO, RLO (U+200E U+200F U+202A-U+202E) are
//                       forbidden in an IRI although the ABNF admits them
//                       (ucschar): an input containing one is rejected at
//                       the IRI entry points. URI-reference is ASCII, so it
//                       needs no such plug-in.
#pragma once

#include <iri/abnf.hpp>
#include <iri/parse.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace abnf {

// The engine: abnf::grammar, abnf::matcher, abnf::project_plug_ins(),
// abnf::is_bidi_formatting(), ... are those of <iri/abnf.hpp>.
using namespace iri::abnf;

struct entry_point {
    std::string_view rule;  // the ABNF name
    iri::entry entry;  // the library's entry point
    bool bidi_restriction;  // RFC 3987 §4.1 plugged in
};

// IRI-reference, IRI, absolute-IRI, irelative-ref (RFC 3987), URI-reference (RFC 3986).
std::vector<entry_point> const& entry_points();

class oracle {
public:
    // Reads grammar/rfc3987/rfc3987.abnf and grammar/rfc3986/rfc3986-uri.abnf
    // under `source_dir` into one grammar. Throws abnf::error.
    explicit oracle(std::string const& source_dir);
    // The same grammar from the two files' texts (a test plants faults in them).
    oracle(std::string_view rfc3987_abnf, std::string_view rfc3986_uri_abnf);

    struct verdict {
        entry_point const* entry;
        bool abnf;  // the ABNF's language, with the plug-ins
        bool library;  // iri::is_valid
    };
    // Both verdicts at every entry point for `bytes`.
    std::vector<verdict> judge(std::string_view bytes) const;
    // Every production of grammar::productions() (the X3 rules, anchored)
    // against the same ABNF rule on `bytes`: the names where they differ.
    // No plug-in here: the rules alone do not apply RFC 3987 §4.1.
    std::vector<std::string_view> differing_productions(std::string_view bytes) const;
    // The ABNF verdict alone.
    bool abnf_accepts(std::string_view bytes, entry_point const& e) const;

    grammar const& rules() const noexcept { return g_; }
    matcher const& engine() const noexcept { return *m_; }

private:
    void finish();
    grammar g_;
    std::unique_ptr<matcher> m_;
    std::vector<std::size_t> entry_rules_;
};

// `bytes` as a C string literal body: printable ASCII as is, the rest \xHH.
std::string escaped(std::string_view bytes);

}  // namespace abnf
