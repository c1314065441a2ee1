/* The C API of the URL Standard (iri_url_*, <iri/iri.h>) from plain C11:
 * cases of WPT's urltestdata.json and setters_tests.json
 * (tests/data/wpt/), a base, a legacy encoding, failures with their
 * validation error and offsets, the validation errors of a repaired URL,
 * the required-size protocol of the getters, and NULL arguments. Prints
 * "N passed, M failed"; exits 1 on a failure. Built with gcc and clang,
 * -std=c11 -Wall -Wextra -Werror (tests/capi/CMakeLists.txt). */
#include "check.h"

#include <iri/iri.h>

#include <stdlib.h>
#include <string.h>

/* The getter of `component` equals `expected`. */
static int get_is(const iri_url* url, iri_url_component component, const char* expected) {
    char out[256];
    size_t length = 0;
    return iri_url_get(url, component, out, sizeof out, &length) == IRI_OK && length == strlen(expected) &&
           strcmp(out, expected) == 0;
}

static iri_url* parse(const char* input, const iri_url* base) {
    iri_url* url = NULL;
    if (iri_url_parse(input, strlen(input), base, NULL, &url, NULL) != IRI_OK) return NULL;
    return url;
}

/* urltestdata.json: "http://user:pass@foo:21/bar;par?b#c" against
 * "http://example.org/foo/bar", every getter. */
static void test_every_getter(void) {
    iri_url* base = parse("http://example.org/foo/bar", NULL);
    CHECK(base != NULL);
    iri_url* url = parse("http://user:pass@foo:21/bar;par?b#c", base);
    CHECK(url != NULL);
    CHECK(get_is(url, IRI_URL_HREF, "http://user:pass@foo:21/bar;par?b#c"));
    CHECK(get_is(url, IRI_URL_ORIGIN, "http://foo:21"));
    CHECK(get_is(url, IRI_URL_PROTOCOL, "http:"));
    CHECK(get_is(url, IRI_URL_USERNAME, "user"));
    CHECK(get_is(url, IRI_URL_PASSWORD, "pass"));
    CHECK(get_is(url, IRI_URL_HOST, "foo:21"));
    CHECK(get_is(url, IRI_URL_HOSTNAME, "foo"));
    CHECK(get_is(url, IRI_URL_PORT, "21"));
    CHECK(get_is(url, IRI_URL_PATHNAME, "/bar;par"));
    CHECK(get_is(url, IRI_URL_SEARCH, "?b"));
    CHECK(get_is(url, IRI_URL_HASH, "#c"));
    iri_url_free(url);

    /* Tab and newline removed, resolved against the base. */
    const char* input = "http://example\t.\norg";
    CHECK(iri_url_parse(input, strlen(input), base, NULL, &url, NULL) == IRI_OK);
    CHECK(get_is(url, IRI_URL_HREF, "http://example.org/") && get_is(url, IRI_URL_PATHNAME, "/"));
    CHECK(get_is(url, IRI_URL_SEARCH, "") && get_is(url, IRI_URL_HASH, "") && get_is(url, IRI_URL_PORT, ""));
    iri_url_free(url);

    /* A relative reference needs the base. */
    url = parse("../x?y", base);
    CHECK(url != NULL && get_is(url, IRI_URL_HREF, "http://example.org/x?y"));
    iri_url_free(url);
    iri_url_free(base);

    /* docs/c-api.md's example. */
    base = parse("http://example.org/a/b", NULL);
    url = parse("../c?q", base);
    CHECK(iri_url_set(url, IRI_URL_PORT, "8080", 4, NULL, NULL) == IRI_OK);
    CHECK(get_is(url, IRI_URL_HREF, "http://example.org:8080/c?q"));
    iri_url_free(url);
    iri_url_free(base);

    /* Non-ASCII: userinfo percent-encoded, host through domain to ASCII. */
    url = parse("http://\xC3\xA9@\xC3\xA9", NULL);
    CHECK(url != NULL);
    CHECK(get_is(url, IRI_URL_HREF, "http://%C3%A9@xn--9ca/"));
    CHECK(get_is(url, IRI_URL_USERNAME, "%C3%A9") && get_is(url, IRI_URL_HOSTNAME, "xn--9ca"));
    CHECK(get_is(url, IRI_URL_ORIGIN, "http://xn--9ca"));
    iri_url_free(url);

    /* A non-special URL with an opaque path: an opaque origin. */
    url = parse("mailto:a@b", NULL);
    CHECK(url != NULL && get_is(url, IRI_URL_PATHNAME, "a@b") && get_is(url, IRI_URL_ORIGIN, "null"));
    CHECK(get_is(url, IRI_URL_HOST, ""));
    iri_url_free(url);
}

