// The one loop of the line-oriented commands (parse, validate, to-uri,
// to-iri, prepare, extract, resolve, relativize, normalize): inputs in,
// output out, in input order, on one thread or on N.
//
// A command gives a per-input function; the engine feeds it every input
// and writes what it appends to `out`, in input order whatever the number
// of threads, so the output is the same byte for byte with any --jobs.
//
//   line_engine engine(jobs, out, "validate");
//   int read_error = engine.run(STDIN_FILENO,
//       [&](std::string_view input, std::string& text, input_state& state) {
//           bool const ok = iri::is_valid(input);
//           ++(ok ? state.counts.ok : state.counts.failed);
//           if (!ok) text += "line " + std::to_string(state.number) + " is invalid\n";
//       });
//   engine.counts();   // summed over every input of every run
//
// With jobs == 1 everything runs on the calling thread, line by line, as a
// plain loop would: no copy, no hand-off, and (run is a template) no
// indirect call, so --jobs 1 costs what a loop written in the command
// would. With jobs > 1 the calling thread reads the input straight into
// batches of whole lines, about batch_bytes each, and only counts their
// "\n"s (for the line numbers); `jobs` worker threads cut each batch
// into lines (line_reader.hpp's line rules) and run the function over them,
// into the batch's own output; the calling thread writes finished batches
// in the order they were read (and, when the system refused some of the
// threads, runs queued batches itself rather than wait for one). Memory is
// bounded by bytes, not by batches, whatever the input's size and however
// much output a line makes (a line of "/%e9"s makes a JSON warning every
// three bytes):
// - the batches read and not yet written, with the output of those
//   finished, hold at most max_held_bytes: past that, the oldest is
//   waited for and written before more is read;
// - at most 2 * jobs batches exist at once, and each holds about
//   max_held_bytes / (2 * jobs) bytes of input and output together: its
//   input size follows the output per input byte of the last batch written
//   (from batch_bytes down to min_batch_bytes; the first ones are small),
//   plus at most one read of 64 KiB past that, and its number of lines
//   the output per line (down to min_batch_lines), as short lines make
//   more output per byte than long ones.
// So about max_held_bytes in all, and more threads make smaller batches.
// A single line longer than that is held whole (it has to be parsed
// whole) but does not make the engine hold the other lines.
//
// Under a limit on the address space (RLIMIT_AS: ulimit -v, prlimit --as,
// a container's setting) every byte mapped counts, used or only reserved:
// each thread's whole stack (8 MiB by default), and the malloc arena glibc
// gives each new thread (64 MiB reserved). There the engine plans the run
// to fit what the limit leaves free when it starts (plan_threads in
// line_engine.cpp): small thread stacks, threads sharing malloc's main
// arena, batches holding less than max_held_bytes, and fewer threads than
// --jobs asked for (said on stderr) when even those do not fit, down to
// none: then the calling thread does everything, as with --jobs 1. The
// output is the same in every case.
//
// Interactive use still answers line by line: when the next read would
// block (a terminal, a slow pipe) and no input comes for 20 ms, every line
// read so far is finished and its output written first.
#pragma once

#include "command.hpp"
#include "line_reader.hpp"
#include "output_buffer.hpp"

#include <iri/check.hpp>
#include <iri/convert.hpp>

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

