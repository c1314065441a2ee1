#!/usr/bin/env python3
"""The playground in a real browser (site/README.md).

Usage: playground_test.py SITE_DIR IRI_TOOL ARTIFACT_DIR DIFFERENCES_MD

Serves SITE_DIR on 127.0.0.1 (a free port, stopped at the end), opens
playground.html in headless Chromium driven over the DevTools protocol
(Debian's python3-websocket), types each input of INPUTS into the page as a
person would (the input event, not a script setting the value), and holds
what the page shows to what `iri parse --json` says about the same input:
the verdict; for a valid input every component, "(absent)" for a missing
one; for an invalid one the error line (character and byte offset,
production, message) and the character the caret marks. For a few inputs
also the resolution target and its RFC 3986 §5.2.4 table, and the normal
form, against `iri resolve --explain --json` and `iri normalize`; for the
RFC 3987 §4.4 example, that the page draws the right-to-left run reversed
inside a left-to-right IRI.

The comparison with the URL Standard, against `iri url --compare --json`:
every example of every class of DIFFERENCES_MD (docs/url-differences.md),
opened as url-differences.html's links open it (playground.html#compare=),
and COMPARE_INPUTS typed into the page; then url-differences.html, every
example's table. An input may show "needs ICU" instead of a table only if
it has a host that is not ASCII or an "xn--" label (ICU_INPUT); every other
input must get the tool's table, and the captured table that the page
shows for one that needs ICU must be the tool's too. A screenshot of each
state goes to ARTIFACT_DIR. Every wait is bounded; the whole run stops after
DEADLINE seconds.
"""

import base64
import functools
import http.server
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request

try:
    import websocket  # Debian: python3-websocket
except ImportError:
    # A python3 that is not Debian's (pyenv, a venv) does not see Debian's
    # packages: run again with Debian's own when it has the module.
    debian = "/usr/bin/python3"
    if os.path.realpath(sys.executable) != os.path.realpath(debian) and os.path.exists(debian):
        probe = subprocess.run([debian, "-c", "import websocket"], capture_output=True, timeout=30)
        if probe.returncode == 0:
            os.execv(debian, [debian, *sys.argv])
    sys.exit("playground_test: needs the websocket module (Debian: apt-get install python3-websocket)")

DEADLINE = 180  # seconds for the whole run
STEP = 20  # seconds for any one answer from the browser

# (name, input): valid, invalid, bidi, IPv6, long.
LONG = "http://example.org/" + "/".join(f"segment{i}" for i in range(300)) + "?" + "q=1&" * 200 + "#end"
INPUTS = [
    ("valid-http", "http://user@example.org:8080/a/b;c?q=1#frag"),
    ("valid-relative", "../g;x?y#s"),
    ("valid-empty-query", "http://a?"),
    ("valid-nonascii", "https://résumé.example.org/ros%C3%A9?ä=1"),
    ("bidi-rfc3987-4.4", "http://ab.גדהוזח.ij/kl/mn/op.html"),
    ("bidi-arabic", "http://example.org/عربي/قسم?ن=1"),
    ("ipv6", "http://[2001:db8::7]:443/x"),
    ("ipv6-v4", "ldap://[::ffff:192.0.2.1]/c=GB"),
    ("invalid-ipv6", "http://[::1"),
    ("invalid-ipv6-zone", "http://[fe80::1%25eth0]/"),
    ("invalid-space", "http://example.org/a b"),
    ("invalid-percent", "http://example.org/%zz"),
    ("invalid-private-use", "http://example.org/\ue000"),
    ("invalid-bidi-mark", "http://example.org/\u200fx"),
    ("invalid-after-bidi", "http://ab.גדהוזח.ij/<x>"),
    ("long", LONG),
    ("invalid-long", LONG + " "),
]
# Inputs whose resolution against the page's base and whose normal form are
# checked against the tool too.
RESOLVE = {"valid-relative", "valid-http", "bidi-rfc3987-4.4"}
BASE = "http://a/b/c/d;p?q"

