/* The C API of the iri library (C11, or C++ through extern "C").
 *
 *   iri_components c;
 *   iri_diagnostic e;
 *   const char *text = "http://example.org/p?q#f";
 *   if (iri_parse(text, strlen(text), IRI_ENTRY_IRI_REFERENCE, &c, &e) == IRI_OK)
 *       printf("%.*s\n", (int)c.host.length, text + c.host.offset);     // example.org
 *
 * The same library as <iri/iri.hpp>, over plain types:
 *   - every input is a pointer and a length in bytes (any bytes: invalid
 *     UTF-8 is reported, never undefined behaviour); a NULL pointer is
 *     allowed with length 0 only;
 *   - iri_is_valid and iri_parse allocate nothing;
 *   - the passes (iri_to_uri, iri_to_iri, iri_resolve, iri_relativize,
 *     iri_normalize) write into a buffer the caller gives: when the text and
 *     its terminating NUL fit, they are written and *out_length is the
 *     length without the NUL; otherwise nothing but an empty string (when
 *     out_size > 0) is written, the status is IRI_BUFFER_TOO_SMALL and
 *     *out_length is the length needed, so that a buffer of
 *     *out_length + 1 bytes succeeds on the next call. iri_check does the
 *     same with an array of warnings;
 *   - a URL of the WHATWG URL Standard (iri_url_*) is the one object the
 *     library allocates for the caller: iri_url_parse makes it, iri_url_free
 *     frees it; its getters follow the protocol above;
 *   - every function is thread-safe (no shared mutable state) and throws
 *     nothing; a NULL where an argument is required gives
 *     IRI_INVALID_ARGUMENT;
 *   - the error out-parameters (iri_diagnostic *error) may be NULL.
 *
 * The status codes are stable: IRI_OK to IRI_RAISED_WARNING are the values
 * of iri::errc (<iri/error.hpp>); the codes of the C API alone start at 100.
 */
#ifndef IRI_IRI_H
#define IRI_IRI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The enums' type when the header is read as C++: int, so that every int
 * a C caller passes (an unknown value too, which the functions refuse
 * with IRI_INVALID_ARGUMENT) is a value of the enum there, as in C; without
 * a fixed type, C++ allows an enum only the values its bits can hold. */
#ifdef __cplusplus
#define IRI_ENUM_TYPE : int
#else
#define IRI_ENUM_TYPE
#endif

/* Visible from a shared libiri, whose other symbols are hidden. */
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

/* Why a call failed. The values never change meaning once released. */
typedef enum iri_status IRI_ENUM_TYPE {
    IRI_OK = 0,
    IRI_INVALID_UTF8 = 1, /* bytes that are not strictly valid UTF-8 */
    IRI_INVALID_PERCENT_ENCODING = 2, /* "%" not followed by two hex digits */
    IRI_DISALLOWED_CHARACTER = 3, /* a character no IRI may contain here */
    IRI_PRIVATE_USE_OUTSIDE_IQUERY = 4, /* iprivate outside iquery (RFC 3987 §2.2) */
    IRI_BIDI_FORMATTING_CHARACTER = 5, /* LRM, RLM, LRE, RLE, PDF, LRO, RLO (§4.1) */
    IRI_UNEXPECTED_CHARACTER = 6, /* allowed in IRIs, but not at this place */
    IRI_UNEXPECTED_END_OF_INPUT = 7, /* the input stops inside a production */
    IRI_BASE_NOT_ABSOLUTE = 8, /* a base for resolution without a scheme */
    IRI_INVALID_BASE = 9, /* a base for resolution that is not a valid IRI */
    IRI_TARGET_NOT_ABSOLUTE = 10, /* relativize: a target without a scheme */
    IRI_UNREACHABLE_TARGET = 11, /* relativize: no reference resolves to the target */
    IRI_OUT_OF_MEMORY = 12, /* a pass could not allocate */
    IRI_INVALID_HOST_NAME = 13, /* to_uri with IDNA: ToASCII rejects the host */
    IRI_UNKNOWN_CHARSET = 14, /* to_uri: no converter for the charset name */
    IRI_CHARSET_CONVERSION_FAILED = 15, /* to_uri: bytes invalid in the charset */
    IRI_INVALID_UNICODE_STRING = 16, /* (the C++ API's prepare only) */
    IRI_RAISED_WARNING = 17, /* check: a warning raised to an error */
    /* The C API's own codes. */
    IRI_BUFFER_TOO_SMALL = 100, /* see the required-size protocol above */
    IRI_INVALID_ARGUMENT = 101, /* a NULL where a pointer is needed, an unknown enum value */
    IRI_INTERNAL_ERROR = 102, /* an unexpected failure inside the library */
    IRI_INVALID_URL = 103 /* the URL Standard's parser fails (iri_url_error says why) */
} iri_status;