namespace iri::tool {

// What a command counts about its inputs; the engine sums the counts of all
// inputs (per batch, then in input order).
struct input_counts {
    std::size_t ok = 0;  // inputs the command counts as fine: valid, converted, an IRI found
    std::size_t failed = 0;  // inputs it counts as not
};

// The exit status of a command whose inputs must all be fine: from the
// counts of run_on_inputs, or exit_usage when it gave none.
inline int exit_status_of(std::optional<input_counts> const& counts) noexcept {
    if (!counts) return exit_usage;
    return counts->failed == 0 ? exit_all_valid : exit_some_invalid;
}

// What the per-input function knows and keeps besides the input.
//
// The buffers a function reuses from one input to the next live here, one
// set per thread, rather than in thread_local variables: glibc registers a
// thread_local's destructor on its first use in each thread, and when that
// allocation fails (memory short, many threads) it aborts the process.
struct input_state {
    std::size_t number = 0;  // the input's position from 1: its line number in the stream
    input_counts counts;  // add to these
    std::string scratch;  // a buffer the function may reuse from one input to the next
    std::vector<iri::warning> warnings;  // likewise, for iri::check
    std::vector<iri::found_iri> found;  // likewise, for iri::extract
};

// The per-input function a command gives the engine has the shape
//
//   void (std::string_view input, std::string& out, input_state& state)
//
// It appends what the command prints for `input` to `out` (never reads or
// erases what is there already) and counts it in state.counts. With
// jobs > 1 it runs on several threads at once, each with its own `out` and
// `state`: it may read what it captured, but not change it (reusable
// buffers are in `state`).

// A batch of lines handed to a worker: whole lines as read, each ending
// with "\n" but perhaps the input's last, numbered from `first_number`.
struct line_batch {
    std::string_view text;
    std::size_t first_number;
};

// A command that finds its lines' ends itself while it works on them
// (iri validate: the validator stops at the "\n") gives the engine a block
// function instead, of the shape
//
//   std::size_t (line_batch const& lines, std::string& out, input_state& state)
//
// It takes whole lines from the front of `lines` (at least one), as the
// per-input function would each (line_reader.hpp's line rules, the same
// output, the same counts), sets state.number to the number of the last
// line it took, and returns the bytes it took. It may stop after any line:
// when it stops after each line it prints, the engine writes the output
// out as often as after a per-input function. What it shares between
// threads is as for a per-input function.

// Runs a per-input function on one input; when it throws, what it appended
// to `out` (a record cut short) is taken back first, so that only whole
// records are written.
template <class Function>
void whole_record(Function const& fn, std::string_view input, std::string& out, input_state& state) {
    std::size_t const before = out.size();
    try {
        fn(input, out, state);
    } catch (...) {
        out.resize(before);
        throw;
    }
}

// Runs the per-input function over a whole batch: one indirect call per
// batch, the per-input calls inlined.
using batch_function = std::function<void(line_batch const& lines, std::string& out, input_state& state)>;

class line_engine {
public:
    static constexpr std::size_t batch_bytes = std::size_t{256} << 10;
    static constexpr std::size_t min_batch_bytes = std::size_t{4} << 10;
    static constexpr std::size_t min_batch_lines = 64;
    static constexpr std::size_t max_held_bytes = std::size_t{32} << 20;

    // jobs >= 1. Output goes to `out`, which must outlive the engine. When
    // a memory limit leaves room for fewer threads than `jobs`, or the
    // system refuses some of the threads, the engine goes on with those
    // it has (the output is the same) and says so on stderr, as
    // "iri NAME: --jobs N: ...".
    line_engine(unsigned jobs, output_buffer& out, std::string_view name);
    ~line_engine();  // stops the workers

    line_engine(line_engine const&) = delete;
    line_engine& operator=(line_engine const&) = delete;

    // In the run functions `fn` is a per-input function, in run_blocks a
    // block function (above).

    // Runs `fn` on each of `inputs` (command-line arguments: few), in order,
    // on the calling thread; numbers count from 1 again.
    template <class Function>
    void run(std::span<std::string_view const> inputs, Function const& fn) {
        inline_state_.counts = {};
        std::size_t number = 0;
        for (std::string_view input : inputs) {
            inline_state_.number = ++number;
            whole_record(fn, input, out_.text(), inline_state_);
            out_.flush_if_full();
        }
        add(inline_state_.counts);
    }

    // Runs `fn` on every line of `fd`, numbered from 1. Returns 0, or the
    // errno of a failed read (the lines before it are done). Stops reading
    // early once `out` has failed: nothing more could be written.
    // An exception thrown by `fn` (std::bad_alloc) reaches the caller once
    // the output of every line before the failing one is in `out`, and
    // nothing of the failing line's: only whole records are written.
    template <class Function>
    int run(int fd, Function const& fn) {
        if (workers_) {
            return run_batched(fd, [&fn](line_batch const& lines, std::string& out, input_state& state) {
                state.number = lines.first_number;
                for_each_line(lines.text, [&](std::string_view line) {
                    whole_record(fn, line, out, state);
                    ++state.number;
                    return true;
                });
            });
        }
        std::size_t number = 0;
        return read_blocks(fd, [&](std::string_view lines) {
            return for_each_line(lines, [&](std::string_view line) {
                inline_state_.number = ++number;
                whole_record(fn, line, out_.text(), inline_state_);
                return !out_.flush_if_full() || out_.ok();
            });
        });
    }