# (name, input, base or None, whether it needs ICU) compared with
# `iri url --compare --json` beside the examples of docs/url-differences.md:
# hosts the browser build compares without ICU (percent-encoded ASCII,
# case, a default port, "_", an opaque host, non-ASCII outside the host)
# and those it must decline (site/playground/no_icu.cpp says why).
COMPARE_INPUTS = [
    ("encoded-space-host", "http://a%20b.com/", None, False),
    ("encoded-letter-host", "http://ex%61mple.com/", None, False),
    ("encoded-slash-userinfo", "http://example.com%2F@evil/", None, False),
    ("uppercase-default-port", "HTTP://EXAMPLE.com:80/a/./b", None, False),
    ("underscore-host", "http://a_b.example/", None, False),
    ("opaque-non-ascii", "foo://é/x", None, False),
    ("non-ascii-path", "http://a/é?ü#ö", None, False),
    ("network-path", "//h/p", "http://a/b/c", False),
    ("base-fails", "x", "not a base", False),
    ("non-ascii-host", "http://é.example/", None, True),
    ("encoded-non-ascii-host", "http://%C3%A9.example/", None, True),
    ("punycode-label", "http://xn--nxasmq6b.com/", None, True),
    ("non-ascii-base-host", "/p", "http://é.example/", True),
]

# Where the browser build may answer "needs ICU" (site/playground/no_icu.cpp):
# a character that is not ASCII, written or percent-encoded, or an "xn--"
# label. Any other input must be compared in the page.
ICU_INPUT = re.compile(r"[^\x00-\x7f]|%[89a-fA-F][0-9a-fA-F]|(^|[./@])xn--", re.IGNORECASE)


class Browser:
    """One headless Chromium, one page, driven over the DevTools protocol."""

    def __init__(self, chromium, profile):
        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--no-default-browser-check", "--disable-extensions", "--remote-debugging-address=127.0.0.1",
             "--remote-debugging-port=0", f"--user-data-dir={profile}", "--window-size=1100,900",
             "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # Chromium writes the port it chose into the profile.
        active = os.path.join(profile, "DevToolsActivePort")
        deadline = time.monotonic() + STEP
        while not os.path.exists(active) or os.path.getsize(active) == 0:
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise RuntimeError("chromium did not open its DevTools port")
            time.sleep(0.1)
        port = open(active, encoding="ascii").read().split()[0]
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=STEP) as answer:
            pages = [t for t in json.load(answer) if t["type"] == "page"]
        self.socket = websocket.create_connection(pages[0]["webSocketDebuggerUrl"], timeout=STEP,
                                                  suppress_origin=True)
        self.next_id = 0
        self.exceptions = []

    def send(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("method") == "Runtime.exceptionThrown":
                self.exceptions.append(message["params"]["exceptionDetails"])
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message["result"]

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"page script failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def screenshot(self, path, selector=None):
        # The element `selector` (cheaper than a tall page); else the whole
        # page, or the window when the page is too tall for one picture (a
        # long input's §5.2.4 tables).
        if selector:
            box = self.evaluate(f"(() => {{ const r = document.querySelector({json.dumps(selector)})"
                                ".getBoundingClientRect(); return [r.top + scrollY, r.height, document.documentElement.scrollWidth]; })()")
            # The page's whole width, from the element's top to its bottom.
            shot = self.send("Page.captureScreenshot", format="png", captureBeyondViewport=True,
                             clip={"x": 0, "y": box[0], "width": box[2], "height": box[1], "scale": 1})
            with open(path, "wb") as f:
                f.write(base64.b64decode(shot["data"]))
            return
        try:
            shot = self.send("Page.captureScreenshot", format="png", captureBeyondViewport=True)
        except RuntimeError:
            shot = self.send("Page.captureScreenshot", format="png")
        with open(path, "wb") as f:
            f.write(base64.b64decode(shot["data"]))

    def close(self):
        try:
            self.socket.close()
        finally:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)


