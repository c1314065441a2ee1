#include "line_engine.hpp"

#include "read_buffer.hpp"

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <deque>
#include <exception>
#include <mutex>
#include <new>
#include <system_error>
#include <thread>
#include <vector>

#include <poll.h>

namespace iri::tool {

namespace {

// Whether a read of `fd` would return within `milliseconds` (data, end of
// input or an error are waiting; regular files always).
bool input_waiting(int fd, int milliseconds) noexcept {
    pollfd p{fd, POLLIN, 0};
    return ::poll(&p, 1, milliseconds) != 0;
}

// What one read asks for at least: what a pipe holds. A regular file gives
// what is asked, so a read asks for the rest of the batch when that is more.
constexpr std::size_t read_block_bytes = std::size_t{64} << 10;

// How long the engine waits for more input before it finishes and writes
// everything read so far. Long enough that a pipe whose writer pauses
// between chunks (cat, zcat, a network stream) keeps the workers busy; short
// enough that a person typing lines does not notice.
constexpr int pause_before_flush_ms = 20;

// A batch that held a huge line gives its memory back rather than keep it
// for the rest of the run.
constexpr std::size_t kept_capacity = std::size_t{4} << 20;

void shrink(std::string& s) {
    if (s.capacity() > kept_capacity) std::string().swap(s);
}

void shrink(read_buffer& b) {
    if (b.capacity() > kept_capacity) b.release();
}

}  // namespace

struct line_engine::batch {
    read_buffer text;  // whole lines as read (line_batch), read into in place
    std::size_t first_number = 0;  // the number of the first line
    // Filled by a worker:
    std::string output;
    input_counts counts;
    std::exception_ptr failure;
    bool done = false;  // guarded by workers::mutex

    void clear() {
        shrink(text);
        shrink(output);
        text.clear();
        output.clear();
        counts = {};
        failure = nullptr;
        done = false;
    }
};

// The worker threads and the batches: queued ones waiting for a worker,
// and, for the calling thread, the order in which they must be written.
class line_engine::workers {
public:
    // Starts up to `count` threads. The system may refuse some (a memory
    // or process limit): then it goes on with those it got, even none, and
    // the calling thread runs batches too (wait_oldest); failure() tells
    // why. Never a half-built object with joinable threads in it.
    explicit workers(unsigned count) {
        try {
            threads_.reserve(count);
            for (unsigned i = 0; i < count; ++i) threads_.emplace_back([this] { work(); });
        } catch (std::system_error const& e) {
            failure_ = e.code().value();
        } catch (std::bad_alloc const&) {
            failure_ = ENOMEM;
        }
        caller_runs_batches_ = threads_.size() < count;
        // Two batches per thread: one being filled or written while the
        // other is worked on.
        max_batches_ = 2 * std::max<std::size_t>(threads_.size(), 1);
    }

    unsigned started() const noexcept { return static_cast<unsigned>(threads_.size()); }
    std::size_t max_batches() const noexcept { return max_batches_; }
    int failure() const noexcept { return failure_; }

    ~workers() {
        {
            std::lock_guard lock(mutex_);
            stopping_ = true;
        }
        work_ready_.notify_all();
        for (std::thread& t : threads_) t.join();
    }

    // The function of the run that starts; no batch is in flight.
    void set_function(batch_function const& fn) {
        std::lock_guard lock(mutex_);
        fn_ = &fn;
    }

    void submit(batch* b) {
        {
            std::lock_guard lock(mutex_);
            queue_.push_back(b);
        }
        work_ready_.notify_one();
        in_flight_.push_back(b);
    }

    // A batch to fill: a free one, a new one while there are fewer than
    // max_batches, else nullptr (the caller retires the oldest first).
    batch* free_batch() {
        if (!free_.empty()) {
            batch* b = free_.back();
            free_.pop_back();
            return b;
        }
        if (all_.size() < max_batches_) return all_.emplace_back(std::make_unique<batch>()).get();
        return nullptr;
    }