    // The same with a block function (above) in place of the per-input one.
    template <class BlockFunction>
    int run_blocks(int fd, BlockFunction const& fn) {
        if (workers_) {
            return run_batched(fd, [&fn](line_batch const& lines, std::string& out, input_state& state) {
                for (line_batch rest = lines; !rest.text.empty(); rest.first_number = state.number + 1)
                    rest.text.remove_prefix(fn(rest, out, state));
            });
        }
        inline_state_.number = 0;
        return read_blocks(fd, [&](std::string_view lines) {
            line_batch rest{lines, 0};
            while (!rest.text.empty()) {
                rest.first_number = inline_state_.number + 1;
                rest.text.remove_prefix(fn(rest, out_.text(), inline_state_));
                if (out_.flush_if_full() && !out_.ok()) return false;
            }
            return true;
        });
    }

    // The counts of every input of every run so far.
    input_counts const& counts() const noexcept { return totals_; }

private:
    struct batch;
    class workers;

    // Hands `on_lines` each block of whole lines of `fd` (line_reader's
    // next_lines) while it returns true, on the calling thread, counting
    // into inline_state_; returns as run does. Flushing before a read that
    // may block answers interactive input line by line; a bulk run still
    // writes once per block.
    template <class OnLines>
    int read_blocks(int fd, OnLines const& on_lines) {
        inline_state_.counts = {};
        line_reader reader(fd, [this] { out_.flush(); });
        std::string_view lines;
        while (reader.next_lines(lines) && on_lines(lines)) {}
        add(inline_state_.counts);
        return reader.error();
    }

    int run_batched(int fd, batch_function const& fn);
    batch* take_free_batch();  // writes the oldest batch out first when all are in use
    void retire_oldest();  // waits for the oldest batch, writes it, frees it
    void add(input_counts const& counts) noexcept;

    // Input bytes per batch, after the output of the last one written;
    // small until the first is, not to start with 2 * jobs batches of
    // output-heavy input.
    std::size_t batch_limit_ = min_batch_bytes * 8;
    // Lines per batch, likewise: after the output per line of the last
    // batch written; at first as if each line made 1 KiB.
    std::size_t line_limit_ = 0;
    std::size_t held_limit_ = max_held_bytes;  // what the batches in flight may hold
    std::size_t batch_budget_ = max_held_bytes;  // input and output of one batch
    std::size_t kept_capacity_ = 0;  // what a free batch's buffers may keep
    output_buffer& out_;
    input_counts totals_;
    input_state inline_state_;  // no worker threads (--jobs 1, or no room for one)
    std::unique_ptr<workers> workers_;  // --jobs N > 1, with room for a thread at least
    // A batch's function threw: retire_oldest rethrew it, and the batches
    // after that one are not to be written.
    bool batch_failed_ = false;
};

// Reports a failed read of standard input (read_error != 0) or a failed
// write on standard error, as "iri NAME: cannot ...". True if there was none.
bool report_io(command const& self, int read_error, output_buffer const& out);

// What most line-oriented commands do: run `fn` on the inputs given as
// arguments or, when there are none, on the lines of standard input, with
// `jobs` threads, writing to standard output. A failed read or write is
// reported on standard error and gives nullopt; else the counts of all
// inputs.
//
// run_on_inputs_with is the same for a handler that needs the output buffer
// (tools/explain_stream.hpp): `make_handler(out)` gives the handler.
template <class MakeHandler>
std::optional<input_counts> run_on_inputs_with(command const& self, std::span<std::string_view const> inputs,
                                               unsigned jobs, MakeHandler const& make_handler) {
    output_buffer out(STDOUT_FILENO);
    line_engine engine(inputs.empty() ? jobs : 1, out, self.name);
    decltype(auto) fn = make_handler(out);
    int read_error = 0;
    if (!inputs.empty())
        engine.run(inputs, fn);
    else
        read_error = engine.run(STDIN_FILENO, fn);
    out.flush();
    if (!report_io(self, read_error, out)) return std::nullopt;
    return engine.counts();
}

template <class Function>
std::optional<input_counts> run_on_inputs(command const& self, std::span<std::string_view const> inputs, unsigned jobs,
                                          Function const& fn) {
    return run_on_inputs_with(self, inputs, jobs, [&fn](output_buffer&) -> Function const& { return fn; });
}

}  // namespace iri::tool