# What the page shows, read from its DOM as text: the verdict line, the
# components table, the error line and the character under the caret.
READ_PAGE = r"""(() => {
  const text = (sel) => { const e = document.querySelector(sel); return e ? e.textContent : null; };
  const components = {};
  for (const row of document.querySelectorAll('#components tr[data-component]')) {
    const value = row.querySelector('code.value');
    components[row.dataset.component] = value ? value.textContent : null;
  }
  return {
    shown: document.documentElement.dataset.shown,
    verdict: text('#verdict-line'),
    valid: !!document.querySelector('#verdict-line.valid'),
    components,
    error_line: text('#error-line'),
    caret: text('#caret'),
    tree_root: text('#tree > ul > li > .rule'),
    target: text('#target'),
    normalized: text('#normalized'),
    dot_steps: Array.from(document.querySelectorAll('#resolve-steps tbody tr'),
                          (tr) => Array.from(tr.cells, (td) => td.textContent)),
  };
})()"""

# Where the page draws the characters of the RFC 3987 §4.4 example: the x
# of each character of the shown IRI, in logical order.
CHARACTER_X = r"""(() => {
  const bdi = document.querySelector('#verdict .shown bdi');
  const node = bdi.firstChild;
  const xs = [];
  let i = 0;
  for (const ch of node.textContent) {
    const r = document.createRange();
    r.setStart(node, i);
    r.setEnd(node, i + ch.length);
    xs.push([ch, r.getBoundingClientRect().left]);
    i += ch.length;
  }
  return {xs, direction: getComputedStyle(bdi).direction,
          input_direction: getComputedStyle(document.getElementById('input')).direction};
})()"""


def run_tool(iri_tool, *args):
    done = subprocess.run([iri_tool, *args], capture_output=True, timeout=STEP, check=False)
    return done.stdout.decode("utf-8")


def expected_components(parsed):
    """The text each components row must show, None for (absent)."""
    out = {}
    for name in ("scheme", "userinfo", "host", "port", "path", "query", "fragment"):
        out[name] = parsed[name]
    return out


def check_input(browser, iri_tool, name, text, artifacts):
    problems = []
    browser.evaluate("(() => { const i = document.getElementById('input'); i.focus(); i.select(); })()")
    browser.send("Input.insertText", text=text)
    shown = browser.evaluate(READ_PAGE)
    browser.screenshot(os.path.join(artifacts, f"{name}.png"))
    if shown["shown"] != text:
        return [f"{name}: the page shows results for {shown['shown']!r}, not for the input typed"]
    parsed = json.loads(run_tool(iri_tool, "parse", "--json", "--", text))
    if shown["valid"] != parsed["valid"]:
        problems.append(f"{name}: page says valid={shown['valid']}, iri parse says {parsed['valid']}")
    elif parsed["valid"]:
        page = {k: v for k, v in shown["components"].items() if k != "authority"}
        if page != expected_components(parsed):
            problems.append(f"{name}: components {page} != iri parse {expected_components(parsed)}")
        if shown["tree_root"] != "IRI-reference":
            problems.append(f"{name}: parse tree root {shown['tree_root']!r}")
    else:
        e = parsed["error"]
        line = f"error at character {e['offset']} (byte {e['byte_offset']}) in {e['production']}: {e['message']}"
        if shown["error_line"] != line:
            problems.append(f"{name}: error line {shown['error_line']!r} != {line!r}")
        # A Python str indexes code points, as the offsets count them.
        at = text[e["offset"]:e["offset"] + 1]
        if shown["caret"] != at:
            problems.append(f"{name}: caret on {shown['caret']!r}, iri parse points at {at!r}")
    if name in RESOLVE:
        explained = json.loads(run_tool(iri_tool, "resolve", "--base", BASE, "--explain", "--json", "--", text))
        if shown["target"] != explained["output"]:
            problems.append(f"{name}: target {shown['target']!r} != iri resolve {explained['output']!r}")
        # The RFC 3986 §5.2.4 table, row by row.
        dots = explained["remove_dot_segments"]
        rows = [[r["step"], r["output"], r["input"]] for r in dots["steps"]] if dots else []
        if shown["dot_steps"] != rows:
            problems.append(f"{name}: §5.2.4 table {shown['dot_steps']} != iri resolve --explain {rows}")
        normal = run_tool(iri_tool, "normalize", "--", text).rstrip("\n")
        if shown["normalized"] != normal:
            problems.append(f"{name}: normal form {shown['normalized']!r} != iri normalize {normal!r}")
    summary = "valid" if parsed["valid"] else f"invalid at {parsed['error']['offset']} in {parsed['error']['production']}"
    print(f"{'ok  ' if not problems else 'FAIL'} {name:22} {len(text):5} chars  {summary}")
    return problems


