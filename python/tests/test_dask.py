"""Scale-out: a local Dask cluster of two worker processes (127.0.0.1)
validates and normalizes a partitioned corpus with the package; the output
equals `iri normalize --json` on the same lines, line for line
(examples/dask_normalize.py is the same pipeline for a real cluster)."""
import json
import os
import pathlib
import subprocess
import sys

import pytest

dask = pytest.importorskip("dask")
distributed = pytest.importorskip("distributed")

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "examples"))
import dask_normalize  # noqa: E402


def corpus():
    # Real lines when the benchmark corpora are beside the repository, with
    # invalid and non-ASCII ones mixed in; generated lines otherwise.
    data = pathlib.Path(__file__).resolve().parents[3] / "shared" / "bench-data" / "kasztp.txt"
    lines = data.read_text(encoding="utf-8", errors="replace").splitlines()[:20000] if data.exists() else []
    lines += [f"HTTP://Host{i}.example/a/./b/%7e{i}?q=é#f" for i in range(5000)] + ["not an iri %zz", "a b"] * 50
    return [line.lstrip("\ufeff") for line in lines]


@pytest.mark.skipif(not os.environ.get("IRI_TOOL"), reason="IRI_TOOL (the iri command) not given")
def test_dask_cluster_output_equals_the_cli(tmp_path):
    lines = corpus()
    path = tmp_path / "corpus.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    run = subprocess.run([os.environ["IRI_TOOL"], "normalize", "--json", "--jobs", "2"], stdin=path.open("rb"),
                         capture_output=True, check=False)
    assert run.returncode == 1  # some lines are invalid
    cli = run.stdout.decode("utf-8").splitlines()
    expected = [(json.loads(line)["output"]) for line in cli]
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        results = dask_normalize.normalize_file(client, str(path), partitions=8)
    assert len(results) == len(lines) == len(expected)
    assert [r["output"] for r in results] == expected
    assert sum(r["valid"] for r in results) > len(lines) // 2