/* The grammar's entry points (iri::entry). Each is anchored at the end of
 * the input. */
typedef enum iri_entry IRI_ENUM_TYPE {
    IRI_ENTRY_IRI_REFERENCE = 0, /* RFC 3987 §2.2: IRI / irelative-ref */
    IRI_ENTRY_IRI = 1,
    IRI_ENTRY_ABSOLUTE_IRI = 2,
    IRI_ENTRY_IRELATIVE_REF = 3,
    IRI_ENTRY_URI_REFERENCE = 4 /* RFC 3986 §4.1: the ASCII grammar */
} iri_entry;

/* Which alternative of ihost matched (iri::host_kind). */
typedef enum iri_host_kind IRI_ENUM_TYPE {
    IRI_HOST_NONE = 0, /* no authority */
    IRI_HOST_IPV6 = 1, /* "[::1]" */
    IRI_HOST_IPVFUTURE = 2, /* "[v7.x]" */
    IRI_HOST_IPV4 = 3, /* "192.0.2.1" */
    IRI_HOST_REG_NAME = 4 /* ireg-name, possibly empty */
} iri_host_kind;

/* Which path production matched (iri::path_kind). */
typedef enum iri_path_kind IRI_ENUM_TYPE {
    IRI_PATH_ABEMPTY = 0,
    IRI_PATH_ABSOLUTE = 1,
    IRI_PATH_NOSCHEME = 2,
    IRI_PATH_ROOTLESS = 3,
    IRI_PATH_EMPTY = 4
} iri_path_kind;

/* Which top-level production matched (iri::reference_kind). */
typedef enum iri_reference_kind IRI_ENUM_TYPE {
    IRI_REFERENCE_IRI = 0, /* with a scheme */
    IRI_REFERENCE_RELATIVE = 1 /* irelative-ref */
} iri_reference_kind;

/* A component's place in the input, in bytes. "Absent" (present == 0) and
 * "present but empty" differ: "http://a?" has an empty query and no
 * fragment. */
typedef struct iri_span {
    size_t offset;
    size_t length;
    int present;
} iri_span;

typedef struct iri_components {
    iri_span scheme;
    iri_span authority; /* without the leading "//" */
    iri_span userinfo; /* without the trailing "@" */
    iri_span host; /* an IP-literal keeps its brackets */
    iri_span port; /* without the leading ":" */
    iri_span path; /* always present, possibly empty */
    iri_span query; /* without the leading "?" */
    iri_span fragment; /* without the leading "#" */
    iri_host_kind host_kind;
    iri_path_kind path_kind;
    iri_reference_kind kind;
} iri_components;

/* Why an input is not valid, and where (iri::diagnostic). */
typedef struct iri_diagnostic {
    iri_status code;
    size_t byte_offset; /* into the input, in bytes */
    size_t offset; /* the same in code points */
    int has_code_point; /* 0 at the end of the input or on invalid UTF-8 */
    uint32_t code_point; /* the offending character */
    unsigned char byte; /* the offending byte, for IRI_INVALID_UTF8 */
    int input; /* which input the offsets are in: 1 (the first or only
                             one: the base of resolve and relativize) or 2 */
    char production[48]; /* the ABNF production that stopped, NUL-terminated
                             ("ipath-abempty"), or "" */
    /* Private: read by iri_diagnostic_message. */
    const char* detail_;
    size_t detail_length_;
    int cause_; /* IRI_INVALID_BASE: the parser's code for the base */
} iri_diagnostic;

/* The sentence for a person: "ipath-abempty: U+E000 (private use) is only
 * allowed in iquery (RFC 3987 §2.2); percent-encode it as %EE%80%80".
 * Like snprintf: writes at most `size` bytes including a NUL (nothing when
 * size is 0) and returns the length of the whole message, without NUL.
 * Returns 0 when `diagnostic` is NULL or the message cannot be built (no
 * memory). */
