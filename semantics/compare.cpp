// Comparison, RFC 3987 §5.3: climb the ladder rung by rung and stop at the
// first where the two sides become equal. "Equal at a lower rung" implies
// equal at every higher one (each rung normalizes the previous rung's
// output further), so the first rung reached is the answer. At the scheme
// rung, a scheme may compare less than the whole normal form (RFC 8141
// §3.1): see semantics/scheme_normalization.hpp.
#include <iri/normalize.hpp>

#include <iri/parse.hpp>

#include "semantics/scheme_normalization.hpp"

#include <new>

namespace iri {
namespace {

comparison invalid(diagnostic const& error, int which) noexcept {
    comparison c;
    c.error = error;
    c.invalid_input = which;
    return c;
}

comparison equivalent_at(comparison_level level) noexcept {
    comparison c;
    c.equivalent = true;
    c.level = level;
    return c;
}

}  // namespace

comparison compare(std::string_view a, std::string_view b, normalize_options options) noexcept {
    // §5.3.1 simple string comparison: any bytes, valid or not.
    if (a == b) return equivalent_at(comparison_level::string);
    if (options.level == comparison_level::string) return {};

    parse_result const first = parse(a);
    if (!first) return invalid(first.error(), 1);
    parse_result const second = parse(b);
    if (!second) return invalid(second.error(), 2);

    std::string normalized_a, normalized_b;
    for (comparison_level rung : {comparison_level::syntax, comparison_level::scheme}) {
        if (rung > options.level) break;
        normalize_options const at_rung{rung, options.nfc};
        errc const code_a = normalize_into(first.value(), normalized_a, at_rung);
        errc const code_b = normalize_into(second.value(), normalized_b, at_rung);
        if (code_a != errc::ok || code_b != errc::ok) {
            diagnostic d;
            d.code = code_a != errc::ok ? code_a : code_b;
            d.production = "IRI-reference";
            return invalid(d, code_a != errc::ok ? 1 : 2);
        }
        if (normalized_a == normalized_b) return equivalent_at(rung);
        // A scheme may leave parts of the reference out of its equivalence
        // (RFC 8141 §3.1: a URN's r-, q- and f-components); normalization
        // keeps them, comparison at the scheme rung does not look at them.
        if (rung == comparison_level::scheme &&
            semantics::equivalence_part(normalized_a) == semantics::equivalence_part(normalized_b))
            return equivalent_at(rung);
    }
    return {};
}

}  // namespace iri