/* Failures: the status, no handle, the validation error and its offsets
 * in bytes and in code points. */
static void test_failures(void) {
    iri_url* url = (iri_url*)&url; /* not NULL: the call must clear it */
    iri_url_error e;
    /* urltestdata.json: "http://f:b/c" fails (the port). */
    CHECK(iri_url_parse("http://f:b/c", 12, NULL, NULL, &url, &e) == IRI_INVALID_URL);
    CHECK(url == NULL);
    CHECK(e.code == IRI_URL_PORT_INVALID && e.byte_offset == 9 && e.offset == 9);
    CHECK(strcmp(iri_url_validation_name(e.code), "port-invalid") == 0);
    /* "file://[example]/" fails in the host. */
    CHECK(iri_url_parse("file://[example]/", 17, NULL, NULL, &url, &e) == IRI_INVALID_URL && url == NULL);
    CHECK(e.code == IRI_URL_IPV6_INVALID_CODE_POINT);
    /* A relative reference without a base. */
    CHECK(iri_url_parse("/x", 2, NULL, NULL, &url, &e) == IRI_INVALID_URL);
    CHECK(e.code == IRI_URL_MISSING_SCHEME_NON_RELATIVE_URL && e.byte_offset == 0);
    /* Offsets after non-ASCII text: "é" is 2 bytes and 1 code point. */
    const char* input = "http://a\xC3\xA9:x/";
    CHECK(iri_url_parse(input, strlen(input), NULL, NULL, &url, &e) == IRI_INVALID_URL);
    CHECK(e.code == IRI_URL_PORT_INVALID && e.byte_offset == 11 && e.offset == 10);
    /* `failure` may be NULL. */
    CHECK(iri_url_parse("http://f:b/c", 12, NULL, NULL, &url, NULL) == IRI_INVALID_URL);
    char message[128];
    iri_diagnostic d;
    memset(&d, 0, sizeof d);
    d.code = IRI_INVALID_URL;
    CHECK(iri_diagnostic_message(&d, message, sizeof message) > 0 && strstr(message, "URL Standard") != NULL);
}

/* The validation errors of a URL the parser repaired. */
static void test_validation_errors(void) {
    const char* input = " http:\\\\a/b";
    iri_url* url = parse(input, NULL);
    CHECK(url != NULL && get_is(url, IRI_URL_HREF, "http://a/b"));
    iri_url_error errors[8];
    size_t count = 0;
    CHECK(iri_url_validation_errors(url, errors, 8, &count) == IRI_OK);
    /* The leading space; then "\\" where "//" belongs: the special
     * authority slashes state and the ignore-slashes state both report the
     * first backslash (§4.4), the second reports the second. */
    CHECK(count == 4);
    CHECK(errors[0].code == IRI_URL_INVALID_URL_UNIT && errors[0].byte_offset == 0);
    CHECK(errors[1].code == IRI_URL_SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS && errors[1].byte_offset == 6);
    CHECK(errors[2].code == IRI_URL_SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS && errors[2].byte_offset == 6);
    CHECK(errors[3].code == IRI_URL_SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS && errors[3].byte_offset == 7);
    /* Too small: the first ones and how many there are. */
    memset(errors, 0, sizeof errors);
    CHECK(iri_url_validation_errors(url, errors, 1, &count) == IRI_BUFFER_TOO_SMALL && count == 4);
    CHECK(errors[0].code == IRI_URL_INVALID_URL_UNIT && errors[1].byte_offset == 0);
    CHECK(iri_url_validation_errors(url, NULL, 0, &count) == IRI_BUFFER_TOO_SMALL && count == 4);
    iri_url_free(url);
    url = parse("http://a/", NULL);
    CHECK(iri_url_validation_errors(url, NULL, 0, &count) == IRI_OK && count == 0);
    iri_url_free(url);
    CHECK(strcmp(iri_url_validation_name(IRI_URL_SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS),
                 "special-scheme-missing-following-solidus") == 0);
    CHECK(strcmp(iri_url_validation_name(IRI_URL_IPV4_NON_DECIMAL_PART), "IPv4-non-decimal-part") == 0);
    CHECK(strcmp(iri_url_validation_name(IRI_URL_OUT_OF_MEMORY), "out-of-memory") == 0);
    CHECK(strcmp(iri_url_validation_name((iri_url_validation)30), "unknown") == 0);
    CHECK(strcmp(iri_url_validation_name((iri_url_validation)-1), "unknown") == 0);
}