size_t iri_diagnostic_message(const iri_diagnostic* diagnostic, char* buffer, size_t size);

/* The stable name of a status: "invalid_utf8", "buffer_too_small", ...;
 * "unknown" for a value that is no status. A static string. */
const char* iri_status_name(iri_status status);

/* The library's version, "MAJOR.MINOR.PATCH". A static string. */
const char* iri_version(void);

/* --- Parsing -------------------------------------------------------------- */

/* 1 when `text` is valid at `entry`, otherwise 0 (also for a NULL text with
 * a length, or an unknown entry). Allocates nothing. */
int iri_is_valid(const char* text, size_t length, iri_entry entry);

/* Parses `text` and fills `out` with the place of each component (`out` is
 * required). On failure `out` is zeroed and `error`, when given, receives
 * the diagnostic. Allocates nothing. */
iri_status iri_parse(const char* text, size_t length, iri_entry entry, iri_components* out, iri_diagnostic* error);

/* --- The passes: text into the caller's buffer ---------------------------- */

typedef enum iri_idna_mode IRI_ENUM_TYPE {
    IRI_IDNA_NONE = 0, /* the host is percent-encoded (§3.1 step 2) */
    IRI_IDNA_UTS46 = 1, /* UTS #46 ToASCII */
    IRI_IDNA_IDNA2003 = 2, /* IDNA2003 ToASCII, AllowUnassigned */
    IRI_IDNA_IDNA2003_CREATING = 3, /* IDNA2003 ToASCII without AllowUnassigned */
    IRI_IDNA_WHATWG = 4 /* the URL Standard's host parser */
} iri_idna_mode;

/* iri::to_uri_options; all zero (or a NULL pointer) is the default. */
typedef struct iri_to_uri_options {
    int lenient; /* also encode space < > " { } | \ ^ ` */
    iri_idna_mode idna;
    const char* from_charset; /* NUL-terminated charset name, or NULL for UTF-8 */
    const char* query_charset; /* NUL-terminated WHATWG label, or NULL */
} iri_to_uri_options;

/* iri::to_iri_options; all zero (or NULL) is the default. */
typedef struct iri_to_iri_options {
    int idn_unicode; /* "xn--" labels of a reg-name to Unicode (§3.2.1) */
} iri_to_iri_options;

/* iri::resolve_options; all zero (or NULL) is the default, strict. */
typedef struct iri_resolve_options {
    int non_strict; /* RFC 3986 §5.2.2: ignore a scheme equal to the base's */
} iri_resolve_options;

/* The rungs of RFC 3987 §5.3 (iri::comparison_level). */
typedef enum iri_comparison_level IRI_ENUM_TYPE {
    IRI_LEVEL_STRING = 0,
    IRI_LEVEL_SYNTAX = 1,
    IRI_LEVEL_SCHEME = 2
} iri_comparison_level;

/* RFC 3987 §3.1: the URI an IRI-reference maps to. */
iri_status iri_to_uri(const char* iri, size_t length, const iri_to_uri_options* options, char* out, size_t out_size,
                      size_t* out_length, iri_diagnostic* error);

/* RFC 3987 §3.2: the IRI a URI-reference maps to. */
iri_status iri_to_iri(const char* uri, size_t length, const iri_to_iri_options* options, char* out, size_t out_size,
                      size_t* out_length, iri_diagnostic* error);

/* RFC 3986 §5.2: `reference` resolved against `base`. Errors about the base
 * (IRI_INVALID_BASE, IRI_BASE_NOT_ABSOLUTE) have error->input 1, those
 * about the reference 2. */
iri_status iri_resolve(const char* base, size_t base_length, const char* reference, size_t reference_length,
                       const iri_resolve_options* options, char* out, size_t out_size, size_t* out_length,
                       iri_diagnostic* error);

/* The shortest reference that resolves against `base` to `target`. */
iri_status iri_relativize(const char* base, size_t base_length, const char* target, size_t target_length, char* out,
                          size_t out_size, size_t* out_length, iri_diagnostic* error);

/* RFC 3987 §5.3: the normal form at `level`, with NFC when `nfc` is not 0. */
iri_status iri_normalize(const char* reference, size_t length, iri_comparison_level level, int nfc, char* out,
                         size_t out_size, size_t* out_length, iri_diagnostic* error);

