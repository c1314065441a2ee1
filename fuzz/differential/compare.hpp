// One text, one peer, the ABNF of RFC 3986 as the judge: do they agree,
// and if not, in which production does the difference lie. Shared by the
// fuzz target (differential.cpp) and the report (report.cpp).
//
// The judge is the ABNF engine of <iri/abnf.hpp> reading
// grammar/rfc3986/rfc3986-uri.abnf, never our X3 parser: the parser is one
// of the parties (the row "iri"), and the ABNF oracle (fuzz/README.md)
// proves it equal to the engine separately.
#pragma once

#include "fuzz/differential/peers.hpp"

#include <iri/abnf.hpp>

#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace iri_differential {

// Longer texts are out of every peer's scope: the engine's exact matching
// costs more than linear time, and a difference shows in short texts.
constexpr std::size_t max_judged_bytes = 256;

enum class outcome {
    out_of_scope,  // not ASCII, too long, or outside the peer's claim
    agree,
    accepts_invalid,  // the ABNF rejects the text, the peer accepts it
    rejects_valid,  // the ABNF accepts it, the peer rejects it
    splits_differently,  // a splitter's components are not RFC 3986's
};
std::string_view to_string(outcome o) noexcept;

struct finding {
    outcome what = outcome::out_of_scope;
    // Where the difference lies, as an RFC 3986 production name: where the
    // ABNF stops (accepts_invalid); the one component whose removal makes
    // the peer accept (rejects_valid), or "URI-reference" when none does;
    // the first component split otherwise (splits_differently).
    std::string_view production;
};

class judge {
public:
    judge();
    ~judge();
    // The ABNF's verdict on `text` as `rule` ("URI-reference", "URI").
    bool accepts(std::string_view text, std::string_view rule) const;
    // Whether `production` is a rule of the ABNF that `rule` ("URI-reference",
    // "URI") uses, directly or through others, itself included.
    bool uses(std::string_view rule, std::string_view production) const;

private:
    std::unique_ptr<iri::abnf::loaded_grammar> grammar_;
    std::size_t uri_reference_, uri_;
    // Per rule index: used by URI-reference, used by URI.
    std::vector<bool> used_by_uri_reference_, used_by_uri_;
};

// Whether the peer's answer on `text` agrees with the judge's.
finding compare(judge const& j, peer const& p, std::string const& text);

// The same question put to this project's parser (iri::is_valid at
// URI-reference), as the row every report starts with.
finding compare_ours(judge const& j, std::string const& text);

// Why `f`, what compare() found for `p` on `text`, does not say where a
// disagreement lies; empty when it does, or when there is no disagreement.
// A finding is located when:
//  - the disagreement is there: asked again, the peer and the judge answer
//    as the outcome says (a verdict peer accepts a text the ABNF rejects,
//    or rejects one it accepts; a splitter was given a valid text);
//  - its production is a rule of RFC 3986's ABNF that the peer's rule
//    uses, or URI-reference;
//  - accepts invalid: the production at which our parser, read as a
//    URI-reference, rejects the text (where the ABNF stops); not "URI",
//    what where_invalid answers when our parser accepts the text;
//  - rejects valid: a component (RFC 3986 §3) or its host or path
//    production, or "URI-reference" when no component alone is at fault;
//  - splits differently: a component or its path production.
std::string unlocated(judge const& j, peer const& p, std::string const& text, finding const& f);

// What the fuzz target checks of one text (differential.cpp): our parser
// agrees with the ABNF, and every disagreement of `peers` is located.
// Returns the first failure, as a line naming the parser; empty when none.
// Apart from the target so that planted peers can show that each check
// fails (planted_test.cpp).
std::string check_text(judge const& j, std::span<peer const> peers, std::string const& text);

}  // namespace iri_differential
