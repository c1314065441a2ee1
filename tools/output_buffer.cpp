#include "output_buffer.hpp"

#include <cerrno>
#include <charconv>

#include <unistd.h>

namespace iri::tool {

output_buffer::output_buffer(int fd, std::size_t threshold) : fd_(fd), threshold_(threshold)
{
    // Room for one full batch plus the line that crosses the threshold.
    text_.reserve(threshold_ + 4096);
}

output_buffer::~output_buffer() { flush(); }

void append_number(std::string& out, std::size_t n)
{
    char digits[24];
    auto [end, ec] = std::to_chars(digits, digits + sizeof digits, n);
    (void)ec;   // 24 digits hold any 64-bit number
    out.append(digits, end);
}

void output_buffer::write_out(std::string_view text) noexcept
{
    char const* data = text.data();
    std::size_t left = ok() ? text.size() : 0;
    while (left > 0) {
        ssize_t written = ::write(fd_, data, left);
        if (written < 0) {
            if (errno == EINTR) continue;
            error_ = errno;
            break;
        }
        data += written;
        left -= static_cast<std::size_t>(written);
    }
}

void output_buffer::flush() noexcept
{
    write_out(text_);
    text_.clear();
}

void output_buffer::append_large(std::string_view text)
{
    // A few lines (validate's, for a batch of valid ones) are buffered; a
    // batch's worth is written as it is.
    if (text.size() < threshold_ / 16 && text_.size() + text.size() < threshold_) {
        text_.append(text);
        return;
    }
    flush();
    write_out(text);
}

}  // namespace iri::tool
