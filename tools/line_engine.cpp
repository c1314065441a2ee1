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
#include <vector>

#include <poll.h>
#include <pthread.h>
#include <sys/resource.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

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
// for the rest of the run: each of its buffers keeps at most this, or a
// batch's share of the bytes held when that is less.
constexpr std::size_t kept_capacity = std::size_t{4} << 20;

void shrink(std::string& s, std::size_t kept) {
    if (s.capacity() > kept) std::string().swap(s);
}

void shrink(read_buffer& b, std::size_t kept) {
    if (b.capacity() > kept) b.release();
}

// --- fitting the threads into a limit on the address space ----------------

// A worker's stack under a memory limit. Every command, on lines of a
// megabyte (explain's traces included), runs in 24 KiB of stack: this is
// twenty times that, and a sixteenth of the usual 8 MiB.
constexpr std::size_t limited_stack_bytes = std::size_t{512} << 10;

// The least a thread's two batches may hold between them; fewer threads
// rather than batches smaller than this.
constexpr std::size_t min_held_per_thread = std::size_t{1} << 20;

// The address space a new malloc arena takes: glibc reserves 64 MiB for
// its heap, and maps twice that for a moment to align it.
constexpr std::size_t arena_reserve_bytes = std::size_t{128} << 20;

// Under a memory limit, what the threads leave of the free address space
// at least: for the work of each line (a long line is copied a few times
// over, on every thread at once) and the allocator's slack.
constexpr std::size_t min_kept_back = std::size_t{8} << 20;

// Under a memory limit, malloc's fixed thresholds (below).
constexpr std::size_t limited_mmap_threshold = std::size_t{128} << 10;
constexpr std::size_t limited_trim_threshold = std::size_t{256} << 10;

// How a run of --jobs N fits the address space it may use.
struct thread_plan {
    unsigned threads;  // worker threads to start: N, or fewer under a limit
    std::size_t limit = 0;  // RLIMIT_AS in bytes; 0: none
    std::size_t stack_bytes = 0;  // per thread; 0: the system's default
    std::size_t held_bytes = line_engine::max_held_bytes;  // by the batches in flight
    int arena_max = 0;  // malloc arenas in all; 0: malloc's default
};

// The address space the process has mapped now (VmSize): the first field
// of /proc/self/statm, in pages. nullopt where there is no /proc.
std::optional<std::size_t> address_space_in_use() noexcept {
    std::FILE* statm = std::fopen("/proc/self/statm", "r");
    if (statm == nullptr) return std::nullopt;
    unsigned long pages = 0;
    bool const read = std::fscanf(statm, "%lu", &pages) == 1;
    std::fclose(statm);
    long const page_size = ::sysconf(_SC_PAGESIZE);
    if (!read || page_size <= 0) return std::nullopt;
    return static_cast<std::size_t>(pages) * static_cast<std::size_t>(page_size);
}

// Without a limit on the address space: `jobs` threads as the system makes
// them, and batches as line_engine.hpp says. Under one, the run is planned
// from what the limit leaves free now (the binary, its libraries and the
// output buffer are mapped by now). Half of that, and at least
// min_kept_back, is kept for the work of each line and the allocator's
// slack; the rest pays for
// - a stack of limited_stack_bytes per thread rather than the default,
//   which alone would take 8 MiB a thread;
// - the batches, counted twice (a buffer's capacity may be twice what it
//   holds), at least min_held_per_thread a thread, at most max_held_bytes;
// - a malloc arena for a thread only from what is left after those:
//   else the threads share the main one (a lock taken now and then; the
//   workers allocate little) rather than reserve 64 MiB each. Without
//   this, a thread whose arena does not fit has malloc map a page or
//   more for each allocation, which soon exhausts the limit.
// As many threads as that pays for, up to `jobs`.
thread_plan plan_threads(unsigned jobs) noexcept {
    thread_plan plan{jobs};
    rlimit limit{};
    if (::getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return plan;
    plan.limit = static_cast<std::size_t>(limit.rlim_cur);
    // Without /proc, guess that half the limit is taken.
    std::size_t const used = address_space_in_use().value_or(plan.limit / 2);
    std::size_t const free = plan.limit > used ? plan.limit - used : 0;
    std::size_t const kept_back = std::max(free / 2, min_kept_back);
    std::size_t const for_threads = free > kept_back ? free - kept_back : 0;
    std::size_t const per_thread = limited_stack_bytes + 2 * min_held_per_thread;
    plan.threads = static_cast<unsigned>(std::min<std::size_t>(jobs, for_threads / per_thread));
    plan.stack_bytes = limited_stack_bytes;
    std::size_t const stacks = plan.threads * limited_stack_bytes;
    plan.held_bytes = std::min(line_engine::max_held_bytes, (for_threads - stacks) / 2);
    std::size_t const left = for_threads - stacks - 2 * plan.held_bytes;
    plan.arena_max = 1 + static_cast<int>(std::min<std::size_t>(plan.threads, left / arena_reserve_bytes));
    return plan;
}

// Fits glibc's malloc to a memory limit (elsewhere a thread does not
// reserve an arena's worth of address space): at most `arenas` arenas,
// set before the workers start, as glibc fixes its cap when the first
// thread allocates; and fixed thresholds, as glibc otherwise raises its
// mmap threshold to the size of each large block freed (up to 32 MiB),
// after which blocks that size come from the heap, which it gives back
// only past twice that: the process would keep megabytes it no longer
// uses (a batch that held a long line).
void fit_malloc_to_limit([[maybe_unused]] int arenas) noexcept {
#if defined(__GLIBC__)
    ::mallopt(M_ARENA_MAX, arenas);
    ::mallopt(M_MMAP_THRESHOLD, static_cast<int>(limited_mmap_threshold));
    ::mallopt(M_TRIM_THRESHOLD, static_cast<int>(limited_trim_threshold));
#endif
}

}  // namespace

