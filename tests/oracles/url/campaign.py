#!/usr/bin/env python3
"""The URL parser compared with the URL Standard's reference implementation
(whatwg-url, pinned in package.json / package-lock.json) and with Chromium's
`new URL()`, on generated and mutated inputs (docs/url-oracles.md).

    campaign.py URL_BATCH WORK [--no-chromium] [--no-whatwg-url] [--write-cases FILE]

URL_BATCH is build/tests/oracles/iri_url_batch; WORK a scratch folder, where
`npm ci` installs whatwg-url (never into the source tree). Every input is
parsed by the three, and `href`, each getter and failure/success compared.
A difference must be listed in known_differences.json, which names the
version difference or the Chromium deviation that explains it; the run
fails on an unlisted difference and on a listed one that no longer occurs.
Under CI=true a missing node, npm or chromium fails the run; elsewhere it
skips that oracle (exit 77 when both are skipped).
"""
import argparse
import html
import json
import os
import pathlib
import random
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse

HERE = pathlib.Path(__file__).resolve().parent
WPT = HERE.parent.parent / "data" / "wpt"
FIELDS = ["href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"]
SEED = 3987
INTERESTING = ["\\", "/", "@", ":", "%", ".", "[", "]", "#", "?", " ", "\t"]
# Unicode and IDNA: deviations, ignored, mapped (fullwidth, U+3002), a
# Georgian capital (changed in UTS #46 15.1), a new ideograph (17.0), an
# RTL letter, a combining mark, a noncharacter, U+FFFD.
UNICODE = ["ß", "ς", "\u200d", "\u200c", "\u00ad", "\u3002", "\uff0e", "Ａ", "\u10a0", "\U000323b0", "א", "\u0301",
           "\ufdd0", "\ufffd", "é", "\u2183", "\u1e9e", "ﬀ", "\u0660", "\U0001f600",
           # Unicode 16.0 and 17.0, after ICU 72 (whatwg/uts46_update.hpp): mapped to a new letter,
           # mapped, new (CJK Extension I), new right-to-left (Garay)
           "\u1c89", "\ua7cb", "\U0002ebf0", "\U00010d50", "\U00010d70"]
SCHEMES = ["http", "https", "file", "ws", "wss", "ftp", "foo", "mailto", "javascript", "data", "blob", "HTTP", "sc"]
HOSTS = ["example.com", "EXAMPLE.com", "127.0.0.1", "0x7f.1", "0177.0.0.1", "4294967295", "4294967296", "1.2.3.4.5",
         "[::1]", "[1:2::3:4]", "[::ffff:1.2.3.4]", "xn--nxasmq6b", "xn--a", "ß.de", "faß.de", "a..b", "", "%41.com",
         "%zz", "0x", "09.1", "1.2.3.0x10", "999999999999", "日本.jp", "a\u3002b", "[v1.x]", "0..0x300"]


def usv(s):
    """A USVString, as the URL constructor takes it: lone surrogates U+FFFD"""
    return re.sub("[\ud800-\udfff]", "\ufffd", s)


def wpt_cases():
    cases = []
    for c in json.load(open(WPT / "urltestdata.json", encoding="utf-8")):
        if isinstance(c, dict):
            cases.append((c["input"], c.get("base")))
    for c in json.load(open(WPT / "toascii.json", encoding="utf-8")):
        if isinstance(c, dict):
            cases.append((f"https://{c['input']}/x", None))
    return cases


def mutate(rng, text):
    kind = rng.randrange(6)
    at = rng.randrange(len(text) + 1)
    if kind == 0:
        return text[:at] + rng.choice(INTERESTING) + text[at:]
    if kind == 1 and text:  # one character percent-encoded
        at = min(at, len(text) - 1)
        encoded = "".join(f"%{b:02X}" for b in text[at].encode("utf-8", "surrogatepass"))
        return text[:at] + (encoded.lower() if rng.random() < 0.3 else encoded) + text[at + 1:]
    if kind == 2:
        return text.swapcase() if rng.random() < 0.5 else text.upper()
    if kind == 3:
        return text[:at] + rng.choice(UNICODE) + text[at:]
    if kind == 4:
        return text[:at] + rng.choice(["0x10", "0", "255", "256", "4294967296", "0.0", "1.1", "09"]) + text[at:]
    return text[:at] + text[at + 1:]  # a character deleted


