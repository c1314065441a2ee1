#!/usr/bin/env python3
"""Writes a corpus for iri_scheme_bench: lines of the schemes with a grammar
in grammar/schemes/, made from their RFCs' examples and varied
deterministically (same output every run), with a share of invalid ones.

    python3 bench/make_scheme_corpus.py > /tmp/schemes.txt   (20,000 lines)
    python3 bench/make_scheme_corpus.py 5000 > /tmp/small.txt
"""

import random
import sys

# The RFCs' own examples, and a few like them.
EXAMPLES = [
    # RFC 8141 §2, §3.2
    "urn:example:a123,z456", "URN:example:a123,z456", "urn:EXAMPLE:a123,z456",
    "urn:example:a123,z456?+abc", "urn:example:a123,z456?=xyz", "urn:example:a123,z456#789",
    "urn:example:a123,z456/foo", "urn:example:a123%2Cz456", "urn:example:A123,z456",
    "urn:isbn:0451450523", "urn:ietf:rfc:2648", "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    # RFC 2397 §4
    "data:,A%20brief%20note", "data:text/plain;charset=iso-8859-7,%be%fg%be",
    "data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAwAAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFzByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSpa/TPg7JpJHxyendzWTBfX0cxOnKPjgBzi4diinWGdkF8kjdfnycQZXZeYGejmJlZeGl9i2icVqaNVailT6F5iJ90m6mvuTS4OK05M0vDk0Q4XUtwvKOzrcd3iq9uisF81M1OIcR7lEewwcLp7tuNNkM3uNna3F2JQFo97Vriy/Xl4/f1cf5VWzXyym7PHhhx4dbgYKAAA7",
    "data:text/plain;charset=US-ASCII,hello", "data:;base64,SGVsbG8=", "data:text/html,%3Ch1%3Ehi%3C%2Fh1%3E",
    # RFC 6068 §6
    "mailto:chris@example.com", "mailto:infobot@example.com?subject=current-issue",
    "mailto:infobot@example.com?body=send%20current-issue",
    "mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index",
    "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E",
    "mailto:majordomo@example.com?body=subscribe%20bamboo-l", "mailto:joe@example.com?cc=bob@example.com&body=hello",
    "mailto:gorby%25kremvax@example.com", "mailto:unlikely%3Faddress@example.com?blat=foop",
    "mailto:%22not%40me%22@example.org", "mailto:%22oh%5C%5Cno%22@example.org", "mailto:user@%E7%B4%8D%E8%B1%86.example.org",
    "mailto:?to=joe@example.com&cc=bob@example.com&body=hello", "mailto:a@b,c@d",
    # RFC 8089 Appendix B, E
    "file:///path/to/file", "file:/path/to/file", "file://host.example.com/path/to/file", "file:c:/path/to/file",
    "file:///c:/path/to/file", "file://localhost/etc/fstab", "file:////host.example.com/path/to/file",
    "file://///host.example.com/path/to/file", "file:///C:/Documents/x.txt",
    # RFC 3966 §6
    "tel:+1-201-555-0123", "tel:7042;phone-context=example.com", "tel:863-1234;phone-context=+1-914-555",
    "tel:+1-201-555-0123;ext=1234", "tel:+358-555-1234567;postd=pp22",
    # RFC 5870 §6, RFC 4151 §2.1
    "geo:13.4125,103.8667", "geo:48.2010,16.3695,183", "geo:48.198634,16.371648;crs=wgs84;u=40",
    "tag:timothy@hpl.hp.com,2001:web/externalHome", "tag:sandro@w3.org,2004-05:Sandro",
    "tag:my-ids.com,2001-09-15:TimKindberg:presentations:UBath2004-05-19", "tag:yaml.org,2002:int",
    # RFC 9110 §4.2, RFC 6455 §3
    "http://www.example.com/", "https://www.example.com:8443/a/b?c=d#e", "ws://example.com/chat", "wss://example.com:443/",
    # beside them, lines of no scheme with a grammar
    "http://example.org/résumé", "ftp://ftp.example.org/pub/file.txt", "x-custom:thing",
]

# Changes that keep most lines valid and make some invalid.
def vary(line, rng):
    choice = rng.random()
    if choice < 0.45:
        return line
    if choice < 0.65:  # a longer final part
        return line + "".join(rng.choice("abcdefghij0123456789") for _ in range(rng.randint(1, 24)))
    if choice < 0.75:  # a percent-encoded octet in the middle
        cut = rng.randint(len(line) // 2, len(line))
        return line[:cut] + "%" + rng.choice(["41", "7E", "2F", "C3%A9"]) + line[cut:]
    if choice < 0.85:  # a character the scheme may not allow
        cut = rng.randint(line.find(":") + 1, len(line))
        return line[:cut] + rng.choice(["@", "?", ";", ":", "=", ",", "é", "!"]) + line[cut:]
    if choice < 0.93:  # cut short
        return line[: rng.randint(line.find(":") + 1, len(line))]
    return line.upper() if rng.random() < 0.5 else line.lower()


def main(argv):
    count = int(argv[1]) if len(argv) > 1 else 20000
    rng = random.Random(3987)
    out = sys.stdout.buffer
    for _ in range(count):
        out.write(vary(rng.choice(EXAMPLES), rng).encode("utf-8") + b"\n")


if __name__ == "__main__":
    main(sys.argv)
