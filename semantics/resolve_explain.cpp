// Reference resolution step by step (RFC 3986 §5.2.2-§5.2.4): resolve.cpp's
// own transform and recomposition (resolve_transform.hpp) with a trace that
// records the branch, the merge and the §5.2.4 rows, instead of the silent
// one resolve_into() passes.
#include <iri/parse.hpp>
#include <iri/resolve_explain.hpp>

#include "semantics/failure.hpp"
#include "semantics/dot_table.hpp"
#include "semantics/remove_dot_segments.hpp"
#include "semantics/resolve_transform.hpp"

#include <new>
#include <stdexcept>

namespace iri {
namespace {

struct recording_trace {
    resolve_explanation& e;

    void branch_reference_scheme() noexcept { e.branch = resolve_branch::reference_scheme; }
    void branch_reference_authority() noexcept { e.branch = resolve_branch::reference_authority; }
    void branch_empty_path() noexcept { e.branch = resolve_branch::empty_path; }
    void branch_absolute_path() noexcept { e.branch = resolve_branch::absolute_path; }
    void branch_merge() noexcept { e.branch = resolve_branch::merge; }
    void query_from_base() noexcept { e.query_from_base = true; }
    void merge_authority_and_empty_path() { record_merge(merge_case::authority_and_empty_path, "/"); }
    void merge_all_but_last_segment(std::string_view kept) { record_merge(merge_case::all_but_last_segment, kept); }
    void record_merge(merge_case c, std::string_view prefix) {
        e.merge = c;
        // A fresh string moved in: GCC 12 warns (-Wrestrict) falsely on assign().
        e.merge_prefix = std::string(prefix);
    }
    // §5.2.4 from the path's first segment, the rows recorded as
    // dot_table_limits bounds them (linear in the path, not quadratic).
    // The rows end where the plain remove_dot_segments() ends
    // (tests/semantics check that over the RFC's examples and generated
    // paths).
    std::size_t remove_dot_segments(char* path, std::size_t length) {
        e.dots_removed = true;
        e.dot_input.assign(path, length);
        semantics::dot_table_recorder rows(e.dot_steps, true);
        std::size_t const kept = semantics::remove_dot_segments_explained(path, length, rows);
        e.dot_steps_left_out = rows.left_out();
        e.dot_steps_left_out_at = rows.left_out_at();
        e.dot_output.assign(path, kept);
        return kept;
    }
    void dot_guard() noexcept { e.dot_guard = true; }
};

diagnostic out_of_memory() noexcept { return semantics::whole_input_error(errc::out_of_memory, "IRI-reference"); }

}  // namespace

resolve_explanation explain_resolve(std::string_view base, std::string_view reference,
                                    resolve_options options) noexcept {
    resolve_explanation e;
    // The same checks, in the same order, as resolve() (resolve.cpp).
    parse_result const parsed_base = semantics::parse_base(base);
    if (!parsed_base) {
        e.error = parsed_base.error();
        return e;
    }
    parse_result const parsed_reference = parse(reference);
    if (!parsed_reference) {
        e.error = parsed_reference.error();
        return e;
    }
    try {
        recording_trace trace{e};
        semantics::recompose(parsed_base.value(), parsed_reference.value(),
                             semantics::transform(parsed_base.value(), parsed_reference.value(), options.strict, trace),
                             e.target, trace);
        // Not traced inside transform(): an R with a scheme that did not
        // take the first branch had it undefined by the non-strict rule.
        e.scheme_ignored = parsed_reference->parts().scheme.present && e.branch != resolve_branch::reference_scheme;
    } catch (std::bad_alloc const&) {
        e = resolve_explanation{};
        e.error = out_of_memory();
    } catch (std::length_error const&) {
        e = resolve_explanation{};
        e.error = out_of_memory();
    }
    return e;
}

std::vector<dot_segment_step> explain_remove_dot_segments(std::string_view path) noexcept {
    std::vector<dot_segment_step> steps;
    try {
        std::string buffer(path);
        semantics::dot_table_recorder rows(steps, false);  // every row whole, as promised
        semantics::remove_dot_segments_explained(buffer.data(), buffer.size(), rows);
    } catch (std::bad_alloc const&) {
        steps.clear();
    } catch (std::length_error const&) {
        steps.clear();
    }
    return steps;
}

}  // namespace iri
