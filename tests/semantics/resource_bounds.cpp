// Hostile input: 1 MiB of one repeated character (or unit), parsed on a
// thread with a small fixed stack. A parser whose stack grows with the input
// crashes here; one that gives up on long input gets the validity wrong.
// Nothing is timed (machines here are noisy); ctest's timeout only guards
// against a hang.
#include "support/support.hpp"

#include <catch2/catch.hpp>

#include <pthread.h>

#include <optional>
#include <string>
#include <vector>

using test::repeat;
using test::utf8;

namespace {

constexpr std::size_t MiB = std::size_t{1} << 20;

#if defined(__SANITIZE_ADDRESS__)
#define IRI_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define IRI_TEST_ASAN 1
#endif
#endif

// 128 KiB: far less than one byte of stack per input byte. AddressSanitizer
// inflates frames, so it gets more, still a constant.
#ifdef IRI_TEST_ASAN
constexpr std::size_t stack_size = 1024 * 1024;
#else
constexpr std::size_t stack_size = 128 * 1024;
#endif

struct family {
    std::string name;
    std::string text;
    bool valid;                                    // as an IRI-reference
    std::optional<iri::errc> code = std::nullopt;  // when invalid: the expected error...
    std::optional<std::size_t> byte_offset = std::nullopt;
    std::optional<std::size_t> offset = std::nullopt;
};

struct outcome {
    bool ok[std::size(test::all_entries)] = {};
    bool valid[std::size(test::all_entries)] = {};
    iri::diagnostic error;  // of the IRI-reference parse
    std::size_t path_size = 0, host_size = 0;
};

std::vector<family> families() {
    using iri::errc;
    std::string const u10000 = utf8(0x10000);
    std::vector<family> f;
    f.push_back({"a", repeat("a", MiB), true});
    f.push_back({"/", repeat("/", MiB), true});
    f.push_back({"%41", repeat("%41", MiB), true});
    f.push_back({"@", repeat("@", MiB), true});
    f.push_back({".", repeat(".", MiB), true});
    f.push_back({"?", repeat("?", MiB), true});
    f.push_back({"U+10000", repeat(u10000, MiB), true});
    f.push_back({"../", repeat("../", MiB), true});
    f.push_back({"1.", repeat("1.", MiB), true});
    f.push_back({"a: then colons", "a:" + repeat(":", MiB), true});
    f.push_back({"many empty segments", "a" + repeat("/", MiB), true});
    f.push_back({"long host", "//" + repeat("a", MiB), true});
    f.push_back({"long dotted host", "//" + repeat("a.", MiB) + "/", true});
    f.push_back({"huge port", "http://a:" + repeat("9", MiB), true});
    f.push_back({"long IPvFuture", "//[v1." + repeat("x", MiB) + "]", true});
    f.push_back({"long non-ASCII path", "http://a/" + repeat("\xC3\xA9", MiB), true});
    f.push_back({"private use query", "http://a?" + repeat(utf8(0xE000), MiB), true});
    f.push_back({"%25 path", "http://a/" + repeat("%25", MiB), true});

    f.push_back({":", repeat(":", MiB), false, errc::unexpected_character, 0, 0});
    f.push_back({"[", repeat("[", MiB), false, errc::unexpected_character, 0, 0});
    f.push_back({"#", repeat("#", MiB), false, errc::unexpected_character, 1, 1});
    f.push_back({"%", repeat("%", MiB), false, errc::invalid_percent_encoding, 0, 0});
    f.push_back({"%41 then %", repeat("%41", MiB) + "%", false, errc::invalid_percent_encoding, repeat("%41", MiB).size(),
                 repeat("%41", MiB).size()});
    f.push_back({"space", repeat(" ", MiB), false, errc::disallowed_character, 0, 0});
    f.push_back({"continuation bytes", repeat("\x80", MiB), false, errc::invalid_utf8, 0, 0});
    f.push_back({"private use path", "http://a/" + repeat(utf8(0xE000), MiB), false,
                 errc::private_use_outside_iquery, 9, 9});
    std::string const as = repeat("a", MiB);
    f.push_back({"space after 1 MiB", as + " ", false, errc::disallowed_character, as.size(), as.size()});
    std::string const wide = repeat(u10000, MiB);
    f.push_back({"space after 1 MiB of U+10000", wide + " ", false, errc::disallowed_character, wide.size(),
                 wide.size() / 4});
    f.push_back({"RLO after 1 MiB", as + utf8(0x202E), false, errc::bidi_formatting_character, as.size(),
                 as.size()});
    f.push_back({"truncated UTF-8 after 1 MiB", wide + "\xF0\x90\x80", false, errc::invalid_utf8, wide.size(),
                 wide.size() / 4});
    f.push_back({"@ authority", "//" + repeat("@", MiB), false});
    f.push_back({": authority", "//" + repeat(":", MiB), false});
    f.push_back({"IPv6 groups", "http://[" + repeat("1:", MiB), false});
    f.push_back({"IPv6 groups closed", "http://[" + repeat("1:", MiB) + ":1]", false});
    f.push_back({"unclosed IPvFuture", "//[v1." + repeat("x", MiB), false, errc::unexpected_end_of_input,
                 MiB + 6, MiB + 6});
    return f;
}

struct job {
    std::vector<family> const* inputs;
    std::vector<outcome>* results;
};

void* run(void* arg) {
    auto const& j = *static_cast<job*>(arg);
    for (std::size_t i = 0; i < j.inputs->size(); ++i) {
        auto const& text = (*j.inputs)[i].text;
        auto& out = (*j.results)[i];
        for (std::size_t e = 0; e < std::size(test::all_entries); ++e) {
            auto const r = iri::parse(text, test::all_entries[e]);
            out.ok[e] = r.ok();
            out.valid[e] = iri::is_valid(text, test::all_entries[e]);
            if (e == 0) {
                if (r.ok()) {
                    out.path_size = r->path().size();
                    out.host_size = r->host().value_or("").size();
                } else {
                    out.error = r.error();
                }
            }
        }
    }
    return nullptr;
}

}  // namespace

