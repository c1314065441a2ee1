"""Validate and normalize a large file of IRIs on a Dask cluster with the
iri package: each partition of lines goes through iri.validate_many and
iri.normalize_many on its worker (threads, GIL released).

    python3 dask_normalize.py CORPUS [SCHEDULER_ADDRESS]

Without a scheduler address it starts a local cluster of two worker
processes on 127.0.0.1. On several hosts, start `dask scheduler` on one and
`dask worker tcp://SCHEDULER:8786` on each (every worker needs the iri
package: `python3 -m pip install --no-build-isolation ./python`), then give
the scheduler's address. Prints one JSON object per line, in order, as
`iri normalize --json` does (input, output or null, valid).
"""
import json
import sys

import dask.bag


def normalize_partition(lines):
    import iri  # on the worker

    lines = list(lines)
    valid = iri.validate_many(lines)
    outputs = iri.normalize_many(lines)
    return [{"input": line, "output": out, "valid": ok} for line, out, ok in zip(lines, outputs, valid)]


def normalize_file(client, path, partitions=8):
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        lines = [line.rstrip("\n") for line in f]
    bag = dask.bag.from_sequence(lines, npartitions=partitions)
    return bag.map_partitions(normalize_partition).compute(scheduler=client.get)


def main(argv):
    import distributed

    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    if len(argv) > 2:
        client = distributed.Client(argv[2])
    else:
        cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                           dashboard_address=None)
        client = distributed.Client(cluster)
    with client:
        for row in normalize_file(client, argv[1]):
            print(json.dumps(row, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
