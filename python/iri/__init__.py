"""Internationalized Resource Identifiers (RFC 3987), validated, converted,
resolved, normalized and checked by the C++ library `iri`.

    >>> import iri
    >>> r = iri.parse("http://例え.テスト/パス?q=値#frag")
    >>> r.host, r.path, r.query
    ('例え.テスト', '/パス', 'q=値')
    >>> iri.to_uri("http://例え.テスト/パス")
    'http://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/%E3%83%91%E3%82%B9'
    >>> iri.resolve("http://a/b/c/d;p?q", "../g")
    'http://a/b/g'

Every function takes `str` (encoded as UTF-8) or `bytes` (taken as UTF-8 as
they are). Invalid input raises `IRIError`, a `ValueError` that says what
is wrong and where: `offset` (in code points), `byte_offset`, the ABNF
`production` that could not go on, the library's error `code`, and which
argument (`input`) or item (`index`) it is about when there are several.
Running out of memory raises `MemoryError`, never `IRIError`.

The `*_many` functions take a sequence and run on the library's threads
with the GIL released, keeping the order: for data pipelines. When the
system refuses threads they go on with those they got, even none.

`URL` is the WHATWG URL Standard's URL, what a browser makes of
`new URL(input, base)`, repairs included:

    >>> u = iri.URL("../c?q", base="HTTP://Example.com/a/b")
    >>> u.href, u.hostname, u.search
    ('http://example.com/c?q', 'example.com', '?q')
    >>> u.port = "8080"; str(u)
    'http://example.com:8080/c?q'
"""

from typing import Iterable, List, Optional, Union

from . import _iri

__all__ = [
    "IRIError", "Reference", "URL", "parse", "is_valid", "to_uri", "to_iri", "resolve", "relativize",
    "normalize", "compare", "check", "explain", "validate_many", "normalize_many", "to_uri_many",
    "__version__",
]

Text = Union[str, bytes]

__version__: str = _iri.version()


class IRIError(ValueError):
    """An input that is not what the function needs (RFC 3987 syntax, a base
    that is not absolute, ...): what is wrong, where and in which production.

    `input` names the argument the offsets are in where a function takes two
    texts (compare's "a" or "b", resolve's "base" or "reference",
    relativize's "base" or "target"; the C API's error->input), and `index`
    the item of a *_many call's texts; each is None otherwise."""

    def __init__(self, message: str, offset: int, byte_offset: int, production: str, code: str,
                 input: Optional[str] = None, index: Optional[int] = None) -> None:
        where = ""
        if input is not None:
            where += f"argument {input}, "
        if index is not None:
            where += f"item {index}, "
        super().__init__(f"{message} ({where}character {offset}, byte {byte_offset}, in {production})")
        self.message = message
        self.offset = offset
        self.byte_offset = byte_offset
        self.production = production
        self.code = code
        self.input = input
        self.index = index

    def __reduce__(self):
        # BaseException's own __reduce__ gives self.args, the one formatted
        # string, to __init__, which takes the parts: pickle (so
        # multiprocessing, which hands a worker's exception back pickled)
        # and copy failed with a TypeError. The parts, then the __dict__
        # (the same attributes, and any added later, __notes__ included).
        return (type(self), (self.message, self.offset, self.byte_offset, self.production, self.code,
                             self.input, self.index), self.__dict__)


_iri._set_error_class(IRIError)

# The URL Standard's URL (python/src/url.cpp): new URL(input, base) with
# the URL interface's attributes; IRIError when the parser fails, with the
# Standard's name of the validation error as `code`.
URL = _iri.URL
URL.__module__ = __name__


class Reference:
    """The components of a parsed IRI reference (RFC 3987 §2.2). An absent
    component is None, a present but empty one "": "http://a?" has query ""
    and fragment None."""

    __slots__ = ("text", "scheme", "authority", "userinfo", "host", "host_kind", "port", "path",
                 "path_kind", "query", "fragment")

    def __init__(self, parts: dict) -> None:
        for name in self.__slots__:
            setattr(self, name, parts[name])

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__[1:])
        return f"Reference({self.text!r}: {fields})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Reference) and self.text == other.text

    def __hash__(self) -> int:
        return hash(self.text)