def random_case(rng):
    scheme = rng.choice(SCHEMES)
    parts = [scheme, rng.choice([":", "://", ":/", ":///", ":\\\\"])]
    if rng.random() < 0.3:
        parts.append(rng.choice(["user", "u:p", "us%65r:pa ss", ":", "@", "a@b"]) + "@")
    parts.append(rng.choice(HOSTS))
    if rng.random() < 0.4:
        parts.append(":" + rng.choice(["", "80", "443", "0", "65535", "65536", "08", "a"]))
    for _ in range(rng.randrange(4)):
        parts.append(rng.choice(["/", "\\"]) + rng.choice(["a", ".", "..", "%2e", ".%2E", "C:", "c|", "x y", "é", ""]))
    if rng.random() < 0.3:
        parts.append("?" + rng.choice(["a=b", "'\"<>", "é", "%", " "]))
    if rng.random() < 0.3:
        parts.append("#" + rng.choice(["f", "`", " ", "é", "#"]))
    text = "".join(parts)
    for _ in range(rng.randrange(3)):
        text = mutate(rng, text)
    base = rng.choice([None, None, "http://example.org/a/b?c#d", "file:///C:/x/y", "sc://h/p", "about:blank"])
    return text, base


def generate():
    rng = random.Random(SEED)
    wpt = wpt_cases()
    cases = list(wpt)
    for _ in range(2000):
        text, base = rng.choice(wpt)
        for _ in range(rng.randrange(1, 3)):
            text = mutate(rng, text)
        cases.append((text, base))
    for _ in range(1500):
        cases.append(random_case(rng))
    seen, out = set(), []
    for text, base in cases:
        case = (usv(text), None if base is None else usv(base))
        if case not in seen:
            seen.add(case)
            out.append(case)
    return out


def run_ours(batch, cases):
    lines = "".join(f"{i.encode().hex()} {'-' if b is None else b.encode().hex() or ''}\n" for i, b in cases)
    # An empty base is "" in hexadecimal: the driver reads it as an empty string.
    r = subprocess.run([batch], input=lines.encode(), capture_output=True, timeout=120, check=True)
    out = []
    for line in r.stdout.decode().splitlines():
        fields = line.split(" ")
        out.append(None if fields[0] == "0" else [bytes.fromhex(f[1:]).decode("utf-8", "replace") for f in fields[1:]])
    if len(out) != len(cases):
        sys.exit(f"campaign.py: {batch} answered {len(out)} of {len(cases)} cases")
    return out


def require(tool, ci):
    path = shutil.which(tool)
    if path is None:
        if ci:
            sys.exit(f"campaign.py: FAIL: {tool} is missing, and CI=true does not skip")
        print(f"campaign.py: SKIP: no {tool}")
    return path