/* Climbs the ladder up to `level`. On IRI_OK, *equivalent is 1 or 0 and,
 * when 1, *level_matched (may be NULL) the lowest rung where they became
 * equal. An invalid input gives its parse error (error->input says which). */
iri_status iri_compare(const char* a, size_t a_length, const char* b, size_t b_length, iri_comparison_level level,
                       int nfc, int* equivalent, iri_comparison_level* level_matched, iri_diagnostic* error);

/* --- Checks beyond the grammar (<iri/check.hpp>) --------------------------- */

/* One finding of iri_check. `code` is an iri::warning_code value (stable;
 * docs/checks.md lists them), named by iri_warning_code_name. */
typedef struct iri_warning {
    int code;
    int severity; /* 0 info, 1 warning (iri::severity) */
    size_t byte_offset; /* into the checked text */
    size_t offset; /* the same in code points */
    size_t length; /* bytes of the text the finding is about, from byte_offset */
    int has_code_point;
    uint32_t code_point;
    char component[24]; /* the ABNF name of the component: "isegment", "ihost", ... */
} iri_warning;

/* Parses `text` as an IRI-reference and checks it. On IRI_OK, *count
 * warnings were written to `out`, in order of position. When there are more
 * than `capacity`, the first `capacity` are written, *count is the number
 * there are, and the status is IRI_BUFFER_TOO_SMALL. An invalid text gives
 * its parse error. `out` may be NULL when capacity is 0; `count` is
 * required. */
iri_status iri_check(const char* text, size_t length, iri_warning* out, size_t capacity, size_t* count,
                     iri_diagnostic* error);

/* "bidi_mixed_direction", ...; "unknown" for a value that is no code. A
 * static string. */
const char* iri_warning_code_name(int code);

/* --- The WHATWG URL Standard (<iri/url.hpp>) ------------------------------- */

/* A URL as the URL Standard's parser makes it (iri::url::url): what
 * browsers do with `new URL(input, base)`, repairs included. Opaque: made
 * by iri_url_parse, read by iri_url_get, changed by iri_url_set and freed
 * by iri_url_free. One handle may be read from several threads at once;
 * iri_url_set on it must not run beside anything else on it. */
typedef struct iri_url iri_url;

/* The Standard's validation errors (§1.3 "Validation", iri::url::validation),
 * named by iri_url_validation_name with the Standard's spelling. */
typedef enum iri_url_validation IRI_ENUM_TYPE {
    IRI_URL_DOMAIN_TO_ASCII = 0,
    IRI_URL_DOMAIN_TO_UNICODE = 1,
    IRI_URL_DOMAIN_INVALID_CODE_POINT = 2,
    IRI_URL_HOST_INVALID_CODE_POINT = 3,
    IRI_URL_IPV4_EMPTY_PART = 4,
    IRI_URL_IPV4_TOO_MANY_PARTS = 5,
    IRI_URL_IPV4_NON_NUMERIC_PART = 6,
    IRI_URL_IPV4_NON_DECIMAL_PART = 7,
    IRI_URL_IPV4_OUT_OF_RANGE_PART = 8,
    IRI_URL_IPV6_UNCLOSED = 9,
    IRI_URL_IPV6_INVALID_COMPRESSION = 10,
    IRI_URL_IPV6_TOO_MANY_PIECES = 11,
    IRI_URL_IPV6_MULTIPLE_COMPRESSION = 12,
    IRI_URL_IPV6_INVALID_CODE_POINT = 13,
    IRI_URL_IPV6_TOO_FEW_PIECES = 14,
    IRI_URL_IPV4_IN_IPV6_TOO_MANY_PIECES = 15,
    IRI_URL_IPV4_IN_IPV6_INVALID_CODE_POINT = 16,
    IRI_URL_IPV4_IN_IPV6_OUT_OF_RANGE_PART = 17,
    IRI_URL_IPV4_IN_IPV6_TOO_FEW_PARTS = 18,
    IRI_URL_INVALID_URL_UNIT = 19,
    IRI_URL_SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS = 20,
    IRI_URL_MISSING_SCHEME_NON_RELATIVE_URL = 21,
    IRI_URL_INVALID_REVERSE_SOLIDUS = 22,
    IRI_URL_INVALID_CREDENTIALS = 23,
    IRI_URL_HOST_MISSING = 24,
    IRI_URL_PORT_OUT_OF_RANGE = 25,
    IRI_URL_PORT_INVALID = 26,
    IRI_URL_FILE_INVALID_WINDOWS_DRIVE_LETTER = 27,
    IRI_URL_FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST = 28,
    IRI_URL_OUT_OF_MEMORY = 29 /* not the Standard's: memory ran out */
} iri_url_validation;

