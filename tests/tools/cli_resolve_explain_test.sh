#!/usr/bin/env bash
# `iri resolve --explain`: the RFC 3986 §5.2.2 branch, the §5.2.3 merge and
# the §5.2.4 table in the layout of the RFC's own example, text and JSON;
# `--algorithm rfc2396` (RFC 2396 §5.2), plain and explained.
source "$(dirname "${BASH_SOURCE[0]}")/harness.sh" "$@"

# The merged path is the RFC's example "/a/b/c/./../../g": the table must
# read exactly as §5.2.4 prints it.
run resolve --explain --base 'http://x/a/b/c/d' './../../g'
expect_status "explain merge" 0
expect_stdout "explain merge" 'base       http://x/a/b/c/d
reference  ./../../g

RFC 3986 section 5.2.2, transform references:
  if defined(R.scheme)  -- no
  if defined(R.authority)  -- no
  if (R.path == "")  -- no
  if (R.path starts-with "/")  -- no
  T.path = merge(Base.path, R.path); T.path = remove_dot_segments(T.path); T.query = R.query;
  T.authority = Base.authority; T.scheme = Base.scheme
  T.fragment = R.fragment

RFC 3986 section 5.2.3, merge paths:
  the base path up to its right-most "/" + R.path
  "/a/b/c/" + "./../../g" = "/a/b/c/./../../g"

RFC 3986 section 5.2.4, remove_dot_segments("/a/b/c/./../../g"):

      STEP   OUTPUT BUFFER         INPUT BUFFER

       1 :                         /a/b/c/./../../g
       2E:   /a                    /b/c/./../../g
       2E:   /a/b                  /c/./../../g
       2E:   /a/b/c                /./../../g
       2B:   /a/b/c                /../../g
       2C:   /a/b                  /../g
       2C:   /a                    /g
       2E:   /a/g

  result: "/a/g"

target     http://x/a/g
'

# The RFC's second example, "mid/content=5/../6", through a base without
# a "/" in its path (merge keeps nothing of it).
run resolve --explain --base 's:x' 'mid/content=5/../6'
expect_in "explain second table" "$tmp/out" \
    '       1 :                         mid/content=5/../6' \
    '       2E:   mid                   /content=5/../6' \
    '       2E:   mid/content=5         /../6' \
    '       2C:   mid                   /6' \
    '       2E:   mid/6' \
    'target     s:mid/6'

# The empty reference: Base.path and Base.query as they are, no table.
run resolve --explain --base 'http://a/b/c/d;p?q' ''
expect_status "explain empty" 0
expect_in "explain empty" "$tmp/out" 'if (R.path == "")  -- yes' 'if defined(R.query)  -- no' \
    'T.path = Base.path; T.query = Base.query;' 'target     http://a/b/c/d;p?q'
checks=$((checks + 1))
grep -q 'section 5.2.4' "$tmp/out" && fail "explain empty: no remove_dot_segments table expected"

# Non-strict: the equal scheme is undefined, then the path merges.
run resolve --explain --non-strict --base 'http://a/b/c/d;p?q' 'http:g'
expect_in "explain non-strict" "$tmp/out" 'not strict and R.scheme == Base.scheme: undefine(R.scheme)' \
    'target     http://a/b/c/g'

# A path that would read as an authority gets "/." (resolve.hpp).
run resolve --explain --base 's:/a' '..//x'
expect_in "explain dot guard" "$tmp/out" '"/." is written before it' 'target     s:/.//x'

# JSON: the same rows, and the output equals plain `iri resolve`'s.
run resolve --explain --json --base 'http://a/b/c/d;p?q' ../g '' 'g h'
expect_status "explain json" 1
expect_json_lines "explain json" input,base,output,error,branch,scheme_ignored,query_from_base,merge,remove_dot_segments,dot_guard '
ok = [o for o in objects if o["error"] is None]
assert len(objects) == 3 and len(ok) == 2, objects
merge = objects[0]
assert merge["branch"] == "merge" and merge["output"] == "http://a/b/g"
assert merge["merge"] == {"case": "all_but_last_segment", "prefix": "/b/c/", "reference_path": "../g",
                          "result": "/b/c/../g"}, merge["merge"]
steps = merge["remove_dot_segments"]["steps"]
assert [s["step"] for s in steps] == ["1", "2E", "2E", "2C", "2E"], steps
assert steps[-1] == {"step": "2E", "output": "/b/g", "input": ""}, steps
assert objects[1]["branch"] == "empty_path" and objects[1]["query_from_base"] is True
assert objects[1]["remove_dot_segments"] is None and objects[1]["merge"] is None
'
# (the third input is not valid: the error object is checked by the harness)

# Standard input and the plain command agree on every RFC 3986 §5.4 example.
examples='g:h\ng\n./g\ng/\n/g\n//g\n?y\ng?y\n#s\ng#s\ng?y#s\n;x\ng;x\ng;x?y#s\n\n.\n./\n..\n../\n../g\n../..\n../../\n../../g\n../../../g\n../../../../g\n/./g\n/../g\ng.\n.g\ng..\n..g\n./../g\n./g/.\ng/./h\ng/../h\ng;x=1/./y\ng;x=1/../y\ng?y/./x\ng?y/../x\ng#s/./x\ng#s/../x\nhttp:g'
stdin "$examples"
run resolve --base 'http://a/b/c/d;p?q'
cp "$tmp/out" "$tmp/plain"
stdin "$examples"
run resolve --explain --json --base 'http://a/b/c/d;p?q'
expect_status "explain stdin" 0
expect_json_lines "explain stdin" input,base,output,error,branch,scheme_ignored,query_from_base,merge,remove_dot_segments,dot_guard "
plain = open('$tmp/plain', encoding='utf-8').read().splitlines()
assert [o['output'] for o in objects] == plain, ([o['output'] for o in objects], plain)
assert len(plain) == 42
"

