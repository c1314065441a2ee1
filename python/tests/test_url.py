"""iri.URL, the URL Standard's URL: its components and setters, failures
as IRIError, a base, a legacy encoding; and WPT's urltestdata.json and
setters_tests.json (tests/data/wpt/) run through it, every case."""
import copy
import json
import pathlib
import pickle

import pytest

import iri

WPT = pathlib.Path(__file__).resolve().parents[2] / "tests" / "data" / "wpt"
COMPONENTS = ("href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname",
              "search", "hash")


def test_every_component():
    u = iri.URL("http://user:pass@foo:21/bar;par?b#c", "http://example.org/foo/bar")
    assert [getattr(u, name) for name in COMPONENTS] == [
        "http://user:pass@foo:21/bar;par?b#c", "http://foo:21", "http:", "user", "pass", "foo:21", "foo", "21",
        "/bar;par", "?b", "#c"]
    assert str(u) == u.href
    assert repr(u) == "URL('http://user:pass@foo:21/bar;par?b#c')"
    # The "@" of credentials is a validation error (§4.4 authority state).
    assert u.validation_errors == [{"code": "invalid-credentials", "offset": 16, "byte_offset": 16}]
    assert iri.URL("http://foo:21/bar").validation_errors == []


def test_repairs_and_their_validation_errors():
    u = iri.URL(" HTTP:\\\\EXAMPLE.com\\a/../b")
    assert u.href == "http://example.com/b"
    assert [(e["code"], e["byte_offset"]) for e in u.validation_errors] == [
        ("invalid-URL-unit", 0), ("special-scheme-missing-following-solidus", 6),
        ("special-scheme-missing-following-solidus", 6), ("special-scheme-missing-following-solidus", 7),
        ("invalid-reverse-solidus", 19)]
    assert u.validation_errors[4] == {"code": "invalid-reverse-solidus", "offset": 19, "byte_offset": 19}
    # After "é" (two bytes, one code point) the offsets differ.
    assert iri.URL("http://é/a\\b").validation_errors == [
        {"code": "invalid-reverse-solidus", "offset": 10, "byte_offset": 11}]


def test_non_ascii_offsets_and_hosts():
    u = iri.URL("http://é@é/ü?ü#ü")
    assert (u.username, u.hostname, u.pathname, u.search, u.hash) == ("%C3%A9", "xn--9ca", "/%C3%BC", "?%C3%BC",
                                                                     "#%C3%BC")
    assert iri.URL(b"http://a/\xff").pathname == "/%FF"


def test_base_as_text_or_url():
    base = iri.URL("http://example.org/a/b?q")
    assert iri.URL("../c", base).href == "http://example.org/c"
    assert iri.URL("?x", base="http://example.org/a/b?q").href == "http://example.org/a/b?x"
    assert iri.URL("//other/p", base).href == "http://other/p"
    assert base.href == "http://example.org/a/b?q"


def test_failures_raise_iri_error():
    with pytest.raises(iri.IRIError) as caught:
        iri.URL("http://aé:x/")
    e = caught.value
    assert isinstance(e, ValueError)
    assert (e.code, e.offset, e.byte_offset) == ("port-invalid", 10, 11)
    assert "port-invalid" in str(e) and "input" in e.message
    with pytest.raises(iri.IRIError) as caught:
        iri.URL("/relative")
    assert caught.value.code == "missing-scheme-non-relative-URL"
    with pytest.raises(iri.IRIError) as caught:
        iri.URL("a", base="not a base")
    assert caught.value.code == "missing-scheme-non-relative-URL" and "base" in caught.value.message
    with pytest.raises(TypeError):
        iri.URL(42)


def test_encoding_of_the_document():
    assert iri.URL("http://a/é?é", encoding="windows-1252").href == "http://a/%C3%A9?%E9"
    assert iri.URL("http://a/?€", encoding="windows-1252").search == "?%80"
    assert iri.URL("http://a/?\u3042", encoding="windows-1252").search == "?%26%2312354%3B"
    assert iri.URL("x://a/?é", encoding="windows-1252").search == "?%C3%A9"  # not special: UTF-8
    assert iri.URL("wss://a/?é", encoding="windows-1252").search == "?%C3%A9"
    assert iri.URL("http://a/?é", encoding="no such label").search == "?%C3%A9"
    assert iri.URL("?\u3042", base="http://a/", encoding="shift_jis").search == "?%82%A0"
    assert iri.URL("?é", base="http://a/", encoding="shift_jis").search == "?%26%23233%3B"  # é: no Shift_JIS


