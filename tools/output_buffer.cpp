#include "output_buffer.hpp"

#include <atomic>
#include <cerrno>
#include <charconv>

#include <poll.h>
#include <pthread.h>
#include <signal.h>

#include <unistd.h>

namespace iri::tool {

output_buffer::output_buffer(int fd, std::size_t threshold) : fd_(fd), threshold_(threshold) {
    // Room for one full batch plus the line that crosses the threshold.
    text_.reserve(threshold_ + 4096);
}

output_buffer::~output_buffer() { flush(); }

void append_number(std::string& out, std::size_t n) {
    char digits[24];
    auto [end, ec] = std::to_chars(digits, digits + sizeof digits, n);
    (void)ec;  // 24 digits hold any 64-bit number
    out.append(digits, end);
}

namespace {

// Whether a write is under way, and a termination signal that came during
// one. Lock-free atomics: async-signal-safe, and the signal may land on any
// thread while the calling thread writes.
std::atomic<int> writing{0};
std::atomic<int> pending_signal{0};
static_assert(std::atomic<int>::is_always_lock_free);

// Ends the process by the signal itself, so that the parent sees it killed
// by that signal (WIFSIGNALED; a shell shows 128 + N), as every other tool
// does. Inside the handler the signal is blocked: raise() only makes it
// pending, and unblocking it delivers it, now with the default action.
// Called from the handler or from a write; both are async-signal-safe.
[[noreturn]] void end_by(int signal_number) noexcept {
    ::signal(signal_number, SIG_DFL);
    ::raise(signal_number);
    sigset_t just_this;
    sigemptyset(&just_this);
    sigaddset(&just_this, signal_number);
    ::pthread_sigmask(SIG_UNBLOCK, &just_this, nullptr);
    // Not reached: the default action of SIGINT, SIGTERM and SIGHUP ends
    // the process. Should it not, end as a shell would report it.
    ::_exit(128 + signal_number);
}

// A second signal while the write is still blocked (nobody reads the
// pipe) ends the process at once: whoever sent it insists.
extern "C" void on_termination(int signal_number) {
    if (writing.load() == 0 || pending_signal.exchange(signal_number) != 0) end_by(signal_number);
}

// A file descriptor opened non-blocking (by whoever made it) says EAGAIN
// when it is not ready: wait until it is, rather than give up.
void wait_until_ready(int fd, short events) noexcept {
    pollfd p{fd, events, 0};
    while (::poll(&p, 1, -1) < 0 && errno == EINTR) {}
}

}  // namespace

void end_on_termination_signals_between_writes() {
    struct sigaction action {};
    action.sa_handler = on_termination;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int s : {SIGINT, SIGTERM, SIGHUP}) {
        struct sigaction old {};
        // A signal ignored by whoever started us (nohup) stays ignored.
        if (::sigaction(s, nullptr, &old) == 0 && old.sa_handler == SIG_IGN) continue;
        ::sigaction(s, &action, nullptr);
    }
}

void output_buffer::write_out(std::string_view text) noexcept {
    char const* data = text.data();
    std::size_t left = ok() ? text.size() : 0;
    writing.fetch_add(1);
    while (left > 0) {
        ssize_t written = ::write(fd_, data, left);
        if (written < 0) {
            if (errno == EINTR) continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK) {
                wait_until_ready(fd_, POLLOUT);
                continue;
            }
            error_ = errno;
            break;
        }
        data += written;
        left -= static_cast<std::size_t>(written);
    }
    writing.fetch_sub(1);
    if (int const signal_number = pending_signal.load(); signal_number != 0) end_by(signal_number);
}

void output_buffer::flush() noexcept {
    write_out(text_);
    text_.clear();
}

void output_buffer::append_large(std::string_view text) {
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
