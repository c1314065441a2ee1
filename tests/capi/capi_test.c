/* The C API (<iri/iri.h>) from plain C11: parse with offsets, diagnostics,
 * every pass with its required-size protocol, NULL arguments, invalid
 * UTF-8, and two threads at once. Prints "N passed, M failed"; exits 1 on a
 * failure. Built with gcc and clang, -std=c11 -Wall -Wextra -Werror
 * (tests/capi/CMakeLists.txt). */
#include "check.h"

#include <iri/iri.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The span's text equals `expected`. */
static int span_is(const char* text, iri_span s, const char* expected) {
    return s.present && s.length == strlen(expected) && memcmp(text + s.offset, expected, s.length) == 0;
}

static void test_parse(void) {
    /* The README's example: offsets in bytes. */
    const char* text =
        "http://\xE4\xBE\x8B\xE3\x81\x88.\xE3\x83\x86\xE3\x82\xB9\xE3\x83\x88/"
        "\xE3\x83\x91\xE3\x82\xB9?q=\xE5\x80\xA4#frag";
    iri_components c;
    iri_diagnostic e;
    CHECK(iri_parse(text, strlen(text), IRI_ENTRY_IRI_REFERENCE, &c, &e) == IRI_OK);
    CHECK(e.code == IRI_OK);
    CHECK(c.kind == IRI_REFERENCE_IRI);
    CHECK(c.scheme.present && c.scheme.offset == 0 && c.scheme.length == 4);
    CHECK(c.authority.present && c.authority.offset == 7 && c.authority.length == 16);
    CHECK(!c.userinfo.present);
    CHECK(c.host.offset == 7 && c.host.length == 16 && c.host_kind == IRI_HOST_REG_NAME);
    CHECK(span_is(text, c.host, "\xE4\xBE\x8B\xE3\x81\x88.\xE3\x83\x86\xE3\x82\xB9\xE3\x83\x88"));
    CHECK(!c.port.present);
    CHECK(c.path.present && c.path.offset == 23 && c.path.length == 7 && c.path_kind == IRI_PATH_ABEMPTY);
    CHECK(c.query.offset == 31 && span_is(text, c.query, "q=\xE5\x80\xA4"));
    CHECK(c.fragment.offset == 37 && span_is(text, c.fragment, "frag"));

    /* Absent and present-but-empty differ. */
    CHECK(iri_parse("http://a?", 9, IRI_ENTRY_IRI_REFERENCE, &c, NULL) == IRI_OK);
    CHECK(c.query.present && c.query.length == 0 && c.query.offset == 9);
    CHECK(!c.fragment.present);
    CHECK(iri_parse("http://a", 8, IRI_ENTRY_IRI_REFERENCE, &c, NULL) == IRI_OK);
    CHECK(!c.query.present);

    /* Host kinds, ports, relative references. */
    CHECK(iri_parse("//u@[::1]:8080/p", 16, IRI_ENTRY_IRI_REFERENCE, &c, NULL) == IRI_OK);
    CHECK(c.kind == IRI_REFERENCE_RELATIVE && c.host_kind == IRI_HOST_IPV6);
    CHECK(span_is("//u@[::1]:8080/p", c.userinfo, "u") && span_is("//u@[::1]:8080/p", c.port, "8080"));
    CHECK(iri_parse("a/b", 3, IRI_ENTRY_IRI_REFERENCE, &c, NULL) == IRI_OK && c.path_kind == IRI_PATH_NOSCHEME);

    /* Entry points. */
    CHECK(iri_is_valid("//g?y#s", 7, IRI_ENTRY_IRELATIVE_REF) == 1);
    CHECK(iri_is_valid("//g?y#s", 7, IRI_ENTRY_IRI) == 0);
    CHECK(iri_is_valid("http://a/#f", 11, IRI_ENTRY_ABSOLUTE_IRI) == 0);
    CHECK(iri_is_valid("http://a/\xC3\xA9", 11, IRI_ENTRY_URI_REFERENCE) == 0);
    CHECK(iri_is_valid("http://a/\xC3\xA9", 11, IRI_ENTRY_IRI) == 1);
    /* The empty reference, also as a NULL pointer with length 0. */
    CHECK(iri_is_valid("", 0, IRI_ENTRY_IRI_REFERENCE) == 1);
    CHECK(iri_is_valid(NULL, 0, IRI_ENTRY_IRI_REFERENCE) == 1);
    /* A length, not a NUL, ends the input. */
    CHECK(iri_is_valid("http://a/ b", 10, IRI_ENTRY_IRI) == 0);
    CHECK(iri_is_valid("http://a/ b", 9, IRI_ENTRY_IRI) == 1);
    CHECK(iri_is_valid("http://a/\0b", 11, IRI_ENTRY_IRI) == 0);
}