def test_setters():
    u = iri.URL("http://a:1/p?q#f")
    u.protocol = "https"
    u.username = "me"
    u.password = "pw d"
    u.hostname = "B.example"
    u.port = "8443"
    u.pathname = "x y"
    u.search = "s=1"
    u.hash = "top"
    assert u.href == "https://me:pw%20d@b.example:8443/x%20y?s=1#top"
    u.port = "443"  # the default port of https
    assert u.port == "" and u.host == "b.example"
    u.host = "h:x"  # the host is set, the port is not
    assert u.host == "h"
    u.search = ""
    u.hash = ""
    assert u.href == "https://me:pw%20d@h/x%20y"
    u.protocol = "mailto"  # special to non-special: refused, nothing changes
    assert u.protocol == "https:"
    m = iri.URL("mailto:a@b")
    m.pathname = "c@d"  # an opaque path has no setter
    m.username = "x"  # no host, no username
    assert m.href == "mailto:a@b"
    with pytest.raises(AttributeError):
        u.origin = "http://c"


def test_href_setter_replaces_or_raises():
    u = iri.URL("http://a/")
    u.href = "http:\\\\b"
    assert u.href == "http://b/" and len(u.validation_errors) == 3
    with pytest.raises(iri.IRIError) as caught:
        u.href = "no scheme"
    assert caught.value.code == "missing-scheme-non-relative-URL"
    assert u.href == "http://b/"


def test_equality_by_serialization():
    a, b = iri.URL("HTTP://A/%7e"), iri.URL("http://a/%7e")
    assert a == b and not (a != b)
    assert a != iri.URL("http://a/~") and a != "http://a/%7e"
    b.hash = "f"
    assert a != b
    with pytest.raises(TypeError):
        hash(a)


def test_copy_and_pickle():
    u = iri.URL(" http://a/b?c#d")
    c = copy.copy(u)
    c.hash = ""
    assert u.hash == "#d" and c.href == "http://a/b?c"
    assert copy.deepcopy(u).validation_errors == u.validation_errors
    p = pickle.loads(pickle.dumps(u))
    assert p == u and p is not u and p.validation_errors == []


def test_module_docstring_example():
    u = iri.URL("../c?q", base="HTTP://Example.com/a/b")
    assert (u.href, u.hostname, u.search) == ("http://example.com/c?q", "example.com", "?q")
    u.port = "8080"
    assert str(u) == "http://example.com:8080/c?q"
    assert "URL Standard" in iri.URL.__doc__ and iri.URL.__module__ == "iri"


def _cases(name):
    return [c for c in json.loads((WPT / name).read_text(encoding="utf-8")) if isinstance(c, dict)]


def test_urltestdata_every_case():
    cases = _cases("urltestdata.json")
    problems = []
    for c in cases:
        try:
            u = iri.URL(c["input"], c.get("base"))
        except iri.IRIError as e:
            if not c.get("failure"):
                problems.append(f"{c['input']!r} base {c.get('base')!r}: failed: {e}")
            continue
        if c.get("failure"):
            problems.append(f"{c['input']!r} base {c.get('base')!r}: parsed as {u.href!r}, expected failure")
            continue
        for name in COMPONENTS:
            if name in c and getattr(u, name) != c[name]:
                problems.append(f"{c['input']!r} base {c.get('base')!r}: {name} {getattr(u, name)!r} != {c[name]!r}")
    assert len(cases) > 800
    assert problems == []


def test_setters_tests_every_case():
    tests = json.loads((WPT / "setters_tests.json").read_text(encoding="utf-8"))
    problems = []
    count = 0
    for setter, cases in tests.items():
        if setter == "comment":
            continue
        for c in cases:
            count += 1
            u = iri.URL(c["href"])
            try:
                setattr(u, setter, c["new_value"])
            except iri.IRIError as e:
                problems.append(f"{c['href']!r}.{setter} = {c['new_value']!r}: {e}")
                continue
            for name, expected in c["expected"].items():
                if getattr(u, name) != expected:
                    problems.append(f"{c['href']!r}.{setter} = {c['new_value']!r}: {name} {getattr(u, name)!r} "
                                    f"!= {expected!r}")
    assert count > 200
    assert problems == []


def test_docs_example():
    """docs/python.md's example, line for line."""
    u = iri.URL(" ../c?q", base="HTTP://Example.com/a/b")
    assert (u.href, u.origin, u.hostname, u.pathname, u.search) == (
        "http://example.com/c?q", "http://example.com", "example.com", "/c", "?q")
    assert u.validation_errors == [{"code": "invalid-URL-unit", "offset": 0, "byte_offset": 0}]
    u.port = "8080"
    u.hash = "top"
    assert repr(u) == "URL('http://example.com:8080/c?q#top')"
    u.port = "http"
    assert u.port == "8080"
    with pytest.raises(iri.IRIError) as caught:
        iri.URL("http://f:b/c")
    assert str(caught.value) == ("the URL Standard's parser fails on the input: port-invalid "
                                 "(character 9, byte 9, in basic URL parser)")
    assert iri.URL("http://a/?é", encoding="windows-1252").search == "?%E9"
