// libFuzzer target: iri::url::parse, the WHATWG URL Standard's basic URL
// parser (<iri/url.hpp>), checked against what callers rely on:
//
// - a failure names a validation error, at an offset inside the input,
//   and is the last validation error recorded; the getters give "";
// - every validation error's offset lies inside the input (or at its end);
// - a URL's href parses again to the same href (§4.5: the serializer's
//   output is a fixed point of the parser), with the same getters;
// - href is put together from the getters as the serializer does;
// - parsed against a base, the same holds.
#include "fuzz/check.hpp"

#include <iri/url.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

void check_url(iri::url::url const& u, std::string_view text) {
    for (iri::url::validation_error const& e : u.validation_errors()) IRI_FUZZ_CHECK(e.offset <= text.size());
    IRI_FUZZ_CHECK(u.validation_errors().size() <= iri::url::url::max_validation_errors);
    if (!u) {
        IRI_FUZZ_CHECK(iri::url::name_of(u.error().code) != "unknown");
        IRI_FUZZ_CHECK(u.href().empty() && u.host().empty() && u.pathname().empty());
        IRI_FUZZ_CHECK(!u.validation_errors().empty());
        if (u.validation_errors().size() < iri::url::url::max_validation_errors)
            IRI_FUZZ_CHECK(u.validation_errors().back().code == u.error().code);
        return;
    }
    std::string_view const href = u.href();
    IRI_FUZZ_CHECK(href.substr(0, u.protocol().size()) == u.protocol());
    IRI_FUZZ_CHECK(href.size() >= u.protocol().size() + u.pathname().size() + u.search().size() + u.hash().size());
    iri::url::url const again = iri::url::parse(href);
    IRI_FUZZ_CHECK(again.ok());
    IRI_FUZZ_CHECK(again.href() == href);
    IRI_FUZZ_CHECK(again.host() == u.host() && again.pathname() == u.pathname() && again.search() == u.search() &&
                   again.hash() == u.hash() && again.origin() == u.origin());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    return iri_fuzz::run(data, size, [](std::string_view text) {
        check_url(iri::url::parse(text), text);
        static iri::url::url const http_base = iri::url::parse("http://user@example.org:8080/a/b?q#f");
        static iri::url::url const file_base = iri::url::parse("file:///C:/dir/file");
        check_url(iri::url::parse(text, &http_base), text);
        check_url(iri::url::parse(text, &file_base), text);
    });
}
