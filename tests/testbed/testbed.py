#!/usr/bin/env python3
"""The 2001 paper's test bed made real (Dürst, "Internationalized Resource
Identifiers: From Specification to Testing", §5): documents in different
encodings, HTML and XML, each exercising IRIs; real clients load them
through a recorder (recorder.py, 127.0.0.1 only) that logs every request;
every observed request is compared with what `iri to-uri` predicts.

    testbed.py run IRI_BINARY REPORT.md [--save OBSERVATIONS.json] [CLIENT...]
    testbed.py replay OBSERVATIONS.json IRI_BINARY [REPORT.md]

`run` starts the clients (chromium wget curl by default) and may save what
each sent; `replay` compares saved observations with the predictions of
another binary without starting any client (selftest.py plants faults
that way).

Each observation is compared with the commands in COMMANDS that apply to
it. A row passes when prediction and request are the same text, or when
known_differences.json lists exactly that difference (client, command,
case, page, predicted and observed text) with the rule that explains it.
A refusal (the client sent no request for a case) passes only when that
file expects it. Everything else fails the run: a difference not listed
("we are wrong"), an entry that no longer occurs ("stale"), a page that
does not hold the IRI its case says, and, with CI=true, a missing client
or a page from which no request arrived.

When a run fails on a difference, either the library is wrong (fix it)
or a rule explains the difference: then add an entry with the exact texts
of the report's row and that rule (a section of RFC 3987 or 3986, of the
URL or Encoding Standard, or the client's documented behaviour). When an
entry goes stale, remove the page from it, or the entry.

Exit status: 0 when nothing failed, 1 otherwise, 2 on usage errors.
"""
import html
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
KNOWN = os.path.join(HERE, "known_differences.json")
A = "testbed.example"

# (id, IRI, what it exercises). Characters inside and outside each charset,
# in path, query, host and fragment; existing triplets; forbidden ASCII;
# bidi; combining marks; a character NFC changes.
CASES = [
    ("p-latin", f"http://{A}/c/p-latin/März", "path, Latin-1 letter"),
    ("p-cjk", f"http://{A}/c/p-cjk/日本", "path, CJK"),
    ("p-angstrom", f"http://{A}/c/p-angstrom/\u212B", "path, U+212B ANGSTROM SIGN (NFC: U+00C5)"),
    ("q-latin", f"http://{A}/c/q-latin?q=März", "query, Latin-1 letter (four bytes in gb18030)"),
    ("q-euro", f"http://{A}/c/q-euro?q=€", "query, € (windows-1252 80, GBK 80, gb18030 A2 E3)"),
    ("q-cjk", f"http://{A}/c/q-cjk?q=トソ", "query, katakana (83 67, 83 5C in Shift_JIS)"),
    ("q-han", f"http://{A}/c/q-han?q=漢字", "query, Han ideographs (every CJK encoder)"),
    ("q-hangul", f"http://{A}/c/q-hangul?q=한국", "query, Hangul (EUC-KR, gb18030 four bytes)"),
    ("q-tilde", f"http://{A}/c/q-tilde?q=～〜", "query, U+FF5E and U+301C"),
    ("q-cyr", f"http://{A}/c/q-cyr?q=Привет", "query, Cyrillic"),
    ("q-apple", f"http://{A}/c/q-apple?q=\uF8FF", "query, U+F8FF (macintosh F0)"),
    ("triplets", f"http://{A}/c/triplets/%7Euser/%C3%A9?x=%41&y=%e4", "existing triplets"),
    ("ascii", f"http://{A}/c/ascii/a b<c>?d e'f", "forbidden ASCII (--lenient)"),
    ("bidi", f"http://{A}/c/bidi/עברית?q=ערב", "bidi (Hebrew)"),
    ("combining", f"http://{A}/c/combining/e\u0301?q=e\u0301", "combining mark, not normalized"),
    ("h-idn", "http://bücher.example/c/h-idn/", "host, IDN"),
    ("h-underscore", "http://ü_b.example/c/h-underscore/", "host, IDN with _ (browser profile)"),
    ("h-emoji", "http://😀.example/c/h-emoji/", "host, emoji"),
    ("h-upper", "http://Testbed.EXAMPLE/c/h-upper/", "host, ASCII upper case"),
    ("fragment", f"http://{A}/c/fragment/x#März", "fragment (read from the DOM)"),
]
IRI = {cid: iri for cid, iri, _ in CASES}

