// Normalization step by step (`iri normalize --explain`): normalize.cpp's
// own pass, run with a recorder for its trace (normalize_trace.hpp), which
// keeps each step of RFC 3987 §5.3.2 on each component with its text
// before and after, and §5.2.4's table for the path.
#include <iri/normalize_explain.hpp>
#include <iri/parse.hpp>

#include "semantics/dot_table.hpp"
#include "semantics/failure.hpp"
#include "semantics/normalize_trace.hpp"

#include <new>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace iri {

namespace semantics {

// Records the steps of a normalize_explanation: what each call of
// normalize_trace (semantics/normalize_trace.hpp) means is said there.
class normalize_recorder final : public normalize_trace {
public:
    explicit normalize_recorder(normalize_explanation& e) : e_(e) {}

    void step(std::string_view component, std::string_view rule, std::string_view before,
              std::string_view after) override;
    std::size_t remove_dot_segments(std::string_view rule, char* path, std::size_t length) override;

private:
    normalize_explanation& e_;
};

void normalize_recorder::step(std::string_view component, std::string_view rule, std::string_view before,
                              std::string_view after) {
    normalize_step& s = e_.steps.emplace_back();
    s.component = component;
    s.rule = rule;
    s.before = before;
    s.after = after;
}

std::size_t normalize_recorder::remove_dot_segments(std::string_view rule, char* path, std::size_t length) {
    std::string const before(path, length);
    std::vector<dot_segment_step> rows;
    dot_table_recorder table(rows, true);  // bounded: linear in the path, where whole rows are quadratic
    std::size_t const kept = remove_dot_segments_explained(path, length, table);
    step("path", rule, before, std::string_view(path, kept));
    normalize_step& s = e_.steps.back();
    s.dot_steps = std::move(rows);
    s.dot_steps_left_out = table.left_out();
    s.dot_steps_left_out_at = table.left_out_at();
    return kept;
}

}  // namespace semantics

normalize_explanation explain_normalize(std::string_view reference, normalize_options options) noexcept {
    normalize_explanation e;
    try {
        if (options.level == comparison_level::string) {
            e.result = reference;  // the string rung compares the text as it is
            return e;
        }
        parse_result const parsed = parse(reference);
        if (!parsed) {
            e.error = parsed.error();
            return e;
        }
        semantics::normalize_recorder recorder(e);
        diagnostic error;
        if (semantics::normalize_into_traced(parsed.value(), e.result, options, &error, recorder) != errc::ok) {
            e = normalize_explanation{};
            e.error = error;
        }
    } catch (std::bad_alloc const&) {
        e = normalize_explanation{};
        e.error = semantics::whole_input_error(errc::out_of_memory, "IRI-reference");
    } catch (std::length_error const&) {
        e = normalize_explanation{};
        e.error = semantics::whole_input_error(errc::out_of_memory, "IRI-reference");
    }
    return e;
}

}  // namespace iri
