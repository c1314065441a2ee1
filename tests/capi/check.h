/* The assertions of the C API's tests (capi_test.c, url_test.c): CHECK
 * counts a passed or a failed condition and prints the failed ones;
 * finish() prints "N passed, M failed" and gives the exit status. */
#ifndef IRI_TESTS_CAPI_CHECK_H
#define IRI_TESTS_CAPI_CHECK_H

#include <stdio.h>

static int passed;
static int failed;

#define CHECK(cond)                                                            \
    do {                                                                       \
        if (cond) {                                                            \
            ++passed;                                                          \
        } else {                                                               \
            ++failed;                                                          \
            fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                      \
    } while (0)

static int finish(void) {
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}

#endif