# (page charset: a WHATWG Encoding Standard label, Python codec that writes
# the page, --from-charset name that decodes it as the Encoding Standard
# does, or None). iso-8859-1 pages are windows-1252 to a browser, and the
# Encoding Standard's Shift_JIS and EUC-KR are Microsoft's code pages 932
# and 949. UTF-16 input cannot be a command-line argument (NUL bytes).
CHARSETS = [
    ("utf-8", "utf-8", None),
    ("UTF-16LE", "utf-16-le", None),
    ("iso-8859-1", "cp1252", "windows-1252"),
    ("windows-1252", "cp1252", "windows-1252"),
    ("macintosh", "mac_roman", "macintosh"),
    ("KOI8-R", "koi8_r", "KOI8-R"),
    ("Shift_JIS", "cp932", "CP932"),
    ("EUC-JP", "euc_jp", "EUC-JP"),
    ("ISO-2022-JP", "iso2022_jp", "ISO-2022-JP"),
    ("GBK", "gbk", "GBK"),
    ("gb18030", "gb18030", "GB18030"),
    ("Big5", "big5", "BIG5"),
    ("EUC-KR", "cp949", "CP949"),
]
CODEC = {c: codec for c, codec, _ in CHARSETS}
FROM = {c: name for c, _, name in CHARSETS}
# Characters Python's codec writes where the Encoding Standard's decoder
# reads another character, so written raw the page would not hold the IRI
# (observe() checks each page): JIS X 0208 21 41 is U+301C to Python,
# U+FF5E to the Encoding Standard; Python's big5 puts kana and Cyrillic in
# ETEN's rows C6 to C8, where the Encoding Standard's Big5 has HKSCS.
AS_REFERENCE = {"EUC-JP": "\u301C", "ISO-2022-JP": "\u301C", "Big5": "トソПривет"}

# The commands each observation is compared with: (label, which
# observations, argument list for a page charset). The label is what
# known_differences.json names.
# The whatwg command is the browser's mode on every page, utf-8 included:
# the URL Standard's query state writes "'" as %27 in any encoding.
def _query(charset):
    return [] if charset is None else ["--query-charset=" + charset]


COMMANDS = [
    ("whatwg", "every page of chromium",
     lambda c: ["to-uri", "--lenient", "--idna=whatwg"] + _query(c)),
    ("from-charset", "chromium, legacy pages, cases the page holds as bytes",
     lambda c: ["to-uri", "--lenient", "--idna=whatwg", "--from-charset=" + FROM.get(c, "NAME")] + _query(c)),
    ("rfc3987", "chromium, utf-8 pages",
     lambda c: ["to-uri"]),
    ("uts46", "wget and curl",
     lambda c: ["to-uri", "--lenient", "--idna=uts46"]),
]
COMMAND = {label: args for label, _, args in COMMANDS}


def raw_in_page(text, charset):
    """Whether `text` stands in a page of `charset` as its own bytes (no
    character reference needed)."""
    try:
        return text.encode(CODEC[charset]).decode(CODEC[charset]) == text and \
            not any(ch in AS_REFERENCE.get(charset, "") for ch in text)
    except UnicodeError:
        return False


def in_document(text, charset):
    """`text` as it can stand in a document of `charset`: characters the
    charset lacks as numeric character references."""
    return "".join(html.escape(ch, quote=True) if raw_in_page(ch, charset) else f"&#{ord(ch)};" for ch in text)


def page_names():
    return [(c, ext) for c, _, _ in CHARSETS for ext in ("html", "xhtml")]


