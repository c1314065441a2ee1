#!/usr/bin/env python3
"""check_site.py must fail on a broken site: run on a copy of the built
site with one fault at a time, it must report that fault (and pass on the
copy untouched).

    python3 tests/site/check_site_selftest.py SOURCE_DIR SITE_DIR
"""
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CHECKER = Path(__file__).resolve().parent / "check_site.py"


def run(source, site):
    result = subprocess.run([sys.executable, str(CHECKER), str(source), str(site)],
                            capture_output=True, text=True, check=False)
    return result.returncode, result.stdout


def main():
    source, site = Path(sys.argv[1]), Path(sys.argv[2])
    folder = Path("rfc3987/rfc3987")

    def remove_svg(copy):
        (copy / folder / "IPv6address.svg").unlink()

    def remove_page(copy):
        (copy / folder / "ihost.html").unlink()

    def stale_abnf(copy):
        page = copy / folder / "dec-octet.html"
        page.write_text(page.read_text(encoding="utf-8").replace("/ &quot;25&quot;", "/ &quot;26&quot;"),
                        encoding="utf-8")

    def malformed_svg(copy):
        svg = copy / folder / "h16.svg"
        svg.write_text(svg.read_text(encoding="utf-8").replace("</svg>", ""), encoding="utf-8")

    def stale_diagram(copy):
        # The diagram of an older IPv4address, without its dec-octet boxes.
        svg = copy / folder / "IPv4address.svg"
        svg.write_text(svg.read_text(encoding="utf-8").replace(">dec-octet<", ">octet<"), encoding="utf-8")

    def orphan_page(copy):
        shutil.copy(copy / folder / "h16.html", copy / folder / "h17.html")

    def index_first_line(copy):
        # The index as it was: the first line of a rule, its comment too.
        index = copy / "index.html"
        text = index.read_text(encoding="utf-8")
        cell = re.search(r'(href="rfc3987/rfc3987/ipath\.html">ipath</a></td><td><code[^>]*>)(.*?)(</code>)', text, re.S)
        first = "ipath-abempty ; begins with &quot;/&quot; or is empty"
        index.write_text(text[:cell.start(2)] + first + text[cell.end(2):], encoding="utf-8")

    def stale_differences_text(copy):
        page = copy / "url-differences.html"
        page.write_text(page.read_text(encoding="utf-8").replace("One string, two parsers.", "One string."),
                        encoding="utf-8")

    def missing_example(copy):
        page = copy / "url-differences.html"
        text = page.read_text(encoding="utf-8")
        figure = re.search(r'<figure class="example".*?</figure>', text, re.S)
        page.write_text(text[:figure.start()] + text[figure.end():], encoding="utf-8")

    def unlinked_differences(copy):
        index = copy / "index.html"
        index.write_text(index.read_text(encoding="utf-8").replace('href="url-differences.html"', 'href="x.html"'),
                         encoding="utf-8")

    faults = {
        remove_svg: "IPv6address: no diagram",
        remove_page: "ihost: no page",
        stale_abnf: "dec-octet: the page's ABNF is not the file's",
        malformed_svg: "h16: ",
        stale_diagram: "IPv4address: the diagram has no box for dec-octet",
        orphan_page: "h17.html: a page for a production",
        index_first_line: "ipath: the index shows",
        stale_differences_text: "the paragraph 'One string, two parsers.",
        missing_example: "url-differences.html: examples",
        unlinked_differences: "index.html: does not link url-differences.html",
    }
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "site"
        shutil.copytree(site, copy)
        status, out = run(source, copy)
        if status != 0:
            print(f"FAIL: the untouched site does not pass:\n{out}")
            failures += 1
        for fault, expected in faults.items():
            shutil.rmtree(copy)
            shutil.copytree(site, copy)
            fault(copy)
            status, out = run(source, copy)
            if status == 0 or expected not in out:
                print(f"FAIL: {fault.__name__}: expected a failure naming \"{expected}\", got {status}:\n{out}")
                failures += 1
    print(f"{len(faults) + 1} cases, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
