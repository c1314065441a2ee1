// What the syntax rung of normalize.cpp (RFC 3987 §5.3.2) tells a trace:
// one call per step applied to a component, with its text before and
// after. The pass is a template over the trace: normalize_into uses
// no_normalize_trace, whose calls compile away; explain_normalize
// (normalize_explain.cpp) passes a normalize_recorder, a normalize_trace,
// which turns the calls into normalize_steps. So `normalize --explain` shows the steps of
// the one implementation, not of a second walk.
//
// The views given to a trace point into the pass's buffers: a trace copies
// what it keeps before it returns.
#pragma once

#include <iri/normalize.hpp>

#include "semantics/remove_dot_segments.hpp"

#include <cstddef>
#include <string>
#include <string_view>

namespace iri::semantics {

struct no_normalize_trace {
    // Whether the pass must keep a copy of a component's text before a
    // step that changes it in place, for step() to see.
    static constexpr bool records = false;

    void step(std::string_view, std::string_view, std::string_view, std::string_view) noexcept {}
    // RFC 3986 §5.2.4 on the path[0, length): the new length.
    std::size_t remove_dot_segments(std::string_view, char* path, std::size_t length) noexcept {
        return semantics::remove_dot_segments(path, length);
    }
};

// What an explained normalization records (normalize_explain.cpp's
// normalize_recorder): the calls of no_normalize_trace, virtual, so that
// the pass's traced instantiation here names nothing of the explanation it
// builds (<iri/normalize_explain.hpp>, the teaching API).
class normalize_trace {
public:
    static constexpr bool records = true;

    // `rule` applied to `component`: its text went from `before` to `after`.
    virtual void step(std::string_view component, std::string_view rule, std::string_view before,
                      std::string_view after) = 0;
    // §5.2.4 on the path, as a step of `rule` with its table's rows
    // (bounded as dot_table_limits says).
    virtual std::size_t remove_dot_segments(std::string_view rule, char* path, std::size_t length) = 0;

protected:
    ~normalize_trace() = default;
};

// normalize_into (normalize.cpp) telling `trace` each step of the syntax
// rung, and the scheme rung (§5.3.3) as one step of the whole reference.
errc normalize_into_traced(reference_view const& reference, std::string& out, normalize_options options,
                           diagnostic* error, normalize_trace& trace) noexcept;

}  // namespace iri::semantics
