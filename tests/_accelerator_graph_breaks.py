"""Prints how torch.compile traces an MLP forward through ivylite.jit, as
``<forwarders> <graphs> <graph breaks> <ops>`` (tests/test_accelerator.py runs it
with and without the compiled forwarders)."""

import torch._dynamo as dynamo
from torch._dynamo.utils import counters

import ivylite
from ivylite.backends.torch import transforms
from ivylite.dispatch import forwarders


def mlp(x, w1, b1, w2):
    h = ivylite.relu(ivylite.add(ivylite.matmul(x, w1), b1))
    return ivylite.sum(ivylite.negative(h @ w2) * 0.5 + 1.0)


def main() -> None:
    seen = {}

    def explaining(fn, options):
        def run(*natives):
            e = dynamo.explain(fn)(*natives)
            seen.update(graphs=e.graph_count, breaks=e.graph_break_count, ops=e.op_count)
            return fn(*natives)

        return run

    transforms.compile = explaining  # the explained trace instead of torch.compile
    with ivylite.using_backend("torch"):
        args = [ivylite.ones(s) for s in [(4, 8), (8, 16), (16,), (16, 2)]]
        value = ivylite.jit(mlp)(*args)
        assert value.tolist() == mlp(*args).tolist()
    reasons = sorted({r.splitlines()[0][:80] for r in counters["graph_break"]})
    print(f"{forwarders.ACCELERATOR.split()[0]} {seen['graphs']} {seen['breaks']} {seen['ops']}")
    print("reasons:", " | ".join(reasons))


if __name__ == "__main__":
    main()