/* A document in windows-1252: a special URL's query is encoded into it,
 * the path stays UTF-8; an unknown label is UTF-8. */
static void test_encoding(void) {
    const char* input = "http://a/\xC3\xA9?\xC3\xA9";
    iri_url* url = NULL;
    CHECK(iri_url_parse(input, strlen(input), NULL, "windows-1252", &url, NULL) == IRI_OK);
    CHECK(get_is(url, IRI_URL_HREF, "http://a/%C3%A9?%E9"));
    iri_url_free(url);
    CHECK(iri_url_parse(input, strlen(input), NULL, "no-such-label", &url, NULL) == IRI_OK);
    CHECK(get_is(url, IRI_URL_SEARCH, "?%C3%A9"));
    iri_url_free(url);
    /* Not a special URL: the query is UTF-8 whatever the encoding. */
    input = "x://a/?\xC3\xA9";
    CHECK(iri_url_parse(input, strlen(input), NULL, "windows-1252", &url, NULL) == IRI_OK);
    CHECK(get_is(url, IRI_URL_SEARCH, "?%C3%A9"));
    iri_url_free(url);
}

/* One case of setters_tests.json: `href` with `component` set to `value`
 * gives `expected_href`, and *changed is `changed`. */
static void setter(const char* href, iri_url_component component, const char* value, const char* expected_href,
                   int changed) {
    iri_url* url = parse(href, NULL);
    CHECK(url != NULL);
    int did = -1;
    CHECK(iri_url_set(url, component, value, strlen(value), &did, NULL) == IRI_OK);
    CHECK(did == changed);
    CHECK(get_is(url, IRI_URL_HREF, expected_href));
    iri_url_free(url);
}

