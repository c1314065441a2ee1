#include "line_reader.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <utility>

#include <poll.h>
#include <unistd.h>

// As unicode/simd.hpp decides for the library (tools/ include only the
// public headers): SSE2 unless IRI_NO_SIMD asks for the portable code.
#if defined(__SSE2__) && !defined(IRI_NO_SIMD)
#define IRI_TOOL_SSE2 1
#include <emmintrin.h>
#else
#define IRI_TOOL_SSE2 0
#endif

namespace iri::tool {

line_reader::line_reader(int fd, std::function<void()> before_read) : fd_(fd), before_read_(std::move(before_read)) {
    buffer_.reserve_room(block_size);
}

namespace {

// The last "\n" of the `n` bytes at `p`, or null: a block's last line
// ends near its end, so the search from the back is short.
char const* last_newline(char const* p, std::size_t n) noexcept {
    for (char const* q = p + n; q != p;)
        if (*--q == '\n') return q;
    return nullptr;
}

}  // namespace

bool line_reader::next_lines(std::string_view& lines) {
    for (;;) {
        char const* start = buffer_.data() + begin_;
        std::size_t available = buffer_.size() - begin_;
        if (char const* found = last_newline(start + scanned_, available - scanned_)) {
            auto const length = static_cast<std::size_t>(found - start) + 1;
            begin_ += length;
            scanned_ = 0;
            lines = std::string_view(start, length);
            return true;
        }
        // Remember how far we looked, so that a long line is scanned once,
        // not once per block.
        scanned_ = available;
        if (!at_end_ && fill()) continue;
        // fill() may have moved the pending bytes to the front.
        start = buffer_.data() + begin_;
        available = buffer_.size() - begin_;
        if (available == 0 || error_ != 0) return false;
        // The last line, without "\n".
        begin_ = buffer_.size();
        scanned_ = 0;
        lines = std::string_view(start, available);
        return true;
    }
}

bool line_reader::fill() {
    // Keep the partial line: move it to the front, and grow the buffer when
    // it leaves less than half a block to read into.
    buffer_.drop_first(begin_);
    begin_ = 0;
    buffer_.reserve_room(block_size / 2);
    if (before_read_) before_read_();
    std::size_t const got = read_some(fd_, buffer_.end(), buffer_.room(), error_);
    buffer_.grow_by(got);
    at_end_ = got == 0;
    return got > 0;
}

// Sixteen bytes at a time where the CPU has SSE2 (every x86-64): each
// block's matches are subtracted (as -1s) from byte counters, summed every
// 255 blocks, before any can overflow. The rest, and other CPUs, by memchr.
std::size_t count_newlines(char const* p, std::size_t n) noexcept {
    std::size_t count = 0;
#if IRI_TOOL_SSE2
    __m128i const newline = _mm_set1_epi8('\n');
    while (n >= 16) {
        std::size_t const blocks = std::min<std::size_t>(n / 16, 255);
        __m128i counters = _mm_setzero_si128();
        for (std::size_t i = 0; i < blocks; ++i, p += 16)
            counters =
                _mm_sub_epi8(counters, _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<__m128i const*>(p)), newline));
        __m128i const sums = _mm_sad_epu8(counters, _mm_setzero_si128());  // two 16-bit sums
        count +=
            static_cast<std::size_t>(_mm_extract_epi16(sums, 0)) + static_cast<std::size_t>(_mm_extract_epi16(sums, 4));
        n -= blocks * 16;
    }
#endif
    for (char const* const end = p + n; p != end; ++count) {
        void const* const found = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
        if (found == nullptr) break;
        p = static_cast<char const*>(found) + 1;
    }
    return count;
}

std::size_t read_some(int fd, char* buffer, std::size_t room, int& error) noexcept {
    for (;;) {
        ssize_t const got = ::read(fd, buffer, room);
        if (got > 0) return static_cast<std::size_t>(got);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            pollfd p{fd, POLLIN, 0};
            while (::poll(&p, 1, -1) < 0 && errno == EINTR) {}
            continue;
        }
        if (got < 0) error = errno;
        return 0;
    }
}

}  // namespace iri::tool