def check_draft01(browser, iri_tool, artifacts):
    """The 2002 draft's grammar, chosen in the page: a space is a character
    of its IRIs (docs/history.md); the page agrees with
    `iri parse --grammar draft-01`."""
    text = "http://a/b c?d#e f"
    browser.evaluate("(() => { const s = document.getElementById('entry'); s.value = 'draft-01:IRI-reference';"
                     " s.dispatchEvent(new Event('change')); })()")
    browser.evaluate("(() => { const i = document.getElementById('input'); i.focus(); i.select(); })()")
    browser.send("Input.insertText", text=text)
    shown = browser.evaluate(READ_PAGE)
    browser.screenshot(os.path.join(artifacts, "draft-01.png"))
    parsed = json.loads(run_tool(iri_tool, "parse", "--grammar", "draft-01", "--json", "--", text))
    problems = []
    if not (shown["valid"] and parsed["valid"]):
        problems.append(f"draft-01: page valid={shown['valid']}, iri parse --grammar draft-01 {parsed['valid']}")
    else:
        page = {k: v for k, v in shown["components"].items() if k != "authority"}
        if page != expected_components(parsed):
            problems.append(f"draft-01: components {page} != iri parse --grammar draft-01 {expected_components(parsed)}")
    print(f"{'ok  ' if not problems else 'FAIL'} draft-01 {text}")
    return problems


SCHEME_PAGE = r"""(() => ({
  status: document.getElementById('scheme-status').textContent,
  error: (document.getElementById('scheme-error') || {}).textContent || null,
  rows: Array.from(document.querySelectorAll('#scheme-components tbody tr'),
                   (tr) => [tr.cells[0].textContent, tr.cells[1].textContent]),
}))()"""


def check_scheme_specific(browser, iri_tool, artifacts):
    """The scheme-specific view against `iri parse --scheme-specific --json`:
    a URN's parts (RFC 8141), a data URL's, one each grammar rejects, an
    http URL's (RFC 9110), and a scheme with no grammar."""
    all_problems = []
    browser.evaluate("(() => { const s = document.getElementById('entry'); s.value = 'IRI-reference';"
                     " s.dispatchEvent(new Event('change')); })()")
    for name, text in [("urn", "urn:example:a123,z456?+abc?=xyz#789"), ("data", "data:text/plain;charset=utf-8,hi"),
                       ("urn-invalid", "urn:a:b?c"), ("data-invalid", "data:;base64,!!!!"),
                       ("http", "http://example.org:8080/a?b"), ("unknown", "foo://a/")]:
        problems = []
        browser.evaluate("(() => { const i = document.getElementById('input'); i.focus(); i.select(); })()")
        browser.send("Input.insertText", text=text)
        page = browser.evaluate(SCHEME_PAGE)
        browser.screenshot(os.path.join(artifacts, f"scheme-{name}.png"))
        tool = json.loads(run_tool(iri_tool, "parse", "--scheme-specific", "--json", "--", text))["scheme_specific"]
        want_rows = [[k, t] for k, texts in tool["components"].items() for t in texts]
        if not page["status"].startswith(tool["status"]):
            problems.append(f"scheme {name}: page says {page['status']!r}, iri parse says {tool['status']}")
        if sorted(page["rows"]) != sorted(want_rows):
            problems.append(f"scheme {name}: components {page['rows']} != iri parse {want_rows}")
        if tool["error"]:
            e = tool["error"]
            line = f"error at character {e['offset']} (byte {e['byte_offset']}) in {e['production']}: {e['message']}"
            if page["error"] != line:
                problems.append(f"scheme {name}: error {page['error']!r} != {line!r}")
        print(f"{'ok  ' if not problems else 'FAIL'} scheme-specific {name:12} {tool['status']}")
        all_problems += problems
    return all_problems


