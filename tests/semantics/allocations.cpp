// "Parsing and validating allocate nothing on the heap": counted. This file
// replaces the global allocation functions for the whole test program; they
// count only while a test has switched counting on, around the calls under
// test and nothing else (Catch2's own bookkeeping allocates freely).
#include "support/support.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <cstdlib>
#include <new>
#include <string>
#include <vector>

namespace {

std::atomic<bool> counting{false};
std::atomic<std::size_t> allocations{0};

void* allocate(std::size_t size) {
    if (counting.load(std::memory_order_relaxed)) allocations.fetch_add(1, std::memory_order_relaxed);
    return std::malloc(size == 0 ? 1 : size);
}

void* allocate_aligned(std::size_t size, std::align_val_t align) {
    if (counting.load(std::memory_order_relaxed)) allocations.fetch_add(1, std::memory_order_relaxed);
    auto const a = static_cast<std::size_t>(align);
    std::size_t const rounded = (size + a - 1) / a * a;
    return std::aligned_alloc(a, rounded == 0 ? a : rounded);
}

}  // namespace

void* operator new(std::size_t size) {
    if (void* p = allocate(size)) return p;
    throw std::bad_alloc();
}
void* operator new[](std::size_t size) {
    if (void* p = allocate(size)) return p;
    throw std::bad_alloc();
}
void* operator new(std::size_t size, std::nothrow_t const&) noexcept { return allocate(size); }
void* operator new[](std::size_t size, std::nothrow_t const&) noexcept { return allocate(size); }
void* operator new(std::size_t size, std::align_val_t align) {
    if (void* p = allocate_aligned(size, align)) return p;
    throw std::bad_alloc();
}
void* operator new[](std::size_t size, std::align_val_t align) {
    if (void* p = allocate_aligned(size, align)) return p;
    throw std::bad_alloc();
}
void* operator new(std::size_t size, std::align_val_t align, std::nothrow_t const&) noexcept {
    return allocate_aligned(size, align);
}
void* operator new[](std::size_t size, std::align_val_t align, std::nothrow_t const&) noexcept {
    return allocate_aligned(size, align);
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, std::nothrow_t const&) noexcept { std::free(p); }
void operator delete[](void* p, std::nothrow_t const&) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t, std::nothrow_t const&) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t, std::nothrow_t const&) noexcept { std::free(p); }

namespace {

struct count_scope {
    count_scope() {
        allocations.store(0);
        counting.store(true);
    }
    ~count_scope() { counting.store(false); }
};

void* volatile sink = nullptr;
std::size_t volatile observed = 0;  // keeps the results of the calls alive

// Valid and invalid inputs from every family the other tests use, built
// before counting starts.
std::vector<std::string> inputs() {
    using test::utf8;
    std::vector<std::string> v = {
        "",
        "http://example.org/a/b?c=d#e",
        "https://u:p@[2001:db8::7]:8443/x",
        "http://[v7.x]/",
        "http://1.2.3.4/",
        "http://1.2.3.4.example/",
        "//a",
        "../../g",
        "g;x?y#s",
        "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
        "http://r\xC3\xA9sum\xC3\xA9.example.org/\xE3\x83\x91?\xEE\x80\x80#f",
        "http://@a:",
        // invalid
        "%",
        "%G1",
        "a b",
        "1a:b",
        "http://[",
        "//[::44.1",
        "http://[1:2:3:4:5:6:7:8:9]/",
        "http://[fe80::1%25eth0]/",
        "\xC0\xAF",
        "\xE0\x80\xAF",
        "\xED\xA0\x80",
        "\xF4\x90\x80\x80",
        "\xE4\xBD",
        "\x80",
        "\xFF",
        "http://a/" + utf8(0xE000),
        "http://a#" + utf8(0xF0000),
        "http://a/" + utf8(0x200E),
        "a\x7F",
        std::string("ab\0cd", 5),
        "http://a/" + utf8(0xFFFE),
        "http://\xC3\xA9/",
    };
    v.push_back(test::repeat("a", 1 << 16));
    v.push_back(test::repeat("%41", 1 << 16) + " ");
    v.push_back("http://a/" + test::repeat(utf8(0x10000), 1 << 16) + utf8(0xE000));
    return v;
}

}  // namespace