struct line_engine::batch {
    read_buffer text;  // whole lines as read (line_batch), read into in place
    std::size_t first_number = 0;  // the number of the first line
    std::size_t lines = 0;  // how many (each ends with "\n")
    // Filled by a worker:
    std::string output;
    input_counts counts;
    std::exception_ptr failure;
    bool done = false;  // guarded by workers::mutex

    void clear(std::size_t kept) {
        shrink(text, kept);
        shrink(output, kept);
        text.clear();
        output.clear();
        lines = 0;
        counts = {};
        failure = nullptr;
        done = false;
    }
};

// The worker threads and the batches: queued ones waiting for a worker,
// and, for the calling thread, the order in which they must be written.
class line_engine::workers {
public:
    // Starts up to `count` threads with stacks of `stack_bytes` (0: the
    // system's default; std::thread cannot choose, hence pthreads). The
    // system may refuse some (a memory or process limit): then it goes on
    // with those it got, even none, and the calling thread runs batches
    // too (wait_oldest); failure() tells why. Never a half-built object
    // with joinable threads in it.
    workers(unsigned count, std::size_t stack_bytes) {
        try {
            threads_.reserve(count);
        } catch (std::bad_alloc const&) {
            failure_ = ENOMEM;
            count = 0;
        }
        pthread_attr_t attributes;
        failure_ = failure_ != 0 ? failure_ : ::pthread_attr_init(&attributes);
        if (failure_ == 0) {
            if (stack_bytes != 0) failure_ = ::pthread_attr_setstacksize(&attributes, stack_bytes);
            for (unsigned i = 0; failure_ == 0 && i < count; ++i) {
                pthread_t thread;
                failure_ = ::pthread_create(&thread, &attributes, &workers::start, this);
                if (failure_ == 0) threads_.push_back(thread);  // reserved: cannot throw
            }
            ::pthread_attr_destroy(&attributes);
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
        for (pthread_t thread : threads_) ::pthread_join(thread, nullptr);
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

    void give_back(batch* b, std::size_t kept) {
        b->clear(kept);
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

    static void* start(void* self) {
        static_cast<workers*>(self)->work();
        return nullptr;
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
    std::vector<pthread_t> threads_;
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

line_engine::line_engine(unsigned jobs, output_buffer& out, std::string_view name) : out_(out) {
    if (jobs <= 1) return;
    thread_plan const plan = plan_threads(jobs);
    // The output stays the same with fewer threads; only the speed differs:
    // go on, and say so.
    if (plan.threads < jobs)
        std::fprintf(stderr,
                     "iri %.*s: --jobs %u: the limit on the address space (%zu MB) leaves room for %u thread%s; "
                     "going on with %s\n",
                     static_cast<int>(name.size()), name.data(), jobs, plan.limit / 1000000, plan.threads,
                     plan.threads == 1 ? "" : "s", plan.threads == 0 ? "the main thread alone" : "those");
    if (plan.threads == 0) return;  // as --jobs 1: the calling thread does it all
    if (plan.arena_max != 0) fit_malloc_to_limit(plan.arena_max);
    workers_ = std::make_unique<workers>(plan.threads, plan.stack_bytes);
    held_limit_ = plan.held_bytes;
    batch_budget_ = held_limit_ / workers_->max_batches();
    line_limit_ = std::max(min_batch_lines, batch_budget_ >> 10);
    kept_capacity_ = std::min(kept_capacity, batch_budget_);
    if (workers_->started() == plan.threads) return;
    unsigned const started = workers_->started();
    std::fprintf(stderr, "iri %.*s: --jobs %u: the system let only %u thread%s start (%s); going on with %s\n",
                 static_cast<int>(name.size()), name.data(), jobs, started, started == 1 ? "" : "s",
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
    // rate, fills a batch's share of the bytes held; and as many lines.
    // Both: the output of a line is about a fixed size plus a multiple of
    // its length, so the rate per byte of long lines says little about
    // that of short ones, and the rate per line of short lines little
    // about long ones (lines.txt of cli_jobs_test.sh goes from URLs to
    // thousands of empty lines, each of which makes a JSON record).
    if (!b->text.empty()) {
        std::size_t const rate = b->output.size() / b->text.size();
        batch_limit_ = std::clamp(batch_budget_ / (1 + rate), min_batch_bytes, batch_bytes);
    }
    if (b->lines != 0) line_limit_ = std::max(min_batch_lines, batch_budget_ / (1 + b->output.size() / b->lines));
    std::exception_ptr const failure = b->failure;
    workers_->give_back(b, kept_capacity_);
    if (failure) {
        batch_failed_ = true;
        std::rethrow_exception(failure);
    }
}

line_engine::batch* line_engine::take_free_batch() {
    while (workers_->any_in_flight() && workers_->held_bytes() >= held_limit_) retire_oldest();
    batch* b = workers_->free_batch();
    while (!b) {
        retire_oldest();
        b = workers_->free_batch();
    }
    return b;
}

// The calling thread reads straight into the batch being filled. Its whole
// lines, up to the last "\n" read, are handed to the workers once there are
// enough of them (bytes or lines); the line cut short at the end of a read,
// and the lines past line_limit_, start the next batch. A batch's "\n"s
// are counted, but it is never copied line by line: the workers cut it
// into lines themselves.
int line_engine::run_batched(int fd, batch_function const& fn) {
    workers_->set_function(fn);
    batch* current = take_free_batch();
    current->first_number = 1;
    std::size_t whole = 0;  // current->text's whole lines end there
    std::size_t lines = 0;  // and there are this many
    std::string rest;  // what goes on into the next batch
    // Hands the whole lines of `current` to the workers, at most
    // line_limit_ of them; the rest starts the next batch.
    auto submit = [&] {
        if (whole == 0) return;
        std::string_view const text = current->text.view();
        std::size_t cut = whole;
        std::size_t count = lines;
        if (lines > line_limit_) {
            count = line_limit_;
            cut = 0;
            for (std::size_t i = 0; i < count; ++i) cut = text.find('\n', cut) + 1;
        }
        rest.assign(text.substr(cut));
        current->text.keep_first(cut);
        current->lines = count;
        std::size_t const next_number = current->first_number + count;
        workers_->submit(current);
        current = take_free_batch();
        current->first_number = next_number;
        current->text.assign(rest);
        lines -= count;
        whole = lines == 0 ? 0 : rest.rfind('\n') + 1;
    };
    auto submit_all = [&] {
        while (whole != 0) submit();
    };
    auto finish_all = [&] {
        submit_all();
        while (workers_->any_in_flight()) retire_oldest();
    };

    int error = 0;
    try {
        while (out_.ok()) {
            // Before a read that may block: hand the lines read so far to the
            // workers, and when no more input comes for a moment, finish and
            // write them, so that interactive use is answered line by line.
            if (!input_waiting(fd, 0)) {
                submit_all();
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
                // The last line needs no "\n": it gets one, which changes
                // nothing (line_reader.hpp's rules), so that it is a whole
                // line like the others. After a failed read, only the lines
                // read whole are done.
                if (error == 0 && before > whole) {
                    text.reserve_room(1);
                    *text.end() = '\n';
                    text.grow_by(1);
                    whole = text.size();
                    ++lines;
                }
                break;
            }
            text.grow_by(got);
            char const* const bytes = text.data();
            lines += count_newlines(bytes + before, got);
            std::size_t end = text.size();
            while (end > before && bytes[end - 1] != '\n') --end;
            if (end > before) whole = end;
            while (whole >= batch_limit_ || lines >= line_limit_) submit();
        }
        finish_all();
    } catch (...) {
        // Memory ran out. When the calling thread ran out (reading ahead,
        // or taking a batch), the batches handed out hold the lines before
        // that point: they are finished and written first, as --jobs 1
        // would have written them, and the failure goes on after them.
        // When a batch failed, those after it are not written.
        if (!batch_failed_)
            while (workers_->any_in_flight()) retire_oldest();
        throw;
    }
    workers_->give_back(current, kept_capacity_);
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