def check_scheme_note(browser, iri_tool):
    """The note above the scheme-specific view names the schemes with a
    grammar: exactly those the library has (iri::scheme_grammars(), which
    the tool lists when asked for a scheme without one), in its order, not
    a list written into the page that goes stale as grammars are added."""
    note = browser.evaluate("document.querySelector('section[aria-labelledby=scheme-heading] p.note').textContent")
    run = subprocess.run([iri_tool, "explain", "--rule", "x", "--scheme", "no-such-scheme", "a"],
                         capture_output=True, text=True, timeout=30, check=False)
    marker = "the schemes with one are: "
    line = next((l for l in run.stderr.splitlines() if marker in l), None)
    if line is None:
        return [f"scheme note: `iri explain --scheme no-such-scheme` does not list the schemes: {run.stderr!r}"]
    tool = line.split(marker, 1)[1].split(", ")
    expected = f"The schemes with a grammar here ({len(tool)}): {', '.join(tool)}."
    problems = []
    if expected not in note:
        problems.append(f"scheme note: the page says {note!r}, not the library's {expected!r}")
    if "http" not in tool:
        problems.append(f"scheme note: the tool's list {tool} lacks http, which has a grammar (grammar/schemes/http)")
    print(f"{'ok  ' if not problems else 'FAIL'} scheme note              {note}")
    return problems


def check_bidi(browser):
    """RFC 3987 §4.4: http://ab.גדהוזח.ij/kl/mn/op.html displays as
    http://ab.חזוהדג.ij/kl/mn/op.html: the Hebrew run reversed, in place,
    inside a left-to-right IRI."""
    drawn = browser.evaluate(CHARACTER_X)
    problems = []
    if drawn["direction"] != "ltr" or drawn["input_direction"] != "ltr":
        problems.append(f"bidi: IRIs must be shown left to right (RFC 3987 §4.1): {drawn['direction']}, "
                        f"input {drawn['input_direction']}")
    visual = "".join(ch for ch, _ in sorted(drawn["xs"], key=lambda p: p[1]))
    if visual != "http://ab.חזוהדג.ij/kl/mn/op.html":
        problems.append(f"bidi: drawn as {visual!r}, RFC 3987 §4.4 shows http://ab.חזוהדג.ij/kl/mn/op.html")
    print(f"{'ok  ' if not problems else 'FAIL'} bidi display            drawn left to right as {visual}")
    return problems


def differences_examples(markdown):
    """(input, base) of each "$ iri url --compare [--base B] 'S'" line of
    docs/url-differences.md, read here as the docs test reads them
    (tests/readme/readme_examples.py: shell words)."""
    examples = []
    for line in open(markdown, encoding="utf-8").read().split("\n"):
        if not line.startswith("    $ iri url --compare"):
            continue
        words = shlex.split(line[len("    $ "):])[3:]
        base = None
        if words[0] == "--base":
            base, words = words[1], words[2:]
        examples.append((words[0], base))
    return examples


# A comparison as compare_view.js draws it inside the element `root`.
READ_COMPARISON = r"""((root) => {
  if (!root) return null;
  const text = (sel) => { const e = root.querySelector(sel); return e ? e.textContent : null; };
  const value = (td) => td.dataset.absent ? null : td.dataset.empty ? '' : td.textContent;
  return {
    needs_icu: text('.needs-line'),
    rfc_line: text('.compare-rfc'),
    url_line: text('.compare-url'),
    rows: Array.from(root.querySelectorAll('.compare-table tbody tr'),
                     (tr) => [tr.dataset.component, value(tr.cells[1]), value(tr.cells[2]), tr.cells[3].textContent]),
    classes: text('.compare-classes'),
    validation: text('.compare-validation'),
  };
})"""


