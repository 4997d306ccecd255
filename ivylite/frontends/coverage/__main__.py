"""``python -m ivylite.frontends.coverage [torch|jax|numpy|tensorflow ...] [--format F]``.

Prints each framework's coverage (``text``: the per-namespace summary and the
missing names; ``json``; ``rst``: the docs' tables). ``--write-snapshot DIR``
writes ``DIR/<framework>.json``, the present names the tests pin.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from . import NAMESPACES, measure
from .render import as_json, as_rst, as_snapshot, as_text

_FORMATS = {"text": as_text, "json": as_json, "rst": as_rst}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ivylite.frontends.coverage",
                                     description=__doc__.split("\n\n")[1])  # fmt: skip
    parser.add_argument("frameworks", nargs="*", choices=[[], *NAMESPACES], metavar="framework",
                        help=f"one or more of {', '.join(NAMESPACES)} (default: all)")  # fmt: skip
    parser.add_argument("--format", choices=sorted(_FORMATS), default="text")
    parser.add_argument("--write-snapshot", metavar="DIR", type=Path,
                        help="write DIR/<framework>.json, the present names the tests pin")  # fmt: skip
    args = parser.parse_args(argv)
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")  # TensorFlow's start-up chatter
    frameworks = args.frameworks or list(NAMESPACES)
    for framework in frameworks:
        report = measure(framework)
        if args.write_snapshot is not None:
            args.write_snapshot.mkdir(parents=True, exist_ok=True)
            (args.write_snapshot / f"{framework}.json").write_text(as_snapshot(report))
        sys.stdout.write(_FORMATS[args.format](report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