TEST_CASE("the allocation counter counts", "[allocations]") {
    {
        count_scope scope;
        sink = ::operator new(16);
        ::operator delete(sink);
        std::string s(1000, 'x');
        sink = s.data();
    }
    CHECK(allocations.load() >= 2);
}

TEST_CASE("parse and is_valid allocate nothing, on valid and invalid input", "[allocations]") {
    auto const all = inputs();
    for (auto const& text : all) {
        for (auto e : test::all_entries) {
            INFO("input \"" << test::escaped(std::string_view(text).substr(0, 60)) << "\", entry "
                            << static_cast<int>(e));
            bool ok = false, valid = false;
            std::size_t offset = 0, sum = 0;
            std::size_t used = 0;
            {
                count_scope scope;
                auto const r = iri::parse(text, e);
                ok = r.ok();
                if (ok) {
                    auto const& v = r.value();
                    sum += v.path().size() + v.scheme().value_or("").size() + v.host().value_or("").size() +
                           v.query().value_or("").size() + v.fragment().value_or("").size();
                    auto const copy = v;  // views are cheap to copy
                    sum += copy.text().size();
                } else {
                    auto const& d = r.error();  // the whole diagnostic, but not message()
                    offset = d.byte_offset + d.offset + d.production.size() + d.detail.size();
                    sum += iri::to_string(d.code).size();
                }
                valid = iri::is_valid(text, e);
                sum += iri::to_string(e).size();
                used = allocations.load();
            }
            observed = sum + offset;
            CHECK(used == 0);
            CHECK(ok == valid);
        }
    }
}

TEST_CASE("check allocates nothing on ASCII references once its vector has room", "[allocations][check]") {
    // ASCII throughout, hosts of plain letters, digits and hyphens: the
    // checks that apply need no ICU and no buffer. Findings included.
    std::vector<std::string> const texts = {
        "http://example.org/a/b?c=d#e",
        "https://u:p@[2001:db8::7]:8443/x",
        "http://example.org:80/%e2%82%ac/./x",
        "http://a:/%41%C0%AF%E9",
        "http:///x",
        "//a:99999/../b",
        "urn:isbn:0451450523",
        "../../g;x?y#s",
        "HTTP://WWW.EXAMPLE.COM:0080/%7E/",
        test::repeat("/a/.", 1 << 16),
    };
    std::vector<iri::warning> warnings;
    warnings.reserve(1 << 16);
    for (auto const& text : texts) {
        INFO("input \"" << test::escaped(std::string_view(text).substr(0, 60)) << "\"");
        iri::parse_result const r = iri::parse(text);
        REQUIRE(r.ok());
        warnings.clear();
        std::size_t used = 0;
        iri::errc code = iri::errc::ok;
        {
            count_scope scope;
            code = iri::check(r.value(), warnings, {.raised = iri::code_set::all()}).code;
            used = allocations.load();
        }
        CHECK(used == 0);
        CHECK(code == (warnings.empty() ? iri::errc::ok : iri::errc::raised_warning));
    }
}

TEST_CASE("parse_scheme_specific allocates nothing, valid, invalid or unknown", "[allocations][schemes]") {
    std::vector<std::string> const texts = {"urn:example:a123,z456?+abc?=xyz#f",
                                            "urn:x:",
                                            "urn:ab:c?d",
                                            "data:text/plain;charset=utf-8;base64,SGVsbG8h#f",
                                            "data:;base64,!!!!",
                                            "data:text,x",
                                            "mailto:%22not%40me%22@example.org?subject=caf%C3%A9#f",
                                            "mailto:a..b@example.org",
                                            "http://example.org/",
                                            "foo://example.org/",
                                            "a/b"};
    std::vector<iri::parse_result> parsed;
    for (auto const& t : texts) parsed.push_back(iri::parse(t));
    for (std::size_t i = 0; i < texts.size(); ++i) {
        INFO(texts[i]);
        REQUIRE(parsed[i]);
        std::size_t used = 0;
        {
            count_scope scope;
            iri::scheme_result const s = iri::parse_scheme_specific(parsed[i].value());
            observed = s.components().size() + s.error().byte_offset;
            used = allocations.load();
        }
        CHECK(used == 0);
    }
}