def run_whatwg_url(work, cases, ci):
    if not (require("node", ci) and require("npm", ci)):
        return None
    modules = work / "node"
    modules.mkdir(parents=True, exist_ok=True)
    for name in ("package.json", "package-lock.json"):
        shutil.copyfile(HERE / name, modules / name)
    subprocess.run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], cwd=modules,
                   check=True, timeout=300)
    (work / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    subprocess.run(["node", HERE / "whatwg_url_oracle.js", modules / "node_modules", work / "cases.json",
                    work / "whatwg-url.json"], check=True, timeout=120)
    version = json.loads((modules / "node_modules" / "whatwg-url" / "package.json").read_text())["version"]
    return f"whatwg-url {version}", json.loads((work / "whatwg-url.json").read_text(encoding="utf-8"))


def run_chromium(work, cases, ci):
    exe = require("chromium", ci)
    if exe is None:
        return None
    data = json.dumps(cases).replace("</", "<\\/")
    page = work / "page.html"
    records = (HERE / "url_records.js").read_text(encoding="utf-8")
    page.write_text((HERE / "chromium_page.html").read_text(encoding="utf-8")
                    .replace("@RECORDS@", records).replace("@CASES@", data), encoding="utf-8")
    version = subprocess.run([exe, "--version"], capture_output=True, timeout=30).stdout.decode().strip()
    profile = tempfile.mkdtemp(dir=work)
    r = subprocess.run([exe, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update",
                        f"--user-data-dir={profile}", "--virtual-time-budget=10000", "--dump-dom",
                        page.as_uri()], capture_output=True, timeout=120)
    m = re.search(r'<pre id="out">(.*?)</pre>', r.stdout.decode("utf-8", "replace"), re.S)
    if not m or not m.group(1):
        sys.exit(f"campaign.py: chromium gave no answers: {r.stderr.decode('utf-8', 'replace')[-2000:]}")
    answers = json.loads(html.unescape(m.group(1)))
    (work / "chromium.json").write_text(json.dumps(answers), encoding="utf-8")
    return version or "chromium", answers


def differences(ours, theirs):
    if ours is None or theirs is None:
        return [] if ours is theirs else ["failure"]
    return [name for name, a, b in zip(FIELDS, ours, theirs) if a != b]


def explain(known, oracle, case, fields, ours, theirs):
    """The first entry of known_differences.json whose every condition holds"""
    protocol = (ours or theirs)[1]
    for entry in known:
        if entry["oracle"] != oracle:
            continue
        # The input as written or percent-decoded: a host's "%F0%90%B5%B0" is
        # decoded before domain to ASCII, and fails as the character would.
        if "input_matches" in entry and not (re.search(entry["input_matches"], case[0]) or
                                             re.search(entry["input_matches"], urllib.parse.unquote(case[0]))):
            continue
        if "base_matches" in entry and not re.search(entry["base_matches"], case[1] or ""):
            continue
        if "protocol_matches" in entry and not re.search(entry["protocol_matches"], protocol):
            continue
        if "fields" in entry and not set(fields) <= set(entry["fields"]):
            continue
        if "same_after_percent_decoding" in entry and (ours is None or theirs is None or any(
                urllib.parse.unquote(ours[FIELDS.index(f)]) != urllib.parse.unquote(theirs[FIELDS.index(f)])
                for f in fields)):
            continue
        if not all(values is not None and re.search(pattern, values[FIELDS.index(name)])
                   for key, values in (("this_parser_matches", ours), ("oracle_matches", theirs))
                   for name, pattern in entry.get(key, {}).items()):
            continue
        if "this_parser_fails" in entry and entry["this_parser_fails"] != (ours is None):
            continue
        if "oracle_fails" in entry and entry["oracle_fails"] != (theirs is None):
            continue
        return entry
    return None


def show(s):
    return "null" if s is None else json.dumps(s, ensure_ascii=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("batch")
    ap.add_argument("work")
    ap.add_argument("--no-chromium", action="store_true")
    ap.add_argument("--no-whatwg-url", action="store_true")
    ap.add_argument("--known", default=str(HERE / "known_differences.json"))
    args = ap.parse_args()
    ci = os.environ.get("CI") == "true"
    work = pathlib.Path(args.work).resolve()
    work.mkdir(parents=True, exist_ok=True)
    cases = generate()
    ours = run_ours(args.batch, cases)
    known = json.load(open(args.known, encoding="utf-8"))["differences"]
    print(f"campaign: {len(cases)} inputs; this parser accepts {sum(o is not None for o in ours)}")
    oracles = []
    if not args.no_whatwg_url:
        oracles.append(("whatwg-url", run_whatwg_url(work, cases, ci)))
    if not args.no_chromium:
        oracles.append(("chromium", run_chromium(work, cases, ci)))
    failed, compared = False, 0
    for oracle, answer in oracles:
        if answer is None:
            continue
        compared += 1
        version, theirs = answer
        used, unlisted, explained = set(), [], 0
        for case, a, b in zip(cases, ours, theirs):
            fields = differences(a, b)
            if not fields:
                continue
            entry = explain(known, oracle, case, fields, a, b)
            if entry is None:
                unlisted.append((case, fields, a, b))
            else:
                used.add(entry["class"])
                explained += 1
        print(f"campaign: {version}: {len(cases) - explained - len(unlisted)} agree, {explained} differ as "
              f"known_differences.json explains, {len(unlisted)} unexplained")
        for case, fields, a, b in unlisted:
            failed = True
            print(f"  UNEXPLAINED input {show(case[0])} base {show(case[1])}: {', '.join(fields)}")
            print(f"    this parser: {show(a)}")
            print(f"    {oracle}: {show(b)}")
        for entry in known:
            if entry["oracle"] == oracle and entry["class"] not in used:
                failed = True
                print(f"  STALE: known difference {entry['class']!r} no longer occurs: remove it")
    if compared == 0:
        print("campaign.py: SKIP: no oracle ran")
        return 77
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
