#!/usr/bin/env python3
"""The 2001 paper's test bed made real (Dürst, "Internationalized Resource
Identifiers: From Specification to Testing", §5): documents in different
encodings, HTML and XML, each exercising IRIs; real clients load them
through a recorder (recorder.py, 127.0.0.1 only) that logs every request;
every observed request is compared with what `iri to-uri` predicts.

    testbed.py IRI_BINARY REPORT.md [CLIENT...]    (clients: chromium wget curl)

It installs nothing: clients missing from PATH are reported as such. The
prediction for a page in charset C is `iri to-uri --lenient --idna=whatwg
--query-charset C`; for wget and curl, given the IRI as a UTF-8 argument,
the same without --query-charset. Each difference gets a cause:

  client follows the URL Standard   only ASCII octets are encoded
                                    differently ("'" -> %27, a raw "\\")
  client does no conversion         raw non-ASCII or forbidden bytes sent
  client's IDNA differs             only the host differs (not a browser)
  client encodes a character the    we predict a numeric character reference,
  Encoding Standard's encoder lacks the client sends bytes (ICU's one-way
                                    fallbacks: Shift_JIS U+301C -> 81 60)
  we are wrong                      anything else: the run fails
  refused                           the client sent no request for the case

Exit status: 0 when no row says "we are wrong", 1 otherwise, 2 on setup
failure.
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
A = "testbed.example"

# (id, IRI, what it exercises). Characters inside and outside each charset,
# in path, query, host and fragment; existing triplets; forbidden ASCII;
# bidi; combining marks.
CASES = [
    ("p-latin", f"http://{A}/c/p-latin/März", "path, Latin-1 letter"),
    ("p-cjk", f"http://{A}/c/p-cjk/日本", "path, CJK"),
    ("q-latin", f"http://{A}/c/q-latin?q=März", "query, Latin-1 letter"),
    ("q-euro", f"http://{A}/c/q-euro?q=€", "query, € (windows-1252 0x80)"),
    ("q-cjk", f"http://{A}/c/q-cjk?q=トソ", "query, katakana (83 67, 83 5C in Shift_JIS)"),
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

CHARSETS = ["utf-8", "iso-8859-1", "windows-1252", "macintosh", "Shift_JIS", "KOI8-R"]
PY_CODEC = {"utf-8": "utf-8", "iso-8859-1": "cp1252", "windows-1252": "cp1252", "macintosh": "mac_roman",
            "Shift_JIS": "cp932", "KOI8-R": "koi8_r"}


def in_document(text, charset):
    """`text` as it can stand in a document of `charset`: characters the
    charset lacks as numeric character references."""
    out = []
    for ch in text:
        try:
            ch.encode(PY_CODEC[charset])
            out.append(html.escape(ch, quote=True))
        except UnicodeEncodeError:
            out.append(f"&#{ord(ch)};")
    return "".join(out)


def generate(pages):
    os.makedirs(pages, exist_ok=True)
    script = ("var o='';var i=document.getElementsByTagName('img');"
              "for(var k=0;k<i.length;k++)o+=i[k].id+'\\t'+i[k].src+'\\n';"
              "document.getElementById('out').textContent=o;")
    for charset in CHARSETS:
        imgs = "\n".join(f'<img id="{cid}" src="{in_document(iri, charset)}" alt=""/>' for cid, iri, _ in CASES)
        page = (f'<!DOCTYPE html>\n<html><head><meta charset="{charset}"><title>{charset}</title></head>'
                f'<body>\n{imgs}\n<pre id="out"></pre><script>{script}</script></body></html>\n')
        with open(os.path.join(pages, f"t.{charset}.html"), "wb") as f:
            f.write(page.encode(PY_CODEC[charset]))
        xml = (f'<?xml version="1.0" encoding="{charset}"?>\n<html xmlns="http://www.w3.org/1999/xhtml">'
               f'<head><title>{charset}</title></head><body>\n{imgs}\n<pre id="out"></pre>'
               f'<script>//<![CDATA[\n{script}\n//]]></script></body></html>\n')
        with open(os.path.join(pages, f"t.{charset}.xhtml"), "wb") as f:
            f.write(xml.encode(PY_CODEC[charset]))


def predict(iri_bin, iri, charset):
    args = [iri_bin, "to-uri", "--lenient", "--idna=whatwg"]
    if charset and charset != "utf-8":
        args.append("--query-charset=" + charset)
    r = subprocess.run(args + ["--", iri], capture_output=True, timeout=30)
    out = r.stdout.decode("utf-8", "replace").strip()
    return out if r.returncode == 0 else None


def split(uri):
    """(host, path-and-query, fragment) of an absolute http URI."""
    m = re.match(r"^[A-Za-z]+://([^/?#]*)([^#]*)(#.*)?$", uri)
    if not m:
        return None, uri, ""
    return m.group(1), m.group(2) or "/", m.group(3) or ""


ASCII_TRIPLET = re.compile(r"%([0-7][0-9A-Fa-f])")


def ascii_decoded(s):
    return ASCII_TRIPLET.sub(lambda m: chr(int(m.group(1), 16)), s)


def classify(client, predicted, observed):
    """(verdict, cause) for one case; both are (host, target) pairs."""
    if observed is None:
        return "refused", ""
    if predicted is None:
        return "differs", "we are wrong (to-uri refused what the client sent)"
    ph, pt = predicted
    oh, ot = observed
    host_equal = (ph or "").lower() == (oh or "").lower() if client != "chromium" else ph == oh
    if host_equal and pt == ot:
        return "equal", ""
    if any(ord(c) >= 0x80 for c in ot + (oh or "")) or any(c in ot for c in ' <>"{}|\\^`'):
        if ascii_decoded(ot) == ascii_decoded(pt) or client != "chromium":
            return "differs", "client does no conversion" if any(ord(c) >= 0x80 for c in ot) else \
                "client follows the URL Standard"
    if pt != ot and ascii_decoded(pt) == ascii_decoded(ot) and host_equal:
        return "differs", "client follows the URL Standard"
    if host_equal and re.search(r"%26%23[0-9]+%3B", pt) and not re.search(r"%26%23[0-9]+%3B", ot):
        return "differs", "client encodes a character the Encoding Standard's encoder lacks (ICU fallback)"
    if pt == ot and not host_equal and client != "chromium":
        return "differs", "client's IDNA differs (libidn2, IDNA2008)"
    return "differs", "we are wrong"


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    iri_bin, report = os.path.abspath(sys.argv[1]), sys.argv[2]
    clients = sys.argv[3:] or ["chromium", "wget", "curl"]
    work = tempfile.mkdtemp(prefix="iri-testbed-")
    pages, log_path, port_file = os.path.join(work, "pages"), os.path.join(work, "log"), os.path.join(work, "port")
    generate(pages)
    open(log_path, "w").close()
    server = subprocess.Popen([sys.executable, os.path.join(HERE, "recorder.py"), pages, log_path, port_file])
    try:
        for _ in range(100):
            if os.path.exists(port_file):
                break
            time.sleep(0.1)
        port = int(open(port_file).read())
        proxy = f"http://127.0.0.1:{port}"
        rows = []   # (case, client, context, predicted, observed, verdict, cause)

        def log_since(offset):
            with open(log_path, encoding="utf-8") as f:
                f.seek(offset)
                entries = [json.loads(line) for line in f if line.strip()]
            return entries

        def log_size():
            return os.path.getsize(log_path)

        def observed_for(entries, cid):
            for e in entries:
                host, target, _ = split(e["target"]) if e["target"].startswith("http://") else (e["host"], e["target"], "")
                if re.search(r"/c/" + re.escape(cid) + r"(?=[/?]|$)", target):
                    return host, target
            return None

        env = dict(os.environ, LC_ALL="C.UTF-8")
        for client in clients:
            exe = shutil.which(client)
            if exe is None:
                rows.append(("(all)", client, "", "", "", "not installed", ""))
                continue
            if client == "chromium":
                for charset in CHARSETS:
                    for ext in ("html", "xhtml"):
                        start = log_size()
                        profile = tempfile.mkdtemp(dir=work)
                        try:
                            r = subprocess.run([exe, "--headless=new", "--no-sandbox", "--disable-gpu",
                                                "--no-first-run", f"--user-data-dir={profile}",
                                                f"--proxy-server={proxy}", "--proxy-bypass-list=<-loopback>",
                                                "--virtual-time-budget=5000", "--dump-dom",
                                                f"http://{A}/page/t.{charset}.{ext}"],
                                               capture_output=True, timeout=60, env=env)
                            dom = r.stdout.decode("utf-8", "replace")
                        except subprocess.TimeoutExpired:
                            dom = ""
                        time.sleep(0.3)
                        entries = log_since(start)
                        srcs = {}
                        m = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
                        if m:
                            for line in html.unescape(m.group(1)).splitlines():
                                if "\t" in line:
                                    k, v = line.split("\t", 1)
                                    srcs[k] = v
                        for cid, iri, _ in CASES:
                            p = predict(iri_bin, iri, charset)
                            ctx = f"{charset} {ext}"
                            if cid == "fragment":
                                pred = split(p)[2] if p else None
                                obs = split(srcs[cid])[2] if cid in srcs else None
                                verdict = ("refused", "") if obs is None else \
                                    (("equal", "") if obs == pred else classify(client, (None, pred), (None, obs)))
                                rows.append((cid, client, ctx + " (DOM)", pred, obs, *verdict))
                                continue
                            pred = split(p)[:2] if p else None
                            obs = observed_for(entries, cid)
                            rows.append((cid, client, ctx, pred and pred[0] + pred[1], obs and obs[0] + obs[1],
                                         *classify(client, pred, obs)))
            else:
                for cid, iri, _ in CASES:
                    if cid == "fragment":
                        continue
                    start = log_size()
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
                    p = predict(iri_bin, iri, None)
                    pred = split(p)[:2] if p else None
                    obs = observed_for(log_since(start), cid)
                    rows.append((cid, client, "argument, UTF-8", pred and pred[0] + pred[1],
                                 obs and obs[0] + obs[1], *classify(client, pred, obs)))
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)

    versions = []
    for client in clients:
        exe = shutil.which(client)
        if exe:
            v = subprocess.run([exe, "--version"], capture_output=True, timeout=30).stdout.decode("utf-8", "replace")
            versions.append(v.splitlines()[0] if v else client)
    counts = {}
    for r in rows:
        counts[r[5]] = counts.get(r[5], 0) + 1
    wrong = [r for r in rows if r[6] == "we are wrong"]
    with open(report, "w", encoding="utf-8") as f:
        f.write("# Test bed: mapping checked against real clients\n\n")
        f.write("Generated by `tests/testbed/testbed.py` (run by `.ci/testbed.sh`); do not edit.\n\n")
        f.write("Clients: " + "; ".join(versions) + ".\n\n")
        f.write("Totals: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())) +
                f"; we are wrong: {len(wrong)}.\n\n")
        f.write("Cases:\n\n")
        for cid, iri, what in CASES:
            f.write(f"- `{cid}`: `{iri}` ({what})\n")
        f.write("\n| case | client | document | verdict | cause | predicted | observed |\n")
        f.write("|---|---|---|---|---|---|---|\n")
        for cid, client, ctx, pred, obs, verdict, cause in rows:
            show = lambda s: "" if s is None else "`" + s.replace("|", "\\|") + "`"
            if verdict == "equal":
                f.write(f"| {cid} | {client} | {ctx} | equal | | {show(pred)} | |\n")
            else:
                f.write(f"| {cid} | {client} | {ctx} | {verdict} | {cause} | {show(pred)} | {show(obs)} |\n")
    print(f"{len(rows)} rows: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())) +
          f"; we are wrong: {len(wrong)}")
    for r in wrong:
        print("WRONG:", r, file=sys.stderr)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