/* A validation error and where it is (iri::url::validation_error): the
 * offsets are in the input given to iri_url_parse or iri_url_set. */
typedef struct iri_url_error {
    iri_url_validation code;
    size_t byte_offset; /* in bytes */
    size_t offset; /* the same in code points */
} iri_url_error;

/* The URL interface's attributes (§6.1), for iri_url_get and iri_url_set. */
typedef enum iri_url_component IRI_ENUM_TYPE {
    IRI_URL_HREF = 0, /* the URL serializer's output (§4.5) */
    IRI_URL_ORIGIN = 1, /* read only; "null" for an opaque origin */
    IRI_URL_PROTOCOL = 2, /* the scheme and ':' */
    IRI_URL_USERNAME = 3,
    IRI_URL_PASSWORD = 4,
    IRI_URL_HOST = 5, /* the host and, when there is one, ':' and the port */
    IRI_URL_HOSTNAME = 6,
    IRI_URL_PORT = 7,
    IRI_URL_PATHNAME = 8,
    IRI_URL_SEARCH = 9, /* "" or '?' and the query */
    IRI_URL_HASH = 10 /* "" or '#' and the fragment */
} iri_url_component;

/* The URL constructor (§6.1): parses `input` (UTF-8; other bytes are
 * percent-encoded where the Standard keeps them) against `base` when it is
 * not NULL. `encoding` is NULL for UTF-8, or a NUL-terminated WHATWG label
 * ("windows-1252", "shift_jis") of the document the URL is in: a special
 * URL's query is encoded into it (§4.4 query state); an unknown label means
 * UTF-8. On IRI_OK, *out is a new URL for iri_url_free. When the Standard's
 * parser fails, the status is IRI_INVALID_URL, *out is NULL and `failure`
 * (may be NULL) receives the validation error that ended parsing; running
 * out of memory is IRI_OUT_OF_MEMORY. `out` is required. */
iri_status iri_url_parse(const char* input, size_t length, const iri_url* base, const char* encoding, iri_url** out,
                         iri_url_error* failure);

/* Frees a URL of iri_url_parse; NULL does nothing. */
void iri_url_free(iri_url* url);

/* The URL interface's getter of `component` (§6.1), by the required-size
 * protocol of the passes. */
iri_status iri_url_get(const iri_url* url, iri_url_component component, char* out, size_t out_size,
                       size_t* out_length);

/* The URL interface's setter of `component` (§6.1): as in a browser, a
 * value the Standard refuses changes nothing, or part of it ("h:x" as the
 * host sets the host and not the port), and is no error; *changed
 * (`changed` may be NULL) says whether the URL changed. IRI_URL_HREF
 * replaces the whole URL (and its validation errors) when `value` parses
 * on its own, and otherwise is IRI_INVALID_URL, the URL unchanged and
 * `failure` (may be NULL) filled as by iri_url_parse. IRI_URL_ORIGIN has
 * no setter: IRI_INVALID_ARGUMENT. */
iri_status iri_url_set(iri_url* url, iri_url_component component, const char* value, size_t length, int* changed,
                       iri_url_error* failure);

/* The validation errors met by the parse that made `url`, failure or not,
 * in the order met (at most 64 are kept), by the protocol of iri_check:
 * the first `capacity` in `out`, *count the number there are, and
 * IRI_BUFFER_TOO_SMALL when that is more. `count` is required. */
iri_status iri_url_validation_errors(const iri_url* url, iri_url_error* out, size_t capacity, size_t* count);

/* The Standard's name of a validation error: "invalid-URL-unit",
 * "IPv4-non-decimal-part", ...; "unknown" for a value that is none. A
 * static string. */
const char* iri_url_validation_name(iri_url_validation code);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#undef IRI_ENUM_TYPE

#ifdef __cplusplus
}
#endif

#endif /* IRI_IRI_H */