    void give_back(batch* b) {
        b->clear();
        free_.push_back(b);
    }

    bool any_in_flight() const noexcept { return !in_flight_.empty(); }

    // The bytes the batches in flight hold: their input, and the output of
    // those finished (a worker's output is its own until it is done).
    std::size_t held_bytes() {
        std::lock_guard lock(mutex_);
        std::size_t held = 0;
        for (batch const* b : in_flight_) held += b->text.size() + (b->done ? b->output.size() : 0);
        return held;
    }

    // The oldest batch in flight, once it is finished.
    //
    // When every worker asked for started, the calling thread only waits:
    // the workers keep as many CPUs busy as --jobs asked for, and the
    // calling thread's part is to read ahead of them (a batch it ran would
    // leave a worker without a batch until it was done). When the system
    // refused some, it runs queued batches itself rather than wait idle.
    batch* wait_oldest() {
        batch* b = in_flight_.front();
        std::unique_lock lock(mutex_);
        while (!b->done) {
            if (!caller_runs_batches_ || queue_.empty()) {
                batch_done_.wait(lock);
                continue;
            }
            batch* queued = queue_.front();
            queue_.pop_front();
            batch_function const* fn = fn_;
            lock.unlock();
            run_batch(*queued, *fn, caller_state_);
            lock.lock();
            queued->done = true;
        }
        in_flight_.pop_front();
        return b;
    }

private:
    static void run_batch(batch& b, batch_function const& fn, input_state& state) {
        state.counts = {};
        try {
            fn(line_batch{b.text.view(), b.first_number}, b.output, state);
        } catch (...) {
            b.failure = std::current_exception();
        }
        b.counts = state.counts;
    }

    void work() {
        input_state state;  // this worker's own scratch buffer
        for (;;) {
            batch* b;
            batch_function const* fn;
            {
                std::unique_lock lock(mutex_);
                work_ready_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
                if (stopping_) return;
                b = queue_.front();
                queue_.pop_front();
                fn = fn_;
            }
            run_batch(*b, *fn, state);
            {
                std::lock_guard lock(mutex_);
                b->done = true;
            }
            batch_done_.notify_all();
        }
    }