def parse(text: Text, entry: str = "IRI-reference") -> Reference:
    """Parses `text` as the production `entry` ("IRI-reference", "IRI",
    "absolute-IRI", "irelative-ref" or "URI-reference"); raises IRIError."""
    return Reference(_iri.parse(text, entry))


def is_valid(text: Text, entry: str = "IRI-reference") -> bool:
    """Whether `text` is a valid `entry` (RFC 3987, with §4.1's ban on bidi
    formatting characters). The fastest question the library answers."""
    return _iri.is_valid(text, entry)


def to_uri(text: Text, lenient: bool = False) -> str:
    """RFC 3987 §3.1: the URI an IRI maps to (non-ASCII as UTF-8 %HH).
    `lenient` also encodes space < > " { } | \\ ^ `."""
    return _iri.to_uri(text, lenient)


def to_iri(text: Text, idn_unicode: bool = False) -> str:
    """RFC 3987 §3.2: the IRI a URI converts to (decoding the %HH that stand
    for characters allowed there). `idn_unicode` turns xn-- labels into Unicode."""
    return _iri.to_iri(text, idn_unicode)


def resolve(base: Text, reference: Text, strict: bool = True) -> str:
    """RFC 3986 §5.2: `reference` resolved against the absolute IRI `base`."""
    return _iri.resolve(base, reference, strict)


def relativize(base: Text, target: Text) -> str:
    """The shortest reference that resolves against `base` to `target`."""
    return _iri.relativize(base, target)


def normalize(text: Text, level: str = "syntax", nfc: bool = False) -> str:
    """RFC 3987 §5.3 normalization at `level` ("string", "syntax" or
    "scheme"), with NFC (§5.3.2.2) when asked."""
    return _iri.normalize(text, level, nfc)


def compare(a: Text, b: Text, level: str = "scheme", nfc: bool = False) -> bool:
    """Whether `a` and `b` are equivalent up to `level` (RFC 3987 §5.3);
    raises IRIError when one is not an IRI reference, with `input` "a" or
    "b" saying which."""
    return _iri.compare(a, b, level, nfc)


def check(text: Text) -> List[dict]:
    """The findings of `iri check` (docs/checks.md): dicts with code,
    severity, component, offset, byte_offset, text, message and section
    (where the RFC says it); raises
    IRIError when `text` does not parse."""
    return _iri.check(text)


def explain(text: Text, entry: str = "IRI-reference") -> dict:
    """The parse tree of `text` (or the deepest attempt): {"matches",
    "tree": {"rule", "start", "end", "text", "matched", "children"}, "error",
    "error_offset"}."""
    return _iri.explain(text, entry)


def validate_many(texts: Iterable[Text], entry: str = "IRI-reference", threads: int = 0) -> List[bool]:
    """is_valid over many texts, on `threads` threads (0: one per core), the
    GIL released; the answers in order."""
    return _iri.validate_many(texts, entry, threads)


def normalize_many(texts: Iterable[Text], level: str = "syntax", nfc: bool = False,
                   threads: int = 0) -> List[Optional[str]]:
    """normalize over many texts, in parallel as validate_many; None where
    a text is not an IRI reference. MemoryError, for the whole call, when
    one ran out of memory."""
    return _iri.normalize_many(texts, level, nfc, threads)


def to_uri_many(texts: Iterable[Text], lenient: bool = False, threads: int = 0) -> List[Optional[str]]:
    """to_uri over many texts, in parallel as validate_many; None where a
    text is not an IRI reference. MemoryError, for the whole call, when one
    ran out of memory."""
    return _iri.to_uri_many(texts, lenient, threads)