def expected_comparison(tool):
    """What compare_view.js must show for the JSON of `iri url --compare --json`,
    in the words of the tool's table (tools/url_compare.cpp)."""
    rfc = tool["rfc"]
    if rfc["uri"] is not None:
        rfc_line = f"RFC 3986: {rfc['uri'] or chr(34) * 2}{' (prepared)' if rfc['prepared'] else ''}"
    else:
        e = rfc["error"]
        rfc_line = (f"RFC 3986: {'BASE: ' if e['input'] == 'BASE' else ''}error at character {e['offset']} "
                    f"(byte {e['byte_offset']}) in {e['production']}: {e['message']}")
    url = tool["url"]
    if url["href"] is not None:
        url_line = f"URL Standard: {url['href']}"
    else:
        e = url["error"]
        url_line = (f"URL Standard: {'BASE: ' if e['input'] == 'BASE' else ''}error at character {e['offset']} "
                    f"(byte {e['byte_offset']}): {e['name']}")
    errors = url["validation_errors"]
    return {
        "needs_icu": None,
        "rfc_line": rfc_line,
        "url_line": url_line,
        "rows": [[c["component"], c["rfc"], c["url"], "DIFFERS: destination" if c["security_relevant"] else c["verdict"]]
                 for c in tool["components"]],
        "classes": "classes: " + (", ".join(tool["classes"]) or "(none)"),
        "validation": ("URL Standard validation errors: " + ", ".join(f"{e['name']} at character {e['offset']}"
                                                                      for e in errors)) if errors else None,
    }


def tool_comparison(iri_tool, text, base):
    args = ["url", "--compare", "--json"] + (["--base", base] if base is not None else []) + ["--", text]
    return json.loads(run_tool(iri_tool, *args))


def judge_comparison(label, shown, tool, text, base):
    """Problems with `shown` (READ_COMPARISON) against the tool's JSON."""
    if shown is None:
        return [f"{label}: no comparison shown"]
    if shown["needs_icu"] is not None:
        problems = []
        if not ICU_INPUT.search(text + " " + (base or "")):
            problems.append(f"{label}: the page says {shown['needs_icu']!r} for an input that needs no ICU")
        command = "iri url --compare " + (f"--base {shlex.quote(base)} " if base is not None else "")
        if "iri url --compare" not in shown["needs_icu"] or "needs ICU" not in shown["needs_icu"]:
            problems.append(f"{label}: the needs-ICU line does not send to {command!r}: {shown['needs_icu']!r}")
        return problems
    want = expected_comparison(tool)
    return [f"{label}: {key} {shown[key]!r} != iri url --compare {want[key]!r}" for key in want if shown[key] != want[key]]


def wait_for(browser, expression, what):
    deadline = time.monotonic() + STEP
    while not browser.evaluate(expression):
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what} in {STEP} s")
        time.sleep(0.1)