def generate(pages):
    os.makedirs(pages, exist_ok=True)
    # The attribute as the browser decoded it comes back beside the URL, so
    # that a page which does not hold its IRI is a bed error, not a row.
    script = ("var o='';var i=document.getElementsByTagName('img');"
              "for(var k=0;k<i.length;k++)o+=i[k].id+'\\t'+i[k].src+'\\t'"
              "+encodeURIComponent(i[k].getAttribute('src'))+'\\n';"
              "document.getElementById('out').textContent=o;")
    for charset, ext in page_names():
        # A UTF-16 page needs its byte order mark: a meta charset cannot be
        # read before the encoding is known.
        bom = "\ufeff" if charset.startswith("UTF-16") else ""
        imgs = "\n".join(f'<img id="{cid}" src="{in_document(iri, charset)}" alt=""/>' for cid, iri, _ in CASES)
        if ext == "html":
            text = (f'{bom}<!DOCTYPE html>\n<html><head><meta charset="{charset}"><title>{charset}</title></head>'
                    f'<body>\n{imgs}\n<pre id="out"></pre><script>{script}</script></body></html>\n')
        else:
            text = (f'{bom}<?xml version="1.0" encoding="{charset}"?>\n<html xmlns="http://www.w3.org/1999/xhtml">'
                    f'<head><title>{charset}</title></head><body>\n{imgs}\n<pre id="out"></pre>'
                    f'<script>//<![CDATA[\n{script}\n//]]></script></body></html>\n')
        with open(os.path.join(pages, f"t.{charset}.{ext}"), "wb") as f:
            f.write(text.encode(CODEC[charset]))


def split(uri):
    """(host, path-and-query, fragment) of an absolute http URI."""
    m = re.match(r"^[A-Za-z]+://([^/?#]*)([^#]*)(#.*)?$", uri)
    if not m:
        return "", uri, ""
    return m.group(1), m.group(2) or "/", m.group(3) or ""


def as_text(latin1):
    """The recorder's latin-1 string as the bytes' UTF-8 text; a byte that
    is not UTF-8 shows as \\xHH."""
    return latin1.encode("latin-1").decode("utf-8", "backslashreplace")


# ---------------------------------------------------------------- observing

