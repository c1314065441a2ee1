"""Validation and normalization per line: the iri package beside the
Python peers Debian ships, in one run, as ratios (time per line, the
fastest of REPEATS runs).

    PYTHONPATH=<build>/python python3 python/bench/bench.py [BENCH_DATA_DIR] [REPEATS]

Peers (what each is asked):
  rfc3987   rfc3987.match(line, rule="IRI_reference"): its regular expression
  rfc3986   rfc3986.iri_reference(line).is_valid(); .normalize().unsplit()
  uritools  uritools.isuri(line) (URIs only: a splitter with a syntax test)
  iri       iri.is_valid / iri.normalize per line; iri.validate_many /
            iri.normalize_many over the file (threads=1, and all cores)
"""
import pathlib
import sys
import time

import rfc3986
import rfc3987
import uritools

import iri


def lines_of(path):
    return [line.lstrip("\ufeff") for line in path.read_text(encoding="utf-8", errors="replace").splitlines()]


def fastest(repeats, run):
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def rfc3986_normalize(line):
    try:
        return rfc3986.iri_reference(line).normalize().unsplit()
    except Exception:
        return None


def iri_normalize(line):
    try:
        return iri.normalize(line)
    except iri.IRIError:
        return None


def main(argv):
    data = pathlib.Path(argv[1]) if len(argv) > 1 else pathlib.Path(__file__).resolve().parents[3] / "shared" / "bench-data"
    repeats = int(argv[2]) if len(argv) > 2 else 3
    tasks = {
        "validate": [
            ("iri is_valid", lambda lines: [iri.is_valid(line) for line in lines]),
            ("iri validate_many(1)", lambda lines: iri.validate_many(lines, threads=1)),
            ("iri validate_many(all)", lambda lines: iri.validate_many(lines)),
            ("rfc3987 regex", lambda lines: [rfc3987.match(line, rule="IRI_reference") for line in lines]),
            ("rfc3986 is_valid", lambda lines: [rfc3986.iri_reference(line).is_valid() for line in lines]),
            ("uritools isuri", lambda lines: [uritools.isuri(line) for line in lines]),
        ],
        "normalize": [
            ("iri normalize", lambda lines: [iri_normalize(line) for line in lines]),
            ("iri normalize_many(1)", lambda lines: iri.normalize_many(lines, threads=1)),
            ("rfc3986 normalize", lambda lines: [rfc3986_normalize(line) for line in lines]),
        ],
    }
    print(f"{'file':<16} {'task':<10} {'peer':<24} {'us/line':>9} {'x iri':>8}")
    for name in ("kasztp.txt", "iris.txt", "node_files.txt"):
        path = data / name
        if not path.exists():
            continue
        lines = lines_of(path)
        for task, peers in tasks.items():
            times = {peer: fastest(repeats, lambda run=run: run(lines)) / len(lines) * 1e6 for peer, run in peers}
            ours = times[peers[0][0]]
            for peer, t in times.items():
                print(f"{name:<16} {task:<10} {peer:<24} {t:9.2f} {t / ours:8.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
