#include "line_reader.hpp"

#include <cerrno>
#include <cstring>
#include <utility>

#include <poll.h>
#include <unistd.h>

namespace iri::tool {

line_reader::line_reader(int fd, std::function<void()> before_read)
    : fd_(fd), before_read_(std::move(before_read)), buffer_(new char[block_size]) {}

bool line_reader::next(std::string_view& line) {
    for (;;) {
        char* start = buffer_.get() + begin_;
        std::size_t available = end_ - begin_;
        if (void* found = std::memchr(start + scanned_, '\n', available - scanned_)) {
            std::size_t length = static_cast<std::size_t>(static_cast<char*>(found) - start);
            begin_ += length + 1;
            scanned_ = 0;
            if (length > 0 && start[length - 1] == '\r') --length;
            line = std::string_view(start, length);
            return true;
        }
        // Remember how far we looked, so that a long line is scanned once,
        // not once per block.
        scanned_ = available;
        if (!at_end_ && fill()) continue;
        // fill() may have moved the pending bytes to the front.
        start = buffer_.get() + begin_;
        available = end_ - begin_;
        if (available == 0 || error_ != 0) return false;
        // The last line, without "\n".
        begin_ = end_;
        scanned_ = 0;
        if (start[available - 1] == '\r') --available;
        line = std::string_view(start, available);
        return true;
    }
}

bool line_reader::fill() {
    // Keep the partial line: move it to the front, or grow the buffer when
    // it fills the buffer already.
    std::size_t pending = end_ - begin_;
    if (begin_ > 0) {
        std::memmove(buffer_.get(), buffer_.get() + begin_, pending);
        begin_ = 0;
        end_ = pending;
    }
    if (capacity_ - end_ < block_size / 2) {
        std::size_t grown = capacity_ * 2;
        std::unique_ptr<char[]> bigger(new char[grown]);
        std::memcpy(bigger.get(), buffer_.get(), end_);
        buffer_ = std::move(bigger);
        capacity_ = grown;
    }
    if (before_read_) before_read_();
    for (;;) {
        ssize_t got = ::read(fd_, buffer_.get() + end_, capacity_ - end_);
        if (got > 0) {
            end_ += static_cast<std::size_t>(got);
            return true;
        }
        if (got < 0 && errno == EINTR) continue;
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            // Opened non-blocking by whoever gave it to us: wait for data.
            pollfd p{fd_, POLLIN, 0};
            while (::poll(&p, 1, -1) < 0 && errno == EINTR) {}
            continue;
        }
        if (got < 0) error_ = errno;
        at_end_ = true;
        return false;
    }
}

}  // namespace iri::tool