def observe(clients, work, ci, problems):
    """What each client sent for each case: {"clients": {name: version or
    None}, "observations": [{"client", "page", "case", "sent"}]}, "sent"
    being host + path-and-query (the fragment for the DOM case), or None."""
    pages, log_path, port_file = os.path.join(work, "pages"), os.path.join(work, "log"), os.path.join(work, "port")
    generate(pages)
    open(log_path, "w").close()
    server = subprocess.Popen([sys.executable, os.path.join(HERE, "recorder.py"), pages, log_path, port_file])
    result = {"clients": {}, "observations": []}
    try:
        for _ in range(100):
            if os.path.exists(port_file):
                break
            time.sleep(0.1)
        proxy = f"http://127.0.0.1:{int(open(port_file).read())}"

        def log_since(offset):
            with open(log_path, encoding="utf-8") as f:
                f.seek(offset)
                return [json.loads(line) for line in f if line.strip()]

        def sent_for(entries, cid):
            for e in entries:
                host, target, _ = split(e["target"]) if e["target"].startswith("http://") else \
                    (e["host"], e["target"], "")
                if re.search(r"/c/" + re.escape(cid) + r"(?=[/?]|$)", target):
                    return as_text(host + target)
            return None

        def record(client, page, found):
            if not any(v is not None for v in found.values()):
                # Chromium timed out, the recorder was unreachable...: the
                # page's refusals would be noise, so it has no rows.
                warn(ci, problems, f"{client}, {page}: no request arrived; the page has no rows")
                return
            for cid, sent in found.items():
                result["observations"].append({"client": client, "page": page, "case": cid, "sent": sent})

        env = dict(os.environ, LC_ALL="C.UTF-8")
        for client in clients:
            exe = shutil.which(client)
            result["clients"][client] = None
            if exe is None:
                warn(ci, problems, f"{client}: not installed; none of its rows is checked")
                continue
            v = subprocess.run([exe, "--version"], capture_output=True, timeout=30).stdout.decode("utf-8", "replace")
            result["clients"][client] = v.splitlines()[0] if v else client
            if client == "chromium":
                deadline = time.monotonic() + 150
                for charset, ext in page_names():
                    page = f"{charset} {ext}"
                    if time.monotonic() > deadline:
                        warn(ci, problems, f"chromium, {page}: not loaded, the bed's time for chromium is spent")
                        continue
                    start = os.path.getsize(log_path)
                    profile = tempfile.mkdtemp(dir=work)
                    try:
                        r = subprocess.run([exe, "--headless=new", "--no-sandbox", "--disable-gpu",
                                            "--no-first-run", "--disable-background-networking",
                                            "--disable-component-update", f"--user-data-dir={profile}",
                                            f"--proxy-server={proxy}", "--proxy-bypass-list=<-loopback>",
                                            "--virtual-time-budget=5000", "--dump-dom",
                                            f"http://{A}/page/t.{charset}.{ext}"],
                                           capture_output=True, timeout=30, env=env)
                        dom = r.stdout.decode("utf-8", "replace")
                    except subprocess.TimeoutExpired:
                        dom = ""
                    time.sleep(0.3)
                    entries = log_since(start)
                    src, attr = {}, {}
                    m = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
                    for line in html.unescape(m.group(1)).splitlines() if m else []:
                        parts = line.split("\t")
                        if len(parts) == 3:
                            src[parts[0]], attr[parts[0]] = parts[1], urllib.parse.unquote(parts[2])
                    for cid in attr:
                        if attr[cid] != IRI[cid]:
                            problems.append(f"chromium, {page}: the page does not hold case {cid}: the browser "
                                            f"read {attr[cid]!r}, the case is {IRI[cid]!r} (fix generate())")
                    found = {cid: sent_for(entries, cid) for cid in IRI if cid != "fragment"}
                    found["fragment"] = split(src["fragment"])[2] if "fragment" in src else None
                    record(client, page, found)
            else:
                found = {}
                for cid, iri in IRI.items():
                    if cid == "fragment":
                        continue
                    start = os.path.getsize(log_path)
                    if client == "wget":
                        cmd = [exe, "-q", "-O", "/dev/null", "--tries=1", "--timeout=10", "--iri",
                               "--local-encoding=UTF-8", "-e", "use_proxy=on", "-e", f"http_proxy={proxy}", iri]
                    else:
                        cmd = [exe, "-s", "-o", "/dev/null", "--max-time", "10", "-x", proxy, iri]
                    try:
                        subprocess.run(cmd, capture_output=True, timeout=30, env=env)
                    except subprocess.TimeoutExpired:
                        pass
                    time.sleep(0.1)
                    found[cid] = sent_for(log_since(start), cid)
                record(client, "argument", found)
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)
    return result


# ---------------------------------------------------------------- checking

def commands_for(client, page, cid):
    charset = page.split(" ")[0]
    if client in ("wget", "curl"):
        return ["uts46"]
    out = ["whatwg"]
    if FROM.get(charset) and raw_in_page(IRI[cid], charset):
        out.append("from-charset")
    if charset == "utf-8":
        out.append("rfc3987")
    return out


def predict_all(iri_bin, wanted):
    """{(command, charset, case): predicted text}, one process per command
    line; an input the tool rejects is "(error in PRODUCTION)"."""
    by_args = {}
    for command, charset, cid in wanted:
        args = tuple(COMMAND[command](charset))
        data = IRI[cid].encode(CODEC[charset] if command == "from-charset" else "utf-8")
        by_args.setdefault(args, []).append(((command, charset, cid), data))
    out = {}
    for args, items in by_args.items():
        r = subprocess.run([iri_bin, *args, "--json"], input=b"".join(d + b"\n" for _, d in items),
                           capture_output=True, timeout=60)
        lines = r.stdout.decode("utf-8", "replace").splitlines()
        if len(lines) != len(items):
            raise SystemExit(f"testbed: {iri_bin} {' '.join(args)} gave {len(lines)} lines for {len(items)} "
                             f"inputs: {r.stderr.decode('utf-8', 'replace').strip()}")
        for (key, _), line in zip(items, lines):
            o = json.loads(line)
            out[key] = o["output"] if o["output"] is not None else f"(error in {o['error']['production']})"
    return out


