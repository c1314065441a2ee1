"""The package when things go wrong around it: the system refuses threads,
memory runs out, an IRIError crosses a process boundary (pickle, copy,
multiprocessing), and an error that must say which argument or item it is
about. The limits are set in a child process, so that they bound nothing
else; each child has a timeout."""
import copy
import json
import pickle
import subprocess
import sys
import textwrap

import pytest

import iri


def run_child(script, timeout=120):
    """Runs `script` in a fresh interpreter with this one's environment (so
    PYTHONPATH finds the same package) and returns its stdout; fails on a
    non-zero exit, an abort (std::terminate) included."""
    run = subprocess.run([sys.executable, "-c", textwrap.dedent(script)], capture_output=True, text=True,
                         timeout=timeout, check=False)
    assert run.returncode == 0, f"exit {run.returncode}\nstdout:\n{run.stdout}\nstderr:\n{run.stderr}"
    return run.stdout


# RLIMIT_NPROC counts the threads of every process of the user, and holds
# nobody with CAP_SYS_RESOURCE or CAP_SYS_ADMIN, so root (as in a CI
# container) first becomes the unprivileged `nobody` (65534), after
# importing the package, whose build tree that user may not be allowed to
# read. The child checks that the limit holds (a Python thread cannot
# start) before it counts on it.
REFUSE_THREADS = """
    import os, resource, sys, threading, time
    import iri

    if os.geteuid() == 0:
        os.setgroups([])
        os.setgid(65534)
        os.setuid(65534)
    resource.setrlimit(resource.RLIMIT_NPROC, ({limit}, {limit}))

    # Holds as many threads as the limit lets start (at most 64), then ends
    # {freed} of them: the batch functions below get that many threads or
    # fewer (the kernel counts an ended thread until it is gone), and are
    # refused the others.
    held = []
    for _ in range(64):
        done = threading.Event()
        t = threading.Thread(target=done.wait)
        try:
            t.start()
        except RuntimeError:  # "can't start new thread": refused
            break
        held.append((t, done))
    else:
        sys.exit("the process limit does not hold here: no thread was refused")
    for t, done in held[:{freed}]:
        done.set()
        t.join()
    time.sleep(0.2)

    texts = [f"http://h{{i}}.example/p%7e/{{i}}" if i % 7 else f"bad {{i}}" for i in range(100000)]
    valid = [i % 7 != 0 for i in range(100000)]
    assert iri.validate_many(texts, threads=8) == valid
    assert iri.validate_many(texts, threads=0) == valid
    normalized = iri.normalize_many(texts, threads=8)
    assert [n is not None for n in normalized] == valid
    assert normalized[1] == "http://h1.example/p~/1"
    many = ["http://a/é"] * 10000 + ["b c"]
    assert iri.to_uri_many(many, threads=8) == ["http://a/%C3%A9"] * 10000 + [None]
    for t, done in held[{freed}:]:
        done.set()
        t.join()
    print("ok", len(held))
"""


def test_many_go_on_without_threads_the_system_refuses():
    # No thread at all: the calling thread does every item. Before, the
    # first refused std::thread aborted the interpreter (std::terminate).
    assert run_child(REFUSE_THREADS.format(limit=0, freed=0)).startswith("ok 0")


def test_many_go_on_with_the_threads_they_got():
    # Some threads, then refusals: those started share the work.
    assert run_child(REFUSE_THREADS.format(limit=8, freed=2)).startswith("ok")


# Under an address-space limit a little above what the interpreter holds,
# a valid 40 MB text whose URI (120 MB) cannot fit. Bytes, so that the only
# copy the call makes is the binding's.
OUT_OF_MEMORY = """
    import json, resource
    import iri

    text = b"http://a/" + "\u00e9".encode() * 20_000_000
    with open("/proc/self/status") as status:
        kilobytes = next(int(line.split()[1]) for line in status if line.startswith("VmSize:"))
    limit = kilobytes * 1024 + 80_000_000
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    outcomes = {{}}
    calls = {{
        "to_uri": lambda: iri.to_uri(text),
        "normalize": lambda: iri.normalize(text, nfc=True),
        "to_uri_many": lambda: iri.to_uri_many([text, "http://b/"], threads=1),
        "normalize_many": lambda: iri.normalize_many([text], nfc=True, threads=1),
        "URL": lambda: iri.URL(text),
    }}
    for name, call in calls.items():
        try:
            call()
            outcomes[name] = "returned"
        except MemoryError:
            outcomes[name] = "MemoryError"
        except Exception as e:
            outcomes[name] = f"{{type(e).__name__}}: {{e}}"
    # Under the same limit, small work still answers, invalid input as before.
    outcomes["after"] = [iri.to_uri("http://a/\u00e9"), iri.to_uri_many(["b c", "http://b/"], threads=1)]
    print(json.dumps(outcomes))
"""