static void test_errors(void) {
    iri_components c;
    iri_diagnostic e;
    char message[256];

    /* Private use outside the query: the README's diagnostic. */
    const char* text = "http://a/\xEE\x80\x80";
    CHECK(iri_parse(text, strlen(text), IRI_ENTRY_IRI_REFERENCE, &c, &e) == IRI_PRIVATE_USE_OUTSIDE_IQUERY);
    CHECK(e.code == IRI_PRIVATE_USE_OUTSIDE_IQUERY);
    CHECK(e.byte_offset == 9 && e.offset == 9);
    CHECK(e.has_code_point && e.code_point == 0xE000);
    CHECK(strcmp(e.production, "ipath-abempty") == 0);
    CHECK(!c.scheme.present && !c.path.present); /* zeroed on failure */
    size_t n = iri_diagnostic_message(&e, message, sizeof message);
    CHECK(n == strlen(message));
    CHECK(strstr(message, "ipath-abempty: U+E000") == message);
    CHECK(strstr(message, "%EE%80%80") != NULL);
    /* snprintf-like: the length without a buffer, truncation with a small one. */
    CHECK(iri_diagnostic_message(&e, NULL, 0) == n);
    char small[6];
    CHECK(iri_diagnostic_message(&e, small, sizeof small) == n);
    CHECK(strcmp(small, "ipath") == 0);

    /* Code point offsets differ from byte offsets after non-ASCII text. */
    text = "http://\xC3\xA9/a b";
    CHECK(iri_parse(text, strlen(text), IRI_ENTRY_IRI_REFERENCE, &c, &e) != IRI_OK);
    CHECK(e.byte_offset == 11 && e.offset == 10);

    /* Invalid UTF-8: the byte, no code point. */
    CHECK(iri_parse("http://a/\xFF", 10, IRI_ENTRY_IRI_REFERENCE, &c, &e) == IRI_INVALID_UTF8);
    CHECK(e.byte_offset == 9 && e.byte == 0xFF && !e.has_code_point);
    iri_diagnostic_message(&e, message, sizeof message);
    CHECK(strstr(message, "0xFF") != NULL);
    CHECK(iri_is_valid("http://a/\xC0\xAF", 11, IRI_ENTRY_IRI_REFERENCE) == 0);
    CHECK(iri_is_valid("\xED\xA0\x80", 3, IRI_ENTRY_IRI_REFERENCE) == 0); /* a surrogate */

    /* End of input. */
    CHECK(iri_parse("http://[::1", 11, IRI_ENTRY_IRI, &c, &e) == IRI_UNEXPECTED_END_OF_INPUT);
    CHECK(e.byte_offset == 11);

    /* Names. */
    CHECK(strcmp(iri_status_name(IRI_OK), "ok") == 0);
    CHECK(strcmp(iri_status_name(IRI_INVALID_UTF8), "invalid_utf8") == 0);
    CHECK(strcmp(iri_status_name(IRI_RAISED_WARNING), "raised_warning") == 0);
    CHECK(strcmp(iri_status_name(IRI_BUFFER_TOO_SMALL), "buffer_too_small") == 0);
    CHECK(strcmp(iri_status_name(IRI_INVALID_URL), "invalid_url") == 0);
    CHECK(strcmp(iri_status_name((iri_status)55), "unknown") == 0);
    CHECK(strlen(iri_version()) >= 5);
}

