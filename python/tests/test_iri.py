"""The Python package against the library's own answers (the same cases
as the C++ tests and docs/python.md), its errors, and its batch functions."""
import json
import os
import subprocess
import threading
import time

import pytest

import iri


def test_parse_keeps_absent_and_empty_apart():
    r = iri.parse("http://a?")
    assert r.query == "" and r.fragment is None and r.userinfo is None
    assert r.scheme == "http" and r.host == "a" and r.path == "" and r.path_kind == "ipath-abempty"
    assert str(r) == "http://a?"


def test_parse_components_of_an_iri():
    r = iri.parse("http://user@例え.テスト:8080/パス?q=値#frag")
    assert (r.userinfo, r.host, r.port, r.path, r.query, r.fragment) == ("user", "例え.テスト", "8080", "/パス", "q=値", "frag")
    assert r.host_kind == "reg-name"
    assert iri.parse("http://[::1]/").host_kind == "ipv6"


def test_entry_points():
    assert iri.is_valid("a/b", entry="irelative-ref")
    assert not iri.is_valid("a/b", entry="IRI")
    assert not iri.is_valid("http://é/", entry="URI-reference")
    with pytest.raises(ValueError, match="unknown entry point"):
        iri.is_valid("a", entry="nonsense")


def test_errors_say_what_where_and_which_production():
    with pytest.raises(iri.IRIError) as caught:
        iri.parse("http://a/b c")
    e = caught.value
    assert isinstance(e, ValueError)
    assert (e.offset, e.byte_offset, e.production, e.code) == (10, 10, "ipath-abempty", "disallowed_character")
    assert "SPACE" in e.message
    # Character and byte offsets differ after non-ASCII text.
    with pytest.raises(iri.IRIError) as caught:
        iri.parse("http://é/ x")
    assert (caught.value.offset, caught.value.byte_offset) == (9, 10)


def test_bidi_formatting_characters_are_errors():
    with pytest.raises(iri.IRIError) as caught:
        iri.parse("http://a/\u202eb")
    assert caught.value.code == "bidi_formatting_character"


def test_lone_surrogates_and_bytes():
    with pytest.raises(iri.IRIError) as caught:
        iri.parse("http://a/\udc80")
    assert (caught.value.offset, caught.value.byte_offset) == (9, 9)
    assert iri.is_valid("http://a/é".encode())
    assert not iri.is_valid(b"http://a/\xff")
    with pytest.raises(TypeError):
        iri.is_valid(42)


def test_conversions():
    assert iri.to_uri("http://a/é") == "http://a/%C3%A9"
    assert iri.to_uri("http://a/b c", lenient=True) == "http://a/b%20c"
    assert iri.to_iri("http://a/%C3%A9") == "http://a/é"
    assert iri.to_iri("http://a/%7Euser") == "http://a/~user"
    with pytest.raises(iri.IRIError):
        iri.to_uri("http://a/%")


def test_resolution_rfc3986_examples():
    base = "http://a/b/c/d;p?q"
    for reference, target in [("g", "http://a/b/c/g"), ("../g", "http://a/b/g"), ("../../../g", "http://a/g"),
                              ("?y", "http://a/b/c/d;p?y"), ("#s", "http://a/b/c/d;p?q#s"), ("", base)]:
        assert iri.resolve(base, reference) == target
        assert iri.resolve(base, iri.relativize(base, target)) == target
    with pytest.raises(iri.IRIError):
        iri.resolve("a/b", "c")


def test_normalize_and_compare():
    assert iri.normalize("HTTP://A/%7e/./b") == "http://a/~/b"
    assert iri.normalize("http://a:80/", level="scheme") == "http://a/"
    assert iri.compare("http://a:80/", "HTTP://A/")
    assert not iri.compare("http://a/b", "http://a/c")
    with pytest.raises(iri.IRIError):
        iri.compare("http://a/", "b c")


def test_check_and_explain():
    findings = iri.check("http://a/%e9")
    assert {f["code"] for f in findings} >= {"lowercase_percent_hex", "percent_not_utf8"}
    assert all(f["byte_offset"] == 9 and f["section"] for f in findings)
    tree = iri.explain("a:b")
    assert tree["matches"] and tree["tree"]["rule"] == "IRI-reference"
    failed = iri.explain("a b")
    assert not failed["matches"] and failed["error_offset"] == 1


def test_many_keep_order_and_agree_with_one_at_a_time():
    texts = [f"http://h{i}.example/p%7e/{i}" if i % 7 else f"bad {i}" for i in range(5000)]
    assert iri.validate_many(texts, threads=4) == [iri.is_valid(t) for t in texts]
    normalized = iri.normalize_many(texts, threads=3)
    assert normalized == [iri.normalize(t) if iri.is_valid(t) else None for t in texts]
    assert iri.to_uri_many(["http://a/é", "b c"]) == ["http://a/%C3%A9", None]
    assert iri.validate_many([]) == []


def ticks_inside(call):
    """Runs call() while another Python thread counts as fast as it can, and
    returns how often that thread ran in the middle 80 % of the call, and
    how long the call took. A call that holds the interpreter lock lets the
    other thread run only at its edges (the lock changes hands every 5 ms,
    sys.getswitchinterval()), never in its middle."""
    ticks = []
    stop = threading.Event()
    running = threading.Event()

    def tick():
        running.set()
        while not stop.is_set():
            ticks.append(time.perf_counter())

    t = threading.Thread(target=tick)
    t.start()
    running.wait()
    try:
        begin = time.perf_counter()
        call()
        end = time.perf_counter()
    finally:
        stop.set()
        t.join()
    margin = (end - begin) / 10
    return sum(1 for x in ticks if begin + margin < x < end - margin), end - begin


def long_enough(make_call, seconds=0.2):
    """ticks_inside of the first of make_call(1), make_call(2), make_call(4), ...
    that lasts `seconds`, so that its edges (5 ms each) are far from its middle."""
    for scale in (1, 2, 4, 8, 16, 32, 64):
        inside, took = ticks_inside(make_call(scale))
        if took >= seconds:
            return inside
    pytest.fail(f"no call lasted {seconds} s: the test cannot tell")


def test_many_release_the_gil():
    # Long texts: validating them dwarfs reading the list, which the batch
    # does with the lock held.
    text = "http://example.com/" + "seg-%C3%A9/" * 400

    def make_call(scale):
        texts = [text] * (2000 * scale)
        return lambda: iri.validate_many(texts, threads=2)

    assert long_enough(make_call) > 0


def test_ticks_inside_sees_a_call_that_holds_the_gil():
    # The measure above can fail: sum() over a range runs in C with the
    # lock held, and the counting thread never runs in its middle.
    assert long_enough(lambda scale: lambda: sum(range(3_000_000 * scale))) == 0


def test_help_reads_well():
    assert "RFC 3987" in iri.__doc__
    for name in iri.__all__:
        if name != "__version__":
            assert getattr(iri, name).__doc__, name


@pytest.mark.skipif(not os.environ.get("IRI_TOOL"), reason="IRI_TOOL (the iri command) not given")
def test_normalize_agrees_with_the_cli():
    lines = ["HTTP://A/%7e", "b c", "http://a/./b/../c", "http://例え.テスト/%E3%83%91"]
    out = subprocess.run([os.environ["IRI_TOOL"], "normalize", "--json"], input="\n".join(lines) + "\n",
                         capture_output=True, text=True, check=False).stdout
    expected = [json.loads(line)["output"] for line in out.splitlines()]
    assert iri.normalize_many(lines) == expected