# --algorithm rfc2396: RFC 2396 Appendix C answers where RFC 3986 differs.
run resolve --algorithm rfc2396 --base 'http://a/b/c/d;p?q' ../../../g '?y' '/./g' '#s' 'g;x=1/../y' 'g?y/./x'
expect_status "rfc2396" 0
expect_stdout "rfc2396" 'http://a/../g
http://a/b/c/?y
http://a/./g
http://a/b/c/d;p?q#s
http://a/b/c/y
http://a/b/c/g?y/./x
'
run resolve --algorithm rfc3986 --base 'http://a/b/c/d;p?q' ../../../g '?y' '/./g'
expect_stdout "rfc3986 named" 'http://a/g
http://a/b/c/d;p?y
http://a/g
'
run resolve --algorithm rfc2396 --non-strict --base 'http://a/b/c/d;p?q' 'http:g'
expect_stdout "rfc2396 backwards compatibility" 'http://a/b/c/g
'
run resolve --algorithm rfc1808 --base 'http://a/' g
expect_status "unknown algorithm" 2
expect_in "unknown algorithm" "$tmp/err" 'rfc3986 or rfc2396'

run resolve --algorithm rfc2396 --explain --base 'http://a/b/c/d;p?q' ./../g '#s'
expect_status "rfc2396 explain" 0
expect_in "rfc2396 explain" "$tmp/out" 'RFC 2396 section 5.2:' \
    '  6a  all but the last segment of the base path: "/b/c/"' \
    '  6b  the reference'"'"'s path appended: "/b/c/./../g"' \
    '  6c  every "./" of a complete "." segment removed: "/b/c/../g"' \
    '  6e  every "<segment>/../" removed, leftmost first: "/b/g"' \
    'target     http://a/b/g' \
    '  2   empty path, no scheme, authority or query: the current document' \
    'target     http://a/b/c/d;p?q#s  (the current document)'

run resolve --algorithm rfc2396 --explain --json --base 'http://a/b/c/d;p?q' ../../../g 'a b'
expect_status "rfc2396 explain json" 1
expect_json_lines "rfc2396 explain json" input,base,output,error,current_document,steps '
first = objects[0]
assert first["output"] == "http://a/../g", first
g = [s for s in first["steps"] if s["step"] == "6g"]
assert g and g[0]["buffer"] == "/../g" and "retained" in g[0]["what"], first["steps"]
assert [s["step"] for s in first["steps"]][-1] == "7"
assert objects[1]["steps"] == [] and objects[1]["output"] is None
'

# A long chain of dot segments: the §5.2.4 table once printed both buffers
# whole on every row, and these 40 KB made 320 MB of text and held 848 MB.
# Now a buffer over 512 bytes shows its first and last 120 bytes and its
# length, and a table over 200 rows its first 150 and last 50 with the
# count of the rows between: well under 1 MB, in well under 200 MB of
# address space (prlimit), and the target is still resolve's.
if require_tools prlimit timeout; then
    "$PYTHON3" -c "print('a/' + './../' * 8000 + 'b')" >"$tmp/dots.txt"
    with_address_limit 200000000 timeout 60 "$IRI" resolve --explain --base http://a/b/c/d \
        <"$tmp/dots.txt" >"$tmp/out" 2>"$tmp/err"
    status=$?
    expect_status "8000 dot segments" 0
    checks=$((checks + 1))
    size=$(wc -c <"$tmp/out")
    ((size < 1000000)) || fail "8000 dot segments: $size bytes of output, not under 1 MB"
    expect_in "8000 dot segments" "$tmp/out" \
        '(40008 bytes)' '…/.././' '       …   15805 rows left out' '       2E:   /b' \
        '  result: "/b"' 'target     http://a/b'
    # The first row: the whole path elided, first and last 120 bytes.
    expect_in "8000 dot segments, row 1" "$tmp/out" \
        "       1 :                         /b/c/a/./.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././.…/.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././.././../b (40008 bytes)"
    with_address_limit 200000000 timeout 60 "$IRI" resolve --explain --json --base http://a/b/c/d \
        <"$tmp/dots.txt" >"$tmp/out" 2>"$tmp/err"
    status=$?
    expect_status "8000 dot segments json" 0
    checks=$((checks + 1))
    size=$(wc -c <"$tmp/out")
    ((size < 1000000)) || fail "8000 dot segments json: $size bytes of output, not under 1 MB"
    expect_json_lines "8000 dot segments json" \
        input,base,output,error,branch,scheme_ignored,query_from_base,merge,remove_dot_segments,dot_guard '
dots = objects[0]["remove_dot_segments"]
assert objects[0]["output"] == "http://a/b", objects[0]["output"]
assert dots["steps_left_out"] == 15805 and dots["steps_left_out_at"] == 150, dots.keys()
assert len(dots["steps"]) == 200, len(dots["steps"])
first = dots["steps"][0]
assert first["input_bytes"] == 40008 and "…" in first["input"] and "output_bytes" not in first, first
assert dots["steps"][-1] == {"step": "2E", "output": "/b", "input": ""}, dots["steps"][-1]
'
fi

finish