static void test_null_arguments(void) {
    iri_components c;
    iri_diagnostic e;
    char out[64];
    size_t length = 99;
    int equivalent = 7;

    CHECK(iri_is_valid(NULL, 3, IRI_ENTRY_IRI_REFERENCE) == 0);
    CHECK(iri_is_valid("a", 1, (iri_entry)42) == 0);
    CHECK(iri_parse(NULL, 3, IRI_ENTRY_IRI_REFERENCE, &c, &e) == IRI_INVALID_ARGUMENT);
    CHECK(e.code == IRI_INVALID_ARGUMENT);
    CHECK(iri_parse("a", 1, IRI_ENTRY_IRI_REFERENCE, NULL, &e) == IRI_INVALID_ARGUMENT);
    CHECK(iri_parse("a", 1, (iri_entry)-1, &c, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(iri_to_uri(NULL, 1, NULL, out, sizeof out, &length, &e) == IRI_INVALID_ARGUMENT && length == 0);
    CHECK(iri_to_uri("a", 1, NULL, NULL, 5, &length, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(iri_to_iri(NULL, 1, NULL, out, sizeof out, &length, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(iri_resolve(NULL, 1, "g", 1, NULL, out, sizeof out, &length, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(iri_resolve("http://a/", 9, NULL, 1, NULL, out, sizeof out, &length, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(iri_relativize("http://a/", 9, NULL, 2, out, sizeof out, &length, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(iri_normalize(NULL, 1, IRI_LEVEL_SYNTAX, 0, out, sizeof out, &length, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(iri_normalize("a", 1, (iri_comparison_level)9, 0, out, sizeof out, &length, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(iri_compare("a", 1, "a", 1, IRI_LEVEL_SYNTAX, 0, NULL, NULL, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(iri_compare(NULL, 1, "a", 1, IRI_LEVEL_SYNTAX, 0, &equivalent, NULL, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(equivalent == 0);
    CHECK(iri_check("a", 1, NULL, 0, NULL, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(iri_check("a", 1, NULL, 4, &length, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(iri_diagnostic_message(NULL, out, sizeof out) == 0);
    iri_to_uri_options bad = {0, (iri_idna_mode)17, NULL, NULL};
    CHECK(iri_to_uri("a", 1, &bad, out, sizeof out, &length, NULL) == IRI_INVALID_ARGUMENT);
    /* out_length may be NULL. */
    CHECK(iri_to_uri("a", 1, NULL, out, sizeof out, NULL, NULL) == IRI_OK && strcmp(out, "a") == 0);
}

/* The required-size protocol, on a pass that gives `expected`: a size-0
 * query, a buffer one byte short, the exact size, one more. */
typedef iri_status (*pass)(char* out, size_t size, size_t* length);

static void protocol(pass run, const char* expected) {
    size_t const want = strlen(expected);
    size_t length = 12345;
    CHECK(run(NULL, 0, &length) == IRI_BUFFER_TOO_SMALL && length == want);
    char* buffer = malloc(want + 2);
    if (buffer == NULL) abort();
    memset(buffer, 'x', want + 2);
    length = 0;
    CHECK(run(buffer, want, &length) == IRI_BUFFER_TOO_SMALL && length == want);
    CHECK(want == 0 || buffer[0] == '\0');
    CHECK(buffer[want] == 'x'); /* nothing written past the size given */
    length = 0;
    CHECK(run(buffer, want + 1, &length) == IRI_OK && length == want && strcmp(buffer, expected) == 0);
    length = 0;
    memset(buffer, 'x', want + 2);
    CHECK(run(buffer, want + 2, &length) == IRI_OK && length == want && strcmp(buffer, expected) == 0);
    free(buffer);
}

static const char durst[] = "http://www.example.org/D\xC3\xBCrst";

static iri_status run_to_uri(char* out, size_t size, size_t* length) {
    return iri_to_uri(durst, strlen(durst), NULL, out, size, length, NULL);
}
static iri_status run_to_uri_idna(char* out, size_t size, size_t* length) {
    iri_to_uri_options options = {0, IRI_IDNA_UTS46, NULL, NULL};
    const char* in = "http://r\xC3\xA9sum\xC3\xA9.example.org/";
    return iri_to_uri(in, strlen(in), &options, out, size, length, NULL);
}
static iri_status run_to_uri_latin1(char* out, size_t size, size_t* length) {
    iri_to_uri_options options = {0, IRI_IDNA_NONE, "iso-8859-1", NULL};
    return iri_to_uri("http://a/M\xE4rz", 13, &options, out, size, length, NULL);
}
static iri_status run_to_iri(char* out, size_t size, size_t* length) {
    const char* in = "http://www.example.org/D%C3%BCrst";
    return iri_to_iri(in, strlen(in), NULL, out, size, length, NULL);
}
static iri_status run_resolve(char* out, size_t size, size_t* length) {
    return iri_resolve("http://a/b/c/d;p?q", 18, "../g", 4, NULL, out, size, length, NULL);
}
static iri_status run_relativize(char* out, size_t size, size_t* length) {
    return iri_relativize("http://a/b/c/d;p?q", 18, "http://a/b/g", 12, out, size, length, NULL);
}
static iri_status run_normalize(char* out, size_t size, size_t* length) {
    const char* in = "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9";
    return iri_normalize(in, strlen(in), IRI_LEVEL_SYNTAX, 0, out, size, length, NULL);
}
static iri_status run_normalize_empty(char* out, size_t size, size_t* length) {
    return iri_normalize("", 0, IRI_LEVEL_SCHEME, 1, out, size, length, NULL);
}

static void test_passes(void) {
    protocol(run_to_uri, "http://www.example.org/D%C3%BCrst");
    protocol(run_to_uri_idna, "http://xn--rsum-bpad.example.org/");
    protocol(run_to_uri_latin1, "http://a/M%C3%A4rz");
    protocol(run_to_iri, durst);
    protocol(run_resolve, "http://a/b/g");
    protocol(run_relativize, "../g");
    protocol(run_normalize, "example://a/b/c/%7Bfoo%7D/ros\xC3\xA9");
    protocol(run_normalize_empty, "");

    char out[64];
    size_t length = 99;
    iri_diagnostic e;
    /* Errors come with the diagnostic and an empty output. */
    CHECK(iri_to_uri("http://a/\xFF", 10, NULL, out, sizeof out, &length, &e) == IRI_INVALID_UTF8);
    CHECK(e.byte_offset == 9 && length == 0 && out[0] == '\0');
    iri_to_uri_options unknown = {0, IRI_IDNA_NONE, "no-such-charset", NULL};
    CHECK(iri_to_uri("a", 1, &unknown, out, sizeof out, &length, &e) == IRI_UNKNOWN_CHARSET);
    CHECK(iri_resolve("a/b", 3, "g", 1, NULL, out, sizeof out, &length, &e) == IRI_BASE_NOT_ABSOLUTE);
    CHECK(e.input == 1);
    CHECK(iri_resolve("http://a/%", 10, "g", 1, NULL, out, sizeof out, &length, &e) == IRI_INVALID_BASE);
    CHECK(e.input == 1 && e.byte_offset == 9);
    {
        /* The parser's advice is kept in the base's message. */
        char base_message[160];
        CHECK(iri_resolve("http://a b/", 11, "g", 1, NULL, out, sizeof out, &length, &e) == IRI_INVALID_BASE);
        iri_diagnostic_message(&e, base_message, sizeof base_message);
        CHECK(strstr(base_message, "the base is not a valid IRI: U+0020 SPACE") != NULL);
        CHECK(strstr(base_message, "percent-encode it as %20") != NULL);
    }
    CHECK(iri_resolve("http://a/", 9, "g%zz", 4, NULL, out, sizeof out, &length, &e) == IRI_INVALID_PERCENT_ENCODING);
    CHECK(e.input == 2 && e.byte_offset == 1);
    iri_resolve_options lax = {1};
    CHECK(iri_resolve("http://a/b/c", 12, "http:g", 6, &lax, out, sizeof out, &length, NULL) == IRI_OK);
    CHECK(strcmp(out, "http://a/b/g") == 0);
    CHECK(iri_resolve("http://a/b/c", 12, "http:g", 6, NULL, out, sizeof out, &length, NULL) == IRI_OK);
    CHECK(strcmp(out, "http:g") == 0);
    CHECK(iri_relativize("http://a/", 9, "g", 1, out, sizeof out, &length, &e) == IRI_TARGET_NOT_ABSOLUTE);
    CHECK(iri_relativize("http://a/", 9, "http://b/./c", 12, out, sizeof out, &length, &e) == IRI_UNREACHABLE_TARGET);
    /* The diagnostic of the C API's own codes has a message too. */
    CHECK(iri_to_uri(durst, strlen(durst), NULL, out, 4, &length, &e) == IRI_BUFFER_TOO_SMALL);
    CHECK(e.code == IRI_BUFFER_TOO_SMALL);
    char message[128];
    CHECK(iri_diagnostic_message(&e, message, sizeof message) > 0 && strstr(message, "too small") != NULL);
    /* NFC on request. */
    CHECK(iri_normalize("http://a/e\xCC\x81", 12, IRI_LEVEL_SYNTAX, 1, out, sizeof out, &length, NULL) == IRI_OK);
    CHECK(strcmp(out, "http://a/\xC3\xA9") == 0 && length == 11);
}

static void test_compare(void) {
    int equivalent = -1;
    iri_comparison_level level = IRI_LEVEL_SCHEME;
    iri_diagnostic e;
    const char* a = "http://example.com";
    const char* b = "http://example.com:80/";
    CHECK(iri_compare(a, strlen(a), b, strlen(b), IRI_LEVEL_SCHEME, 0, &equivalent, &level, &e) == IRI_OK);
    CHECK(equivalent == 1 && level == IRI_LEVEL_SCHEME);
    CHECK(iri_compare(a, strlen(a), b, strlen(b), IRI_LEVEL_SYNTAX, 0, &equivalent, &level, &e) == IRI_OK);
    CHECK(equivalent == 0);
    CHECK(iri_compare("HTTP://a/", 9, "http://a/", 9, IRI_LEVEL_SCHEME, 0, &equivalent, &level, NULL) == IRI_OK);
    CHECK(equivalent == 1 && level == IRI_LEVEL_SYNTAX);
    CHECK(iri_compare("x", 1, "x", 1, IRI_LEVEL_SCHEME, 0, &equivalent, NULL, NULL) == IRI_OK && equivalent == 1);
    CHECK(iri_compare("http://a/", 9, "http://a/%", 10, IRI_LEVEL_SYNTAX, 0, &equivalent, &level, &e) ==
          IRI_INVALID_PERCENT_ENCODING);
    CHECK(e.input == 2 && e.byte_offset == 9 && equivalent == 0);
}

static void test_check(void) {
    const char* text = "http://example.org:80/r%e9sum%E9";
    iri_warning w[4];
    size_t count = 0;
    iri_diagnostic e;
    CHECK(iri_check(text, strlen(text), w, 4, &count, &e) == IRI_OK);
    CHECK(count == 3);
    CHECK(strcmp(iri_warning_code_name(w[0].code), "default_port") == 0);
    CHECK(strcmp(w[0].component, "port") == 0 && w[0].byte_offset == 19 && w[0].length == 2);
    CHECK(strcmp(iri_warning_code_name(w[1].code), "lowercase_percent_hex") == 0);
    CHECK(w[1].byte_offset == 23 && w[1].severity == 1);
    CHECK(strcmp(iri_warning_code_name(w[2].code), "percent_not_utf8") == 0);
    CHECK(w[2].severity == 0);
    /* Too small: the first ones, and how many there are. */
    count = 0;
    memset(w, 0, sizeof w);
    CHECK(iri_check(text, strlen(text), w, 1, &count, &e) == IRI_BUFFER_TOO_SMALL);
    CHECK(count == 3 && strcmp(iri_warning_code_name(w[0].code), "default_port") == 0 && w[1].code == 0);
    CHECK(iri_check(text, strlen(text), NULL, 0, &count, NULL) == IRI_BUFFER_TOO_SMALL && count == 3);
    CHECK(iri_check(text, strlen(text), w, 3, &count, NULL) == IRI_OK && count == 3);
    /* No warnings; an invalid text. */
    CHECK(iri_check("http://a/", 9, NULL, 0, &count, NULL) == IRI_OK && count == 0);
    CHECK(iri_check("http://a/\xFF", 10, w, 4, &count, &e) == IRI_INVALID_UTF8 && count == 0);
    CHECK(strcmp(iri_warning_code_name(1), "bidi_mixed_direction") == 0);
    CHECK(strcmp(iri_warning_code_name(19), "bidi_control_character") == 0);
    CHECK(strcmp(iri_warning_code_name(20), "scheme_syntax") == 0);
    CHECK(strcmp(iri_warning_code_name(0), "unknown") == 0);
    CHECK(strcmp(iri_warning_code_name(1000), "unknown") == 0);
    CHECK(strcmp(iri_warning_code_name(-3), "unknown") == 0);
}

/* Two threads validating, parsing and converting at once must agree with
 * one thread. */
enum { rounds = 2000 };

static void* worker(void* arg) {
    const char* text = arg;
    size_t const n = strlen(text);
    long bad = 0;
    char out[256];
    for (int i = 0; i < rounds; ++i) {
        iri_components c;
        iri_diagnostic e;
        size_t length = 0;
        if (!iri_is_valid(text, n, IRI_ENTRY_IRI_REFERENCE)) ++bad;
        if (iri_parse(text, n, IRI_ENTRY_IRI_REFERENCE, &c, &e) != IRI_OK || !c.host.present) ++bad;
        if (iri_to_uri(text, n, NULL, out, sizeof out, &length, &e) != IRI_OK) ++bad;
        if (iri_parse("http://a/\xEE\x80\x80", 12, IRI_ENTRY_IRI_REFERENCE, &c, &e) == IRI_OK || e.byte_offset != 9)
            ++bad;
        if (strcmp(iri_warning_code_name(3), "not_nfc") != 0) ++bad;
    }
    return (void*)bad;
}

static void test_threads(void) {
    pthread_t t[2];
    char* texts[2] = {"http://\xE4\xBE\x8B\xE3\x81\x88.example/p?q#f", "ftp://user@[::1]:21/a/b"};
    int started = 0;
    for (int i = 0; i < 2; ++i)
        if (pthread_create(&t[i], NULL, worker, texts[i]) == 0) ++started;
    CHECK(started == 2);
    for (int i = 0; i < started; ++i) {
        void* bad = NULL;
        pthread_join(t[i], &bad);
        CHECK(bad == NULL);
    }
}

int main(void) {
    test_parse();
    test_errors();
    test_null_arguments();
    test_passes();
    test_compare();
    test_check();
    test_threads();
    return finish();
}
