// Uses an installed iri: the parser, a pass that needs ICU (UTS #46 host
// mapping) and one that needs Boost.Locale (a legacy charset), so that a
// static libiri.a links only if its dependencies come along. Prints the
// version so that the test can tell it found the installed one.
#include <iri/iri.hpp>

#include <cstdio>
#include <string_view>

static_assert(iri::version().major == IRI_VERSION_MAJOR);

int main() {
    iri::parse_result const parsed = iri::parse("http://例え.テスト/パス?q=値#frag");
    if (!parsed || *parsed->host() != "例え.テスト") return 1;

    iri::to_uri_options idna;
    idna.idna = iri::idna_mode::uts46;
    iri::text_result const ascii_host = iri::to_uri("http://résumé.example.org/", idna);
    if (!ascii_host || ascii_host.value() != "http://xn--rsum-bpad.example.org/") return 2;

    iri::to_uri_options latin1;
    latin1.from_charset = "iso-8859-1";
    iri::text_result const converted = iri::to_uri("http://a/M\xE4rz", latin1);
    if (!converted || converted.value() != "http://a/M%C3%A4rz") return 3;

    std::printf("iri %s\n", IRI_VERSION_STRING);
    return std::string_view(IRI_VERSION_STRING) == iri::version().string ? 0 : 4;
}