def check_compare_links(browser, iri_tool, origin, examples, artifacts):
    """playground.html#compare=...&base=...: the compare mode, opened as
    url-differences.html links it, for each example of each class: the
    first as a new page (the hash read when the page loads), the others as
    a new hash in the loaded page (read on hashchange), which spares
    loading the module again for each."""
    problems = []
    for number, (text, base) in enumerate(examples, 1):
        query = urllib.parse.urlencode({"compare": text, **({"base": base} if base is not None else {})})
        if number == 1:
            browser.send("Page.navigate", url="about:blank")
            browser.send("Page.navigate", url=f"{origin}/playground.html#{query}")
            wait_for(browser, "(document.documentElement && document.documentElement.dataset.playground) === 'ready'",
                     f"playground.html#{query} did not load")
        else:
            browser.evaluate(f"location.hash = {json.dumps(query)}")
            wait_for(browser, f"document.documentElement.dataset.shown === {json.dumps(text)}",
                     f"playground.html#{query} did not show its input")
        shown_input = browser.evaluate("document.documentElement.dataset.shown")
        shown = browser.evaluate(READ_COMPARISON + "(document.getElementById('compare'))")
        browser.screenshot(os.path.join(artifacts, f"compare-example-{number}.png"), "#compare-section")
        found = [] if shown_input == text else [f"compare link {number}: the page compares {shown_input!r}, not {text!r}"]
        found += judge_comparison(f"compare link {number}", shown, tool_comparison(iri_tool, text, base), text, base)
        status = "needs ICU" if shown and shown["needs_icu"] else "compared"
        print(f"{'ok  ' if not found else 'FAIL'} compare link {number:2}         {status:10} {text!r} base {base!r}")
        problems += found
    return problems


def check_compare_typed(browser, iri_tool, artifacts):
    """COMPARE_INPUTS typed into the playground, the base into its own box."""
    problems = []
    for name, text, base, needs_icu in COMPARE_INPUTS:
        browser.evaluate("(() => { const b = document.getElementById('compare-base'); b.focus(); b.select(); })()")
        if base is not None:
            browser.send("Input.insertText", text=base)
        else:
            browser.evaluate("(() => { const b = document.getElementById('compare-base'); b.value = '';"
                             " b.dispatchEvent(new Event('input')); })()")
        browser.evaluate("(() => { const i = document.getElementById('input'); i.focus(); i.select(); })()")
        browser.send("Input.insertText", text=text)
        shown = browser.evaluate(READ_COMPARISON + "(document.getElementById('compare'))")
        browser.screenshot(os.path.join(artifacts, f"compare-{name}.png"), "#compare-section")
        found = judge_comparison(f"compare {name}", shown, tool_comparison(iri_tool, text, base), text, base)
        status = "needs ICU" if shown and shown["needs_icu"] else "compared"
        if (status == "needs ICU") != needs_icu:
            found.append(f"compare {name}: {status}, expected {'needs ICU' if needs_icu else 'compared'}")
        print(f"{'ok  ' if not found else 'FAIL'} compare {name:22} {status}")
        problems += found
    return problems


