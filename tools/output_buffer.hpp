// Buffered output to a file descriptor: what the commands write through.
//
// A bulk run prints millions of short lines; one write(2) per megabyte keeps
// the output side out of the profile. Text is appended to a std::string that
// is written out when it grows past the threshold, so formatting code (the
// JSON writer) can append to it directly.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace iri::tool {

// On SIGINT, SIGTERM or SIGHUP the process ends killed by that signal (the
// default action restored and the signal raised again, so that the parent
// sees WIFSIGNALED and a shell shows 128 + N, never a plain exit status),
// but never in the middle of a write: output_buffer writes whole records only,
// so a signal that comes while one is written is held until the write is
// done (then the process ends without writing more), and one that comes
// at any other time ends it at once. The output is always whole records.
// (A second signal during a write that cannot go on, because nobody reads
// the pipe, ends the process at once.)
// Called once, by main, before any output.
void end_on_termination_signals_between_writes();

// Appends n in decimal: what the writers of every command use for numbers.
void append_number(std::string& out, std::size_t n);

class output_buffer {
public:
    static constexpr std::size_t default_threshold = std::size_t{1} << 20;

    explicit output_buffer(int fd, std::size_t threshold = default_threshold);
    ~output_buffer();  // flushes; a failure then is only visible through error()

    output_buffer(output_buffer const&) = delete;
    output_buffer& operator=(output_buffer const&) = delete;

    void append(std::string_view text) { text_.append(text); }
    void append(char c) { text_.push_back(c); }

    // Where formatters append; call flush_if_full() after appending.
    std::string& text() noexcept { return text_; }

    // True when it flushed (then ok() tells whether the write worked).
    bool flush_if_full() {
        if (text_.size() < threshold_) return false;
        flush();
        return true;
    }
    // Writes everything out. After a write error the buffer drops its text
    // and everything after it; error() tells why.
    void flush() noexcept;
    // Appends `text` when it is short, else flushes and writes `text`
    // straight out: output formatted elsewhere (a batch of line_engine) is
    // not copied once more.
    void append_large(std::string_view text);
    bool ok() const noexcept { return error_ == 0; }
    int error() const noexcept { return error_; }  // an errno value, 0 if none

private:
    void write_out(std::string_view text) noexcept;  // all of it, unless there was an error

    int fd_;
    std::size_t threshold_;
    std::string text_;
    int error_ = 0;
};

}  // namespace iri::tool
