// Resource bounds on adversarial inputs: each family of inputs at 64 KiB and
// 1 MiB, parsed at every entry point on a thread with a 128 KiB stack.
//
// The test (ctest fuzz_bounds): every parse completes on that stack and
// gives the verdict the family is built to have. A stack overflow kills the
// process; a parse that never ends hits the ctest timeout.
//
// The report (stdout): time per byte at both sizes and their ratio, for
// IRI-reference. Linear time shows as a ratio near 1; a ratio that grows
// with size means superlinear work. Nothing here is timed as a pass/fail
// criterion: shared machines drift (bench/ measures, see DESIGN.md).
#include <iri/iri.hpp>

#include <pthread.h>

#include <chrono>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

namespace {

constexpr std::size_t stack_size = 128 * 1024;
constexpr std::size_t sizes[] = {64 * 1024, 1024 * 1024};

constexpr iri::entry entries[] = {iri::entry::IRI_reference, iri::entry::IRI, iri::entry::absolute_IRI,
                                  iri::entry::irelative_ref, iri::entry::URI_reference};

// An input: prefix, then unit repeated up to `size` bytes, then suffix.
struct family {
    char const* name;
    std::string_view prefix, unit, suffix;
    bool valid;  // as an IRI-reference
};

// 4-byte UTF-8: U+10000 LINEAR B SYLLABLE B008 A (ucschar).
#define U10000 "\xF0\x90\x80\x80"

constexpr family families[] = {
    {"one repeated char (path)", "", "a", "", true},
    {"one repeated char, invalid at the end", "", "a", " ", false},
    {"one repeated disallowed char", "", " ", "", false},
    {"4-byte UTF-8 path", "", U10000, "", true},
    {"4-byte UTF-8 query", "http://h/?", U10000, "", true},
    {"4-byte UTF-8, truncated at the end", "", U10000, "\xF0\x90\x80", false},
    {"%-heavy path", "", "%41", "", true},
    {"%-heavy host", "http://", "%41", "/", true},
    {"lone %", "", "%", "", false},
    {"\"../\" chain", "", "../", "", true},
    {"\"./\" chain after a scheme", "a:", "./", "", true},
    {"\"@\"-heavy authority", "http://", "@", "/", false},
    {"\"a@\" userinfo and host", "http://", "a@", "/", false},
    {"\":\"-heavy authority", "http://", ":", "/", false},
    {"\":\"-heavy userinfo", "http://", ":", "@h/", true},
    {"\"1:\" authority (IPv6-like, unbracketed)", "http://", "1:", "/", false},
    {"\"1:\" IP-literal", "http://[", "1:", "]/", false},
    {"very long reg-name", "http://", "a", "/", true},
    {"very long reg-name with a port", "http://", "a", ":80/", true},
    {"very long IPv4-like reg-name", "http://", "1.", "/", true},
    {"very long port", "http://h:", "8", "/", true},
    {"very long scheme", "a", "a", ":", true},
    {"many empty segments", "http://h", "/", "", true},
    {"many empty segments, relative", "", "/", "", true},
    {"\"?\" query", "", "?", "", true},
    {"\"#?\" fragment", "#", "?", "", true},
    {"\"#\" repeated", "", "#", "", false},
    {"\"[\" repeated", "http://", "[", "", false},
    {"private use in the path", "", "\xEE\x80\x80", "", false},
    {"bidi formatting characters", "", "\xE2\x80\x8E", "", false},
};

std::string make_input(family const& f, std::size_t size) {
    std::string s(f.prefix);
    while (s.size() + f.unit.size() + f.suffix.size() <= size) s.append(f.unit);
    s.append(f.suffix);
    return s;
}

struct job {
    std::string const* input;
    bool results[std::size(entries)] = {};
    bool valid_results[std::size(entries)] = {};
    double seconds[std::size(entries)] = {};
    bool done = false;
};

// Parses at every entry point. The time is the fastest of a few runs: the
// first one pays for cold caches.
void* run(void* arg) {
    auto& j = *static_cast<job*>(arg);
    for (std::size_t e = 0; e < std::size(entries); ++e) {
        double best = 0;
        for (int rep = 0; rep < 3; ++rep) {
            auto const t0 = std::chrono::steady_clock::now();
            auto const r = iri::parse(*j.input, entries[e]);
            auto const t1 = std::chrono::steady_clock::now();
            j.results[e] = r.ok();
            if (!r.ok()) (void)r.error().message();  // the diagnostic path too
            double const seconds = std::chrono::duration<double>(t1 - t0).count();
            if (rep == 0 || seconds < best) best = seconds;
        }
        j.valid_results[e] = iri::is_valid(*j.input, entries[e]);
        j.seconds[e] = best;
    }
    j.done = true;
    return nullptr;
}

// Runs `j` on a fresh thread with a 128 KiB stack; false if it cannot start.
bool run_on_small_stack(job& j) {
    pthread_attr_t attr;
    if (pthread_attr_init(&attr) != 0) return false;
    bool ok = pthread_attr_setstacksize(&attr, stack_size) == 0;
    pthread_t thread;
    ok = ok && pthread_create(&thread, &attr, run, &j) == 0;
    pthread_attr_destroy(&attr);
    return ok && pthread_join(thread, nullptr) == 0;
}

}  // namespace

int main() {
    int failures = 0;
    std::printf("IRI-reference parse time per byte, %zu KiB stack\n", stack_size / 1024);
    std::printf("%-44s %12s %12s %7s\n", "family", "ns/B 64KiB", "ns/B 1MiB", "ratio");
    for (family const& f : families) {
        double per_byte[std::size(sizes)] = {};
        for (std::size_t k = 0; k < std::size(sizes); ++k) {
            std::string const input = make_input(f, sizes[k]);
            job j;
            j.input = &input;
            if (!run_on_small_stack(j) || !j.done) {
                std::printf("FAIL %s, %zu bytes: the parse did not complete\n", f.name, input.size());
                ++failures;
                continue;
            }
            for (std::size_t e = 0; e < std::size(entries); ++e) {
                if (j.results[e] != j.valid_results[e]) {
                    std::printf("FAIL %s, %zu bytes, %s: parse says %d, is_valid %d\n", f.name, input.size(),
                                std::string(iri::to_string(entries[e])).c_str(), j.results[e], j.valid_results[e]);
                    ++failures;
                }
            }
            if (j.results[0] != f.valid) {
                std::printf("FAIL %s, %zu bytes: IRI-reference says %s, expected %s\n", f.name, input.size(),
                            j.results[0] ? "valid" : "invalid", f.valid ? "valid" : "invalid");
                ++failures;
            }
            per_byte[k] = j.seconds[0] * 1e9 / static_cast<double>(input.size());
        }
        std::printf("%-44s %12.2f %12.2f %7.2f\n", f.name, per_byte[0], per_byte[1],
                    per_byte[0] > 0 ? per_byte[1] / per_byte[0] : 0.0);
    }
    if (failures != 0) {
        std::printf("%d failure(s)\n", failures);
        return 1;
    }
    std::printf("all %zu families completed at %zu and %zu bytes on a %zu KiB stack\n", std::size(families),
                sizes[0], sizes[1], stack_size / 1024);
    return 0;
}