def test_running_out_of_memory_is_memory_error():
    outcomes = json.loads(run_child(OUT_OF_MEMORY.format()))
    after = outcomes.pop("after")
    assert outcomes == {name: "MemoryError" for name in outcomes}, outcomes
    assert after == ["http://a/%C3%A9", [None, "http://b/"]]


def error_of(call):
    with pytest.raises(iri.IRIError) as caught:
        call()
    return caught.value


ATTRIBUTES = ("message", "offset", "byte_offset", "production", "code", "input", "index", "args")


def same_error(a, b):
    return type(a) is type(b) and all(getattr(a, name) == getattr(b, name) for name in ATTRIBUTES) \
        and str(a) == str(b)


def test_iri_error_pickles_and_copies():
    errors = [error_of(lambda: iri.parse("http://é/ x")),
              error_of(lambda: iri.compare("http://a/", "b c")),
              error_of(lambda: iri.validate_many(["http://a/", "\udc80"])),
              error_of(lambda: iri.URL("http://f:b/c"))]
    if hasattr(errors[0], "add_note"):  # Python 3.11: notes are in __dict__, and go with it
        errors[0].add_note("a note")
    for e in errors:
        for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
            assert same_error(pickle.loads(pickle.dumps(e, protocol)), e)
        assert same_error(copy.copy(e), e)
        assert same_error(copy.deepcopy(e), e)
    assert (errors[0].offset, errors[0].byte_offset, errors[0].code) == (9, 10, "disallowed_character")
    assert getattr(pickle.loads(pickle.dumps(errors[0])), "__notes__", ["a note"]) == ["a note"]


# A worker's exception comes back to the caller pickled: before IRIError
# could be unpickled, the pool's result thread died and map() waited forever.
POOL = """
    import multiprocessing
    import iri

    if __name__ == "__main__":
        for method in ("spawn", "fork"):
            with multiprocessing.get_context(method).Pool(1) as pool:
                try:
                    pool.map_async(iri.to_uri, ["http://a/é", "http://a/ b"]).get(timeout=60)
                except iri.IRIError as e:
                    print(method, e.offset, e.byte_offset, e.production, e.code)
"""


def test_iri_error_comes_back_from_a_process_pool():
    assert run_child(POOL).splitlines() == [f"{method} 9 9 ipath-abempty disallowed_character"
                                            for method in ("spawn", "fork")]


def test_errors_say_which_argument_or_item():
    for a, b, which in [("b c", "http://a/", "a"), ("http://a/", "b c", "b"), ("http://a/", "\udc80", "b")]:
        e = error_of(lambda: iri.compare(a, b))
        assert (e.input, e.index) == (which, None)
        assert f"argument {which}," in str(e)
    assert error_of(lambda: iri.resolve("a/b", "c")).input == "base"
    e = error_of(lambda: iri.resolve("http://a b/", "c"))
    assert (e.input, e.code, e.offset) == ("base", "invalid_base", 8)
    assert "U+0020 SPACE is not allowed in an IRI; percent-encode it as %20" in str(e)
    assert error_of(lambda: iri.resolve("http://a/", "b c")).input == "reference"
    assert error_of(lambda: iri.relativize("http://a/", "b c")).input == "target"
    e = error_of(lambda: iri.to_uri_many(["http://a/", "http://a/", "x\udc80"]))
    assert (e.input, e.index, e.offset, e.code) == (None, 2, 1, "invalid_utf8")
    assert "item 2," in str(e)
    # One input: neither, and the message as it always was.
    e = error_of(lambda: iri.parse("b c"))
    assert (e.input, e.index) == (None, None)
    assert str(e).endswith("(character 1, byte 1, in ipath-noscheme)")
