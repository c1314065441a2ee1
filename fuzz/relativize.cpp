// libFuzzer target: iri::relativize, the inverse of resolution. Two inputs,
// split at the first NUL byte: the base, then the target; without a NUL,
// the whole input is the target and the base is RFC 3986 §5.4's
// "http://a/b/c/d;p?q". Checked against what callers rely on:
//
// - errors: an invalid base gives errc::invalid_base with the parser's
//   diagnostic on the base, a relative one errc::base_not_absolute; an
//   invalid target the parser's diagnostic on the target, a relative one
//   errc::target_not_absolute;
// - a target is unreachable (errc::unreachable_target) exactly when no
//   reference resolves to it: it does not resolve to itself (its path keeps
//   dot segments that RFC 3986 §5.2.4 removes), and no reference without a
//   path reaches it (those keep the base's path as it is);
// - otherwise the answer is an IRI-reference, no longer than the target,
//   that resolves (strictly) to the target, and relativize_into agrees.
#include "fuzz/check.hpp"
#include "fuzz/reference_checks.hpp"

#include <iri/iri.hpp>

#include <cstdint>
#include <string>
#include <string_view>

namespace {

constexpr std::string_view default_base = "http://a/b/c/d;p?q";

void check(std::string_view text) {
    auto const [first, second] = iri_fuzz::split_at_nul(text);
    std::string_view const base = second ? first : default_base;
    std::string_view const target = second ? *second : first;

    iri::text_result const r = iri::relativize(base, target);
    iri::parse_result const b = iri::parse(base);
    iri::parse_result const t = iri::parse(target);
    if (iri_fuzz::check_input_errors(r, base, b, target, t)) return;
    if (t->is_relative()) {
        IRI_FUZZ_CHECK(!r.ok() && r.error().code == iri::errc::target_not_absolute);
        iri_fuzz::check_diagnostic(r.error(), target);
        return;
    }

    // Reachable: by the target itself when it has no dot segment to lose,
    // or by a reference without a path ("", "?q", "#f"), which keeps the
    // base's scheme, authority and path as they are (RFC 3986 §5.2.2:
    // T.path = Base.path), dot segments included, and gives the reference's
    // query, or the base's when it has none: a target without a query is
    // out of its reach when the base has one. No other reference can give
    // a path with dot segments.
    iri::text_result const itself = iri::resolve(base, target);
    IRI_FUZZ_CHECK(itself.ok());
    bool const without_path = t->scheme() == b->scheme() && t->authority() == b->authority() &&
                              t->path() == b->path() && (t->query() || !b->query());
    bool const reachable = itself.value() == target || without_path;
    std::string reused = "left over from an earlier call, to be replaced";
    iri::errc const into = iri::relativize_into(b.value(), t.value(), reused);
    if (!reachable) {
        IRI_FUZZ_CHECK(!r.ok() && r.error().code == iri::errc::unreachable_target);
        iri_fuzz::check_diagnostic(r.error(), target);
        IRI_FUZZ_CHECK(into == iri::errc::unreachable_target);
        return;
    }
    IRI_FUZZ_CHECK(r.ok());
    std::string const& reference = r.value();
    IRI_FUZZ_CHECK(iri::is_valid(reference, iri::entry::IRI_reference));
    IRI_FUZZ_CHECK(reference.size() <= target.size());
    iri::text_result const back = iri::resolve(base, reference);
    IRI_FUZZ_CHECK(back.ok() && back.value() == target);
    IRI_FUZZ_CHECK(into == iri::errc::ok && reused == reference);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    return iri_fuzz::run(data, size, check);
}