def request_text(uri, cid):
    """What the recorder sees of `uri`: the fragment for the DOM case, else
    host + path-and-query."""
    if uri.startswith("(error"):
        return uri
    host, target, fragment = split(uri)
    return fragment if cid == "fragment" else host + target


def check(result, iri_bin, known):
    """The rows, and the failures: (kind, message)."""
    failures = []
    wanted = {(command, o["page"].split(" ")[0], o["case"])
              for o in result["observations"] for command in commands_for(o["client"], o["page"], o["case"])}
    predicted = predict_all(iri_bin, wanted)
    observed_pages = {(o["client"], o["page"]) for o in result["observations"]}
    used_diff, used_refusal = set(), set()
    rows = []   # (case, client, page, command, verdict, known entry, predicted, observed)
    for o in result["observations"]:
        client, page, cid, sent = o["client"], o["page"], o["case"], o["sent"]
        if sent is None:
            hit = [i for i, e in enumerate(known["refusals"])
                   if (e["client"], e["case"]) == (client, cid) and page in e["pages"]]
            if hit:
                used_refusal.add((hit[0], page))
                rows.append((cid, client, page, "", "expected refusal", f"refusal {hit[0]}", "", ""))
            else:
                rows.append((cid, client, page, "", "REFUSED", "", "", ""))
                failures.append(("unexpected refusal", f"case {cid}: {client}, {page} sent no request, and "
                                 f"known_differences.json does not expect it"))
            continue
        for command in commands_for(client, page, cid):
            pred = request_text(predicted[(command, page.split(" ")[0], cid)], cid)
            if pred == sent:
                rows.append((cid, client, page, command, "equal", "", pred, sent))
                continue
            hit = [i for i, e in enumerate(known["differences"])
                   if (e["client"], e["command"], e["case"], e["predicted"], e["observed"]) ==
                   (client, command, cid, pred, sent) and page in e["pages"]]
            if hit:
                used_diff.add((hit[0], page))
                rows.append((cid, client, page, command, "known", f"difference {hit[0]}", pred, sent))
            else:
                rows.append((cid, client, page, command, "WE ARE WRONG", "", pred, sent))
                failures.append(("we are wrong", f"case {cid}: {client}, {page}, command {command}: "
                                 f"predicted {pred!r}, observed {sent!r}"))
    # An entry for a client or page not observed (not installed, timed out
    # outside CI) cannot go stale: those are reported as problems instead.
    for kind, entries, used in (("difference", known["differences"], used_diff),
                                ("refusal", known["refusals"], used_refusal)):
        for i, e in enumerate(entries):
            for page in e["pages"]:
                if (e["client"], page) in observed_pages and (i, page) not in used:
                    failures.append(("stale", f"known_differences.json {kind} entry {i} (case {e['case']}, "
                                     f"{e['client']}, {page}) no longer occurs: remove that page from the "
                                     f"entry, or the entry, or correct its text from this run's report"))
    return rows, failures


# ---------------------------------------------------------------- reporting

