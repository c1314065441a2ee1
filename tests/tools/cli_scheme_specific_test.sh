#!/usr/bin/env bash
# Tests of `iri parse --scheme-specific` (<iri/scheme_specific.hpp>): the
# human lines and the "scheme_specific" JSON field for a valid URN, a URN
# its grammar rejects, an unknown scheme, a relative reference and an
# invalid input; the exit status; the help text.
#
#   cli_scheme_specific_test.sh PATH/TO/iri

source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"

# The human output: components by production name, in text order.
run parse --scheme-specific 'urn:example:a123,z456?+abc?=xyz#f'
expect_status "urn valid" 0
expect_stdout "urn valid" 'urn:example:a123,z456?+abc?=xyz#f
  scheme    "urn"
  userinfo  (absent)
  host      (absent)
  port      (absent)
  path      "example:a123,z456" (ipath-rootless)
  query     "+abc?=xyz"
  fragment  "f"
  scheme-specific: urn (RFC 8141 §2)
    NID            "example"
    NSS            "a123,z456"
    r-component    "abc"
    q-component    "xyz"
    f-component    "f"
'

# A valid IRI that RFC 8141 rejects: exit status 1, the error line.
run parse --scheme-specific 'urn:x:'
expect_status "urn invalid" 1
expect_in "urn invalid" "$tmp/out" "  scheme-specific: urn (RFC 8141 §2): error at character 5 (byte 5) in NID: " \
    "(RFC 8141 §2.1)"

# Unknown schemes and relative references are not errors.
run parse --scheme-specific 'foo://a/' 'a/b'
expect_status "unknown" 0
expect_in "unknown" "$tmp/out" "  scheme-specific: foo (unknown scheme)" "  scheme-specific: (none)"

# Without the option nothing changes: the same URN is valid, no extra line.
run parse 'urn:x:'
expect_status "without the option" 0
checks=$((checks + 1))
grep -q "scheme-specific" "$tmp/out" && fail "without the option: a scheme-specific line was printed"

# JSON: "scheme_specific" is the last field, with its five fields.
run parse --json --scheme-specific 'URN:example:a/b?=q#' 'urn:ab:c?d' 'mailto:a@b' 'a/b' '%zz'
expect_status "json" 1
expect_json_lines "json" "$parse_fields,scheme_specific" '
s = [o["scheme_specific"] for o in objects]
assert all(list(x) == ["scheme", "status", "grammar", "components", "error"] for x in s[:4]), s
assert s[0] == {"scheme": "URN", "status": "valid", "grammar": "RFC 8141 §2",
                "components": {"NID": ["example"], "NSS": ["a/b"], "q-component": ["q"], "f-component": [""]},
                "error": None}, s[0]
assert s[1]["status"] == "invalid" and s[1]["components"] == {}, s[1]
e = s[1]["error"]
assert (e["offset"], e["byte_offset"], e["production"]) == (8, 8, "NSS"), e
assert "RFC 8141" in e["message"], e
assert s[2] == {"scheme": "mailto", "status": "unknown", "grammar": None, "components": {}, "error": None} or \
       s[2]["status"] == "valid", s[2]
assert s[3] == {"scheme": None, "status": "unknown", "grammar": None, "components": {}, "error": None}, s[3]
assert s[4] is None and objects[4]["valid"] is False
'

# Without --scheme-specific the JSON has no such field.
run parse --json 'urn:ab:c'
expect_json_lines "json without the option" "$parse_fields"

# More components than a result lists (scheme_result::max_components, 32)
# are no error: 11 mailto addresses (RFC 6068 §2) are 34 components, and 11
# data parameters (RFC 2397 §3) 37. The first 32 are listed, then a line
# counts the others; the exit status is 0.
addresses=$(for i in 0 1 2 3 4 5 6 7 8 9 10; do printf 'u%s@h.example,' "$i"; done)
addresses=mailto:${addresses%,}
parameters=data:text/plain$(for i in 0 1 2 3 4 5 6 7 8 9 10; do printf ';a%s=v' "$i"; done),x
run parse --scheme-specific "$addresses" "$parameters"
expect_status "many components" 0
checks=$((checks + 1))
grep -q "error" "$tmp/out" && fail "many components: an error line was printed: $(grep error "$tmp/out")"
expect_in "many components" "$tmp/out" "  scheme-specific: mailto (RFC 6068 §2)" \
    '    domain         "h.example"' "    (2 more components not listed)" \
    "  scheme-specific: data (RFC 2397 §3)" "    (5 more components not listed)"
checks=$((checks + 1))
[[ $(grep -c '^    [a-z]' "$tmp/out") == 64 ]] || fail "many components: not 32 components listed for each"
run parse --json --scheme-specific "$addresses" "$parameters"
expect_status "many components, json" 0
expect_json_lines "many components, json" "$parse_fields,scheme_specific" '
for o, omitted in zip(objects, [2, 5]):
    s = o["scheme_specific"]
    assert list(s) == ["scheme", "status", "grammar", "components", "components_omitted", "error"], list(s)
    assert s["status"] == "valid" and s["error"] is None, s
    assert s["components_omitted"] == omitted, s
    assert sum(len(v) for v in s["components"].values()) == 32, s
assert objects[0]["scheme_specific"]["components"]["to"] == [objects[0]["input"][len("mailto:"):]]
assert objects[0]["scheme_specific"]["components"]["domain"] == ["h.example"] * 10
'
# `iri check` finds nothing wrong with them either (no scheme_syntax).
run check "$addresses" "$parameters"
expect_status "many components, check" 0
checks=$((checks + 1))
grep -q "scheme_syntax" "$tmp/out" && fail "many components, check: $(grep scheme_syntax "$tmp/out")"

# The help text documents the option and the field.
run parse --help
expect_status "help" 0
expect_in "help" "$tmp/out" "--scheme-specific" '"scheme_specific"' "scheme-specific: SCHEME (SOURCE)" \
    '"components_omitted"' "more components not listed"

finish
