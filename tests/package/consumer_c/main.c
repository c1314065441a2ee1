/* Uses an installed iri from C: <iri/iri.h> only, built with
 * -std=c11 -Wall -Wextra -Werror. Parses, converts (a pass that needs ICU)
 * with the required-size protocol, and prints the library's version so
 * that the test can tell it found the installed one. */
#include <iri/iri.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    const char *text = "http://r\xC3\xA9sum\xC3\xA9.example.org/p?q#f";
    iri_components c;
    if (iri_parse(text, strlen(text), IRI_ENTRY_IRI_REFERENCE, &c, NULL) != IRI_OK) return 1;
    if (c.host.length != 20 || c.host_kind != IRI_HOST_REG_NAME) return 2;

    iri_to_uri_options options = {0, IRI_IDNA_UTS46, NULL, NULL};
    size_t length = 0;
    if (iri_to_uri(text, strlen(text), &options, NULL, 0, &length, NULL) != IRI_BUFFER_TOO_SMALL) return 3;
    char *uri = malloc(length + 1);
    if (uri == NULL) return 4;
    if (iri_to_uri(text, strlen(text), &options, uri, length + 1, &length, NULL) != IRI_OK) return 5;
    int const ok = strcmp(uri, "http://xn--rsum-bpad.example.org/p?q#f") == 0;
    free(uri);
    if (!ok) return 6;

    printf("iri %s\n", iri_version());
    return 0;
}