TEST_CASE("1 MiB inputs parse on a 128 KiB stack with the right answer", "[resource-bounds]") {
    static_assert(test::all_entries[0] == iri::entry::IRI_reference);
    auto const inputs = families();
    std::vector<outcome> results(inputs.size());
    job j{&inputs, &results};

    pthread_attr_t attr;
    REQUIRE(pthread_attr_init(&attr) == 0);
    REQUIRE(pthread_attr_setstacksize(&attr, stack_size) == 0);
    pthread_t thread;
    REQUIRE(pthread_create(&thread, &attr, run, &j) == 0);
    REQUIRE(pthread_join(thread, nullptr) == 0);
    pthread_attr_destroy(&attr);

    for (std::size_t i = 0; i < inputs.size(); ++i) {
        auto const& f = inputs[i];
        auto const& r = results[i];
        INFO("family \"" << f.name << "\", " << f.text.size() << " bytes");
        CHECK(r.ok[0] == f.valid);
        for (std::size_t e = 0; e < std::size(test::all_entries); ++e) {
            INFO("entry " << iri::to_string(test::all_entries[e]));
            CHECK(r.ok[e] == r.valid[e]);
        }
        if (!r.ok[0]) {
            INFO("got " << iri::to_string(r.error.code) << " at byte " << r.error.byte_offset << ", code point "
                        << r.error.offset << " in " << r.error.production);
            CHECK(r.error.byte_offset <= f.text.size());
            if (f.code) CHECK(r.error.code == *f.code);
            if (f.byte_offset) CHECK(r.error.byte_offset == *f.byte_offset);
            if (f.offset) CHECK(r.error.offset == *f.offset);
        }
    }

    // The components of the long valid ones span the whole input.
    CHECK(results[0].path_size == MiB);               // "aaa..."
    CHECK(results[1].path_size == MiB - 2);           // "//" then "///..."
    CHECK(results[11].host_size == MiB);              // "//aaa..."
}