def write_report(path, result, known, rows, failures, problems):
    def show(s):
        return "`" + s.replace("|", "\\|") + "`" if s else ""

    counts = {}
    for r in rows:
        counts[r[4]] = counts.get(r[4], 0) + 1
    with open(path, "w", encoding="utf-8") as f:
        f.write("# Test bed: mapping checked against real clients\n\n"
                "Generated by `tests/testbed/testbed.py` (run by `.ci/testbed.sh`); do not edit. "
                "How it works and what it covers: [mapping.md](mapping.md), and the docstring of "
                "`tests/testbed/testbed.py`.\n\n")
        f.write("Clients: " + "; ".join(v or f"{k} (not installed)" for k, v in result["clients"].items()) + ".\n\n")
        f.write(f"Rows: {len(rows)}; " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())) +
                f". Failures: {len(failures)}.\n")
        for kind, msg in failures:
            f.write(f"- **{kind}**: {msg}\n")
        for msg in problems:
            f.write(f"- **problem**: {msg}\n")
        for msg in WARNINGS:
            f.write(f"- **not checked** (a failure with CI=true): {msg}\n")
        f.write("\nCommands (`iri` followed by these; `C` is the page's charset, `NAME` the iconv name that "
                "decodes it as the Encoding Standard does, in `CHARSETS`):\n\n")
        for label, applies, args in COMMANDS:
            f.write(f"- `{label}`: `{' '.join(args('C'))}` ({applies})\n")
        f.write("\nCases:\n\n")
        for cid, iri, what in CASES:
            f.write(f"- `{cid}`: `{iri}` ({what})\n")
        f.write("\nPages: " + ", ".join(c for c, _, _ in CHARSETS) + ", each as HTML and as XHTML; "
                "wget and curl get the IRI as a UTF-8 argument.\n")
        f.write("\n## Known differences and refusals\n\nThe entries of `tests/testbed/known_differences.json`, each "
                "with the rule that explains it (its exact texts are in the file and in the rows below).\n\n")
        for kind in ("differences", "refusals"):
            for i, e in enumerate(known[kind]):
                f.write(f"- {kind[:-1]} {i}: {e['case']}, {e['client']}" +
                        (f", command `{e['command']}`" if "command" in e else "") +
                        f", {len(e['pages'])} page(s): {e['rule']}\n")
        f.write("\n## Rows that differ or were refused\n\n| case | client | page | command | verdict | entry | predicted "
                "| observed |\n|---|---|---|---|---|---|---|---|\n")
        for cid, client, page, command, verdict, entry, pred, obs in rows:
            if verdict != "equal":
                f.write(f"| {cid} | {client} | {page} | {command} | {verdict} | {entry} | {show(pred)} | {show(obs)} |\n")
        f.write("\n## Equal rows\n\n| case | client | page | command | request |\n|---|---|---|---|---|\n")
        for cid, client, page, command, verdict, rule, pred, obs in rows:
            if verdict == "equal":
                f.write(f"| {cid} | {client} | {page} | {command} | {show(pred)} |\n")


WARNINGS = []   # what was not checked, outside CI


def warn(ci, problems, msg):
    print(("testbed: FAILURE (CI=true): " if ci else "testbed: WARNING, NOT CHECKED: ") + msg, file=sys.stderr)
    (problems if ci else WARNINGS).append(msg)


def main(argv):
    ci = os.environ.get("CI") == "true"
    problems = []
    if len(argv) >= 3 and argv[0] == "run":
        iri_bin, report, rest = os.path.abspath(argv[1]), argv[2], argv[3:]
        save = None
        if rest[:1] == ["--save"] and len(rest) >= 2:
            save, rest = rest[1], rest[2:]
        # `timeout` stops the bed with SIGTERM: unwind, so the recorder stops too.
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(124))
        clients = rest or ["chromium", "wget", "curl"]
        if not set(clients) <= {"chromium", "wget", "curl"}:
            print(__doc__, file=sys.stderr)
            return 2
        work = tempfile.mkdtemp(prefix="iri-testbed-")
        try:
            result = observe(clients, work, ci, problems)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        if save:
            with open(save, "w", encoding="utf-8") as f:
                json.dump(result, f, ensure_ascii=False, indent=0)
    elif len(argv) in (3, 4) and argv[0] == "replay":
        with open(argv[1], encoding="utf-8") as f:
            result = json.load(f)
        iri_bin, report = os.path.abspath(argv[2]), argv[3] if len(argv) == 4 else None
    else:
        print(__doc__, file=sys.stderr)
        return 2
    with open(KNOWN, encoding="utf-8") as f:
        known = json.load(f)
    rows, failures = check(result, iri_bin, known)
    if report:
        write_report(report, result, known, rows, failures, problems)
    counts = {}
    for r in rows:
        counts[r[4]] = counts.get(r[4], 0) + 1
    print(f"testbed: {len(rows)} rows: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())) +
          f"; failures {len(failures) + len(problems)}")
    for kind, msg in failures:
        print(f"testbed: {kind}: {msg}", file=sys.stderr)
    for msg in problems:
        print(f"testbed: problem: {msg}", file=sys.stderr)
    if WARNINGS:
        print(f"testbed: WARNING: {len(WARNINGS)} clients or pages NOT CHECKED (above); with CI=true this run "
              f"fails", file=sys.stderr)
    return 1 if failures or problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