def check_differences_page(browser, iri_tool, origin, examples, artifacts):
    """url-differences.html: one figure per example of the Markdown, in its
    order; each table computed in the page is the tool's, and one that the
    page could not compute (it needs ICU) shows the tool's captured output,
    which is the tool's now, and says why."""
    browser.send("Page.navigate", url=f"{origin}/url-differences.html")
    wait_for(browser, "(document.documentElement && document.documentElement.dataset.differences) === 'ready'",
             "url-differences.html did not compute its examples")
    figures = browser.evaluate(r"""Array.from(document.querySelectorAll('figure.example'), (f) => ({
      input: f.dataset.input, base: f.hasAttribute('data-base') ? f.dataset.base : null, live: f.dataset.live,
      why: (f.querySelector('.not-live') || {}).textContent || null,
      link: f.querySelector('a.playground-link').getAttribute('href'),
      shown: (""" + READ_COMPARISON + r""")(f.querySelector('.live .comparison')),
    }))""")
    browser.screenshot(os.path.join(artifacts, "url-differences.png"))
    problems = []
    if [(f["input"], f["base"]) for f in figures] != examples:
        problems.append(f"url-differences.html: examples {[(f['input'], f['base']) for f in figures]} != "
                        f"docs/url-differences.md's {examples}")
    for number, f in enumerate(figures, 1):
        text, base = f["input"], f["base"]
        label = f"url-differences.html example {number}"
        found = judge_comparison(label, f["shown"], tool_comparison(iri_tool, text, base), text, base)
        if f["live"] == "false":
            if not ICU_INPUT.search(text + " " + (base or "")):
                found.append(f"{label}: not computed in the page, though it needs no ICU")
            if not f["why"] or "needs ICU" not in f["why"] or "captured" not in f["why"]:
                found.append(f"{label}: a captured table must say why it is not live: {f['why']!r}")
        elif f["live"] != "true":
            found.append(f"{label}: neither computed nor captured ({f['live']!r})")
        query = urllib.parse.urlencode({"compare": text, **({"base": base} if base is not None else {})})
        if urllib.parse.parse_qs(f["link"].split("#", 1)[1]) != urllib.parse.parse_qs(query):
            found.append(f"{label}: the playground link {f['link']!r} does not carry the input")
        how = "live" if f["live"] == "true" else "captured"
        print(f"{'ok  ' if not found else 'FAIL'} url-differences {number:2}      {how:9} {text!r}")
        problems += found
    return problems


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    site, iri_tool, artifacts, markdown = sys.argv[1:]
    examples = differences_examples(markdown)
    started = time.monotonic()
    page = os.path.join(site, "playground.html")
    if not os.path.exists(page):
        sys.exit(f"playground_test: {page} is missing: build the target `playground`")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if not chromium:
        sys.exit("playground_test: needs chromium (Debian: apt-get install chromium)")
    os.makedirs(artifacts, exist_ok=True)
    # A watchdog: whatever hangs, the run ends.
    timer = threading.Timer(DEADLINE, lambda: (print(f"playground_test: over {DEADLINE} s, stopping"),
                                               os._exit(3)))
    timer.daemon = True
    timer.start()

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                             functools.partial(QuietHandler, directory=site))
    serving = threading.Thread(target=server.serve_forever, daemon=True)
    serving.start()
    profile = tempfile.mkdtemp(prefix="iri-playground-chromium-")
    browser = None
    problems = []
    try:
        browser = Browser(chromium, profile)
        browser.send("Page.enable")
        browser.send("Runtime.enable")
        browser.send("Emulation.setDeviceMetricsOverride", width=1100, height=900, deviceScaleFactor=1, mobile=False)
        origin = f"http://127.0.0.1:{server.server_address[1]}"
        url = f"{origin}/playground.html"
        browser.send("Page.navigate", url=url)
        deadline = time.monotonic() + STEP
        while browser.evaluate("(document.documentElement && document.documentElement.dataset.playground) || ''") != "ready":
            if time.monotonic() > deadline:
                raise RuntimeError(f"{url}: the parser did not load in {STEP} s")
            time.sleep(0.1)
        browser.screenshot(os.path.join(artifacts, "loaded.png"))
        # Keyboard use: the input is labelled and the first control Tab reaches.
        label = browser.evaluate("document.querySelector('label[for=input]').textContent")
        if label != "IRI reference":
            problems.append(f"the input's label is {label!r}")
        for name, text in INPUTS:
            problems += check_input(browser, iri_tool, name, text, artifacts)
            if name == "bidi-rfc3987-4.4":
                problems += check_bidi(browser)
        problems += check_draft01(browser, iri_tool, artifacts)
        problems += check_scheme_note(browser, iri_tool)
        problems += check_scheme_specific(browser, iri_tool, artifacts)
        problems += check_compare_typed(browser, iri_tool, artifacts)
        problems += check_compare_links(browser, iri_tool, origin, examples, artifacts)
        problems += check_differences_page(browser, iri_tool, origin, examples, artifacts)
        for details in browser.exceptions:
            problems.append(f"page exception: {details.get('exception', {}).get('description', details)}")
    finally:
        if browser:
            browser.close()
        server.shutdown()
        server.server_close()
        shutil.rmtree(profile, ignore_errors=True)
        timer.cancel()
    for p in problems:
        print(p)
    print(f"{len(INPUTS)} inputs, {len(COMPARE_INPUTS)} comparisons and {len(examples)} examples of "
          f"docs/url-differences.md checked in {time.monotonic() - started:.1f} s, {len(problems)} problems; "
          f"screenshots in {artifacts}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