    std::size_t max_batches_ = 2;
    bool caller_runs_batches_ = true;  // fewer threads started than asked for
    int failure_ = 0;  // the errno of a thread that could not be started
    std::vector<std::thread> threads_;
    // Guarded by mutex_: the queue, fn_, stopping_ and each batch's `done`.
    std::mutex mutex_;
    std::condition_variable work_ready_;
    std::condition_variable batch_done_;
    std::deque<batch*> queue_;
    batch_function const* fn_ = nullptr;
    bool stopping_ = false;
    // The calling thread's alone:
    input_state caller_state_;  // for the batches it runs itself
    std::vector<std::unique_ptr<batch>> all_;
    std::vector<batch*> free_;
    std::deque<batch*> in_flight_;  // in input order
};

line_engine::line_engine(unsigned jobs, output_buffer& out, std::string_view name) : jobs_(jobs), out_(out) {
    if (jobs_ <= 1) return;
    workers_ = std::make_unique<workers>(jobs_);
    batch_budget_ = max_held_bytes / workers_->max_batches();
    if (workers_->started() == jobs_) return;
    // The output stays the same; only the speed differs: go on, and say so.
    unsigned const started = workers_->started();
    std::fprintf(stderr, "iri %.*s: --jobs %u: the system let only %u thread%s start (%s); going on with %s\n",
                 static_cast<int>(name.size()), name.data(), jobs_, started, started == 1 ? "" : "s",
                 std::strerror(workers_->failure()),
                 started == 0 ? "the main thread alone" : "those and the main thread");
}

line_engine::~line_engine() = default;

void line_engine::add(input_counts const& counts) noexcept {
    totals_.ok += counts.ok;
    totals_.failed += counts.failed;
}

void line_engine::retire_oldest() {
    batch* b = workers_->wait_oldest();
    // A failed batch holds the whole records of the lines before the
    // failing one (whole_record took back the rest): they are written
    // before the failure goes on to the caller.
    out_.append_large(b->output);
    add(b->counts);
    // The next batches: as much input as, with its output at this batch's
    // rate, fills a batch's share of max_held_bytes.
    if (!b->text.empty()) {
        std::size_t const rate = b->output.size() / b->text.size();
        batch_limit_ = std::clamp(batch_budget_ / (1 + rate), min_batch_bytes, batch_bytes);
    }
    std::exception_ptr const failure = b->failure;
    workers_->give_back(b);
    if (failure) std::rethrow_exception(failure);
}

line_engine::batch* line_engine::take_free_batch() {
    while (workers_->any_in_flight() && workers_->held_bytes() >= max_held_bytes) retire_oldest();
    batch* b = workers_->free_batch();
    while (!b) {
        retire_oldest();
        b = workers_->free_batch();
    }
    return b;
}

// The calling thread reads straight into the batch being filled. Its whole
// lines, up to the last "\n" read, are handed to the workers once there are
// enough of them; the line cut short at the end of a read starts the next
// batch. A batch's "\n"s are counted, but it is never copied line by line:
// the workers cut it into lines themselves.
int line_engine::run_batched(int fd, batch_function const& fn) {
    workers_->set_function(fn);
    batch* current = take_free_batch();
    current->first_number = 1;
    std::size_t whole = 0;  // current->text's whole lines end there
    std::string rest;  // the part of a line that goes on into the next batch
    auto submit = [&] {
        if (whole == 0) return;
        rest.assign(current->text.view().substr(whole));
        current->text.keep_first(whole);
        std::size_t const next_number = current->first_number + count_newlines(current->text.data(), whole);
        workers_->submit(current);
        current = take_free_batch();
        current->first_number = next_number;
        current->text.assign(rest);
        whole = 0;
    };
    auto finish_all = [&] {
        submit();
        while (workers_->any_in_flight()) retire_oldest();
    };

    int error = 0;
    while (out_.ok()) {
        // Before a read that may block: hand the lines read so far to the
        // workers, and when no more input comes for a moment, finish and
        // write them, so that interactive use is answered line by line.
        if (!input_waiting(fd, 0)) {
            submit();
            if (!input_waiting(fd, pause_before_flush_ms)) {
                finish_all();
                out_.flush();
            }
        }
        read_buffer& text = current->text;
        std::size_t const before = text.size();
        std::size_t const wanted = std::max(read_block_bytes, batch_limit_ - std::min(batch_limit_, before));
        text.reserve_room(wanted);
        std::size_t const got = read_some(fd, text.end(), wanted, error);
        if (got == 0) {
            // The last line needs no "\n"; after a failed read, only the
            // lines read whole are done.
            if (error == 0) whole = before;
            break;
        }
        text.grow_by(got);
        char const* const bytes = text.data();
        std::size_t end = text.size();
        while (end > before && bytes[end - 1] != '\n') --end;
        if (end > before) whole = end;
        if (whole >= batch_limit_) submit();
    }
    finish_all();
    workers_->give_back(current);
    return error;
}

bool report_io(command const& self, int read_error, output_buffer const& out) {
    if (read_error != 0)
        std::fprintf(stderr, "iri %.*s: cannot read standard input: %s\n", static_cast<int>(self.name.size()),
                     self.name.data(), std::strerror(read_error));
    if (!out.ok())
        std::fprintf(stderr, "iri %.*s: cannot write output: %s\n", static_cast<int>(self.name.size()),
                     self.name.data(), std::strerror(out.error()));
    return read_error == 0 && out.ok();
}

}  // namespace iri::tool
