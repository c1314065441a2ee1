// Streams the lines of a file descriptor without copying them one by one.
//
// Input is read in large blocks into one buffer and lines are handed out as
// views into it, found with memchr: no allocation per line, so a bulk run
// goes at close to the parser's speed. A line that crosses a block boundary
// is moved to the front of the buffer before the next read; a line longer
// than the buffer grows it, so lines of any length work.
//
// Line rules, the same for every command: lines end at "\n"; one trailing
// "\r" is removed (CRLF files); the last line needs no "\n"; an empty line is
// a line (the empty string is a valid relative reference), but the "\n" at
// the end of the file does not start another one.
#pragma once

#include "read_buffer.hpp"

#include <cstddef>
#include <cstring>
#include <functional>
#include <string_view>

namespace iri::tool {

// A line as the rules have it: without the "\r" of a CRLF ending.
inline std::string_view without_carriage_return(std::string_view line) noexcept {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    return line;
}

// Takes the first line of `text` (not empty) off its front, with its "\n",
// and returns it by the rules above.
inline std::string_view take_line(std::string_view& text) noexcept {
    void const* const newline = std::memchr(text.data(), '\n', text.size());
    std::size_t const length =
        newline == nullptr ? text.size() : static_cast<std::size_t>(static_cast<char const*>(newline) - text.data());
    std::string_view const line = text.substr(0, length);
    text.remove_prefix(newline == nullptr ? length : length + 1);
    return without_carriage_return(line);
}

// Calls f(line) for each line of `text`, by the rules above, while f
// returns true: `text` is whole lines as read, each ending with "\n" but
// perhaps the input's last. False when f stopped it.
template <class F>
bool for_each_line(std::string_view text, F&& f) {
    while (!text.empty())
        if (!f(take_line(text))) return false;
    return true;
}

// For a scan that finds where a line ends by itself, without a search for
// its "\n" first (iri validate's validator, which stops at "\n" and "\r"):
// when `at` is where the first line of `text` ends by the rules above, the
// bytes that line takes with its ending ("\n", "\r\n", or at the end of
// `text` nothing or "\r", the input's last line); else 0. `text` has no
// "\n" before `at`; `at` may be anything, npos too.
inline std::size_t length_with_line_ending(std::string_view text, std::size_t at) noexcept {
    if (at >= text.size()) return at == text.size() ? at : 0;
    if (text[at] == '\n') return at + 1;
    if (text[at] != '\r') return 0;
    if (at + 1 == text.size()) return at + 1;
    return text[at + 1] == '\n' ? at + 2 : 0;
}

// How many "\n" the `n` bytes at `p` hold.
std::size_t count_newlines(char const* p, std::size_t n) noexcept;

// One read(2) of at most `room` bytes into `buffer`, retried on EINTR and,
// on a descriptor opened non-blocking by whoever gave it to us, after
// waiting for data. The bytes read; 0 at end of input or on an error, which
// then goes to `error` (an errno value).
std::size_t read_some(int fd, char* buffer, std::size_t room, int& error) noexcept;

class line_reader {
public:
    static constexpr std::size_t block_size = std::size_t{1} << 20;

    // `before_read` runs before each read that may block; the commands flush
    // their output there, so interactive use answers line by line while a
    // bulk run still writes once per block.
    explicit line_reader(int fd, std::function<void()> before_read = {});

    // The next whole lines read, as one view for for_each_line: every line
    // of the buffer that ends with "\n", or the input's last line without
    // it; valid until the following call. Handing out a block, not a line,
    // keeps the per-line work to for_each_line's memchr, inlined in the
    // caller's loop. False at end of input or on a read error (then error()
    // is an errno value).
    bool next_lines(std::string_view& lines);

    int error() const noexcept { return error_; }

private:
    bool fill();  // reads more; false at end of input or on error

    int fd_;
    std::function<void()> before_read_;
    read_buffer buffer_;  // the bytes read so far
    std::size_t begin_ = 0;  // start of the bytes not yet handed out
    std::size_t scanned_ = 0;  // bytes after begin_ known to hold no '\n'
    bool at_end_ = false;
    int error_ = 0;
};

}  // namespace iri::tool