static void test_setters(void) {
    setter("a://example.net", IRI_URL_PROTOCOL, "b", "b://example.net", 1);
    setter("a://example.net", IRI_URL_PROTOCOL, "", "a://example.net", 0);
    setter("http://example.net:8080", IRI_URL_PORT, "", "http://example.net/", 1);
    setter("unix:/run/foo.socket", IRI_URL_USERNAME, "me", "unix:/run/foo.socket", 0);
    setter("unix:/run/foo.socket", IRI_URL_PASSWORD, "secret", "unix:/run/foo.socket", 0);
    setter("sc://x/", IRI_URL_HOST, "\t", "sc:///", 1);
    setter("sc://x/", IRI_URL_HOSTNAME, "\t", "sc:///", 1);
    setter("data:original", IRI_URL_PATHNAME, "new value", "data:original", 0);
    setter("https://example.net?lang=en-US#nav", IRI_URL_SEARCH, "lang=fr", "https://example.net/?lang=fr#nav", 1);
    setter("https://example.net#nav", IRI_URL_HASH, "main", "https://example.net/#main", 1);
    setter("file:///var/log/system.log", IRI_URL_HREF, "http://0300.168.0xF0", "http://192.168.0.240/", 1);

    /* The host setter stops at the port: "h:x" sets the host only. */
    iri_url* url = parse("http://a:1/", NULL);
    CHECK(iri_url_set(url, IRI_URL_HOST, "h:x", 3, NULL, NULL) == IRI_OK);
    CHECK(get_is(url, IRI_URL_HOST, "h:1"));
    /* href that does not parse: an error, the URL unchanged. */
    iri_url_error e;
    int changed = -1;
    CHECK(iri_url_set(url, IRI_URL_HREF, "/relative", 9, &changed, &e) == IRI_INVALID_URL);
    CHECK(changed == 0 && e.code == IRI_URL_MISSING_SCHEME_NON_RELATIVE_URL);
    CHECK(get_is(url, IRI_URL_HREF, "http://h:1/"));
    /* href replaces the validation errors too. */
    size_t count = 9;
    CHECK(iri_url_set(url, IRI_URL_HREF, "http:\\\\b", 8, &changed, &e) == IRI_OK && changed == 1);
    CHECK(iri_url_validation_errors(url, NULL, 0, &count) == IRI_BUFFER_TOO_SMALL && count == 3);
    /* origin has no setter. */
    CHECK(iri_url_set(url, IRI_URL_ORIGIN, "http://c", 8, &changed, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(get_is(url, IRI_URL_HREF, "http://b/"));
    iri_url_free(url);
}

/* The getters' required-size protocol and the C API's NULL rules. */
static void test_arguments(void) {
    iri_url* url = parse("http://example.org/p", NULL);
    char out[64];
    size_t length = 0;
    memset(out, 'x', sizeof out);
    CHECK(iri_url_get(url, IRI_URL_HREF, NULL, 0, &length) == IRI_BUFFER_TOO_SMALL && length == 20);
    CHECK(iri_url_get(url, IRI_URL_HREF, out, 20, &length) == IRI_BUFFER_TOO_SMALL && out[0] == '\0');
    CHECK(out[20] == 'x');
    CHECK(iri_url_get(url, IRI_URL_HREF, out, 21, &length) == IRI_OK && strcmp(out, "http://example.org/p") == 0);
    CHECK(iri_url_get(url, IRI_URL_HREF, out, sizeof out, NULL) == IRI_OK);
    CHECK(iri_url_get(url, (iri_url_component)11, out, sizeof out, &length) == IRI_INVALID_ARGUMENT);
    CHECK(iri_url_get(url, (iri_url_component)-1, out, sizeof out, &length) == IRI_INVALID_ARGUMENT);
    CHECK(iri_url_get(NULL, IRI_URL_HREF, out, sizeof out, &length) == IRI_INVALID_ARGUMENT && length == 0);
    CHECK(iri_url_get(url, IRI_URL_HREF, NULL, 5, &length) == IRI_INVALID_ARGUMENT);
    CHECK(iri_url_set(NULL, IRI_URL_HASH, "a", 1, NULL, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(iri_url_set(url, IRI_URL_HASH, NULL, 1, NULL, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(iri_url_set(url, (iri_url_component)42, "a", 1, NULL, NULL) == IRI_INVALID_ARGUMENT);
    /* A NULL value with length 0 is the empty string: the hash removed. */
    CHECK(iri_url_set(url, IRI_URL_HASH, "f", 1, NULL, NULL) == IRI_OK && get_is(url, IRI_URL_HASH, "#f"));
    CHECK(iri_url_set(url, IRI_URL_HASH, NULL, 0, NULL, NULL) == IRI_OK && get_is(url, IRI_URL_HASH, ""));
    size_t count = 0;
    CHECK(iri_url_validation_errors(NULL, NULL, 0, &count) == IRI_INVALID_ARGUMENT);
    CHECK(iri_url_validation_errors(url, NULL, 0, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(iri_url_validation_errors(url, NULL, 3, &count) == IRI_INVALID_ARGUMENT);
    iri_url* other = NULL;
    CHECK(iri_url_parse("a:b", 3, NULL, NULL, NULL, NULL) == IRI_INVALID_ARGUMENT);
    CHECK(iri_url_parse(NULL, 3, NULL, NULL, &other, NULL) == IRI_INVALID_ARGUMENT && other == NULL);
    /* A NULL input with length 0 is "": no URL without a base, the base with one. */
    CHECK(iri_url_parse(NULL, 0, NULL, NULL, &other, NULL) == IRI_INVALID_URL);
    CHECK(iri_url_parse(NULL, 0, url, NULL, &other, NULL) == IRI_OK && get_is(other, IRI_URL_HREF, "http://example.org/p"));
    /* A length, not a NUL, ends the input. */
    iri_url_free(other);
    CHECK(iri_url_parse("http://a/bc", 10, NULL, NULL, &other, NULL) == IRI_OK && get_is(other, IRI_URL_PATHNAME, "/b"));
    iri_url_free(other);
    iri_url_free(url);
    iri_url_free(NULL);
}

int main(void) {
    test_every_getter();
    test_failures();
    test_validation_errors();
    test_encoding();
    test_setters();
    test_arguments();
    return finish();
}
