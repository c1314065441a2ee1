// Writing an `--explain` record while it is being formatted, for resolve,
// normalize, to-uri and to-iri.
//
// One long input makes a long explanation (to-uri --explain writes about
// 70 bytes per input byte): formatted whole before any of it was written,
// a 1 MiB input held its 69 MB of text, and more while the string grew.
// The formatters call row_done() between rows instead; on one thread
// (--jobs 1, or inputs given as arguments) the record is formatted straight
// into the output buffer, so that writes it out each time it passes its
// threshold (1 MiB), and memory stays at the explanation itself. With
// --jobs N a record goes to a batch of the line engine, which holds it
// whole (line_engine.hpp: a long line is held whole).
//
// A record written in parts is no longer "whole records only" (output_buffer.hpp):
// a signal between two parts ends the output inside the record.
#pragma once

#include "command.hpp"
#include "line_engine.hpp"
#include "output_buffer.hpp"

#include <new>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace iri::tool {

class explain_stream {
public:
    // `text` is where the record is appended: the buffer's own text when
    // the engine runs on the calling thread, a batch's output otherwise.
    explain_stream(output_buffer& buffer, std::string const& text) noexcept
        : buffer_(&text == &buffer.text() ? &buffer : nullptr) {}
    // A stream that never writes early (for callers without an engine).
    explain_stream() noexcept = default;

    // Between two rows: writes what the record holds so far once the buffer
    // passed its threshold.
    void row_done() {
        if (buffer_ != nullptr && buffer_->flush_if_full()) flushed_ = true;
    }
    bool flushed() const noexcept { return flushed_; }

private:
    output_buffer* buffer_ = nullptr;
    bool flushed_ = false;
};

// run_on_inputs (line_engine.hpp) for an --explain: `fn(input, text, state,
// stream)` appends the record to `text`, calling stream.row_done() between
// rows.
template <class Function>
std::optional<input_counts> run_explained(command const& self, std::span<std::string_view const> inputs,
                                          unsigned jobs, Function const& fn) {
    return run_on_inputs_with(self, inputs, jobs, [&fn](output_buffer& out) {
        return [&fn, &out](std::string_view input, std::string& text, input_state& state) {
            explain_stream stream(out, text);
            try {
                fn(input, text, state, stream);
            } catch (std::bad_alloc const&) {
                // Before anything was written the engine takes the record
                // back whole; after, part of it is out, and the rest is cut
                // short with a line that says so.
                if (!stream.flushed()) throw;
                text += "\n(out of memory: the rest of this explanation is left out)\n";
                ++state.counts.failed;
            }
        };
    });
}

}  // namespace iri::tool
