"""docs/models.rst's layer table, measured when the docs are built: every layer of
ivylite.nn, its forward on each installed backend, its gradients where the
backend has autodiff, and its forward under ivylite.jit."""

from __future__ import annotations

from pathlib import Path

# (layer, constructor, input shape, integer input bound or None)
LAYERS = [
    ("Linear", "nn.Linear(4, 3)", (2, 4), None),
    ("Embedding", "nn.Embedding(5, 3, padding_idx=0)", (2, 3), 5),
    ("Conv1d", "nn.Conv1d(2, 3, 3)", (1, 2, 6), None),
    ("Conv2d", "nn.Conv2d(2, 3, 3, padding=1)", (1, 2, 5, 5), None),
    ("ConvTranspose2d", "nn.ConvTranspose2d(2, 3, 2, stride=2)", (1, 2, 3, 3), None),
    ("MaxPool2d", "nn.MaxPool2d(2)", (1, 2, 4, 4), None),
    ("AvgPool2d", "nn.AvgPool2d(2)", (1, 2, 4, 4), None),
    ("AdaptiveAvgPool2d", "nn.AdaptiveAvgPool2d((2, 3))", (1, 2, 5, 7), None),
    ("Flatten", "nn.Flatten()", (2, 3, 4), None),
    ("Unflatten", "nn.Unflatten(1, (2, 2))", (3, 4), None),
    ("Identity", "nn.Identity()", (2, 3), None),
    ("Dropout", "nn.Dropout(0.5)", (2, 3), None),
    ("BatchNorm1d", "nn.BatchNorm1d(3)", (4, 3), None),
    ("BatchNorm2d", "nn.BatchNorm2d(2)", (2, 2, 3, 3), None),
    ("LayerNorm", "nn.LayerNorm(4)", (2, 4), None),
    ("RMSNorm", "nn.RMSNorm(4)", (2, 4), None),
    ("GroupNorm", "nn.GroupNorm(2, 4)", (2, 4, 3), None),
    ("MultiHeadAttention", "nn.MultiHeadAttention(8, 2)", (2, 3, 8), None),
    ("LSTM", "nn.LSTM(3, 4, batch_first=True)", (2, 5, 3), None),
    ("GRU", "nn.GRU(3, 4, batch_first=True)", (2, 5, 3), None),
    ("Sequential", "nn.Sequential(nn.Linear(4, 4), nn.ReLU())", (2, 4), None),
    ("ReLU", "nn.ReLU()", (2, 3), None),
    ("GELU", "nn.GELU('tanh')", (2, 3), None),
    ("SiLU", "nn.SiLU()", (2, 3), None),
    ("Tanh", "nn.Tanh()", (2, 3), None),
    ("Sigmoid", "nn.Sigmoid()", (2, 3), None),
    ("Softmax", "nn.Softmax(-1)", (2, 3), None),
    ("LeakyReLU", "nn.LeakyReLU(0.1)", (2, 3), None),
]


def _first(out):
    return out[0] if isinstance(out, tuple) else out


def _cell(backend: str, constructor: str, shape: tuple, high: int | None) -> tuple[str, str, str]:
    import numpy as np

    import ivylite
    from ivylite import nn  # noqa: F401  (the constructors name it)

    def attempt(fn) -> str:
        try:
            fn()
            return "yes"
        except NotImplementedError:
            return "n/a"
        except Exception as e:  # noqa: BLE001 - the table reports what fails
            return f"**no** ({type(e).__name__})"

    with ivylite.using_backend(backend):
        ivylite.seed(0)
        layer = eval(constructor)  # noqa: S307 - the constructors above
        rng = np.random.default_rng(0)
        host = rng.integers(0, high, shape) if high else rng.normal(size=shape).astype("float32")
        x = ivylite.asarray(host)
        forward = attempt(lambda: _first(layer(x)))
        if not ivylite.current_backend().supports_gradients:
            gradient = "n/a"
        elif high:
            gradient = attempt(lambda: ivylite.grad(lambda m: ivylite.sum(_first(m(x))))(layer))
        else:
            gradient = attempt(
                lambda: ivylite.grad(lambda m, x_: ivylite.sum(_first(m(x_))), argnums=(0, 1))(
                    layer, x
                )
            )
        jit = getattr(ivylite, "jit", None)
        compiled = (
            attempt(lambda: jit(lambda m, x_: _first(m(x_)))(layer.eval(), x)) if jit else "n/a"
        )
    return forward, gradient, compiled


def nn_layers_table_rst() -> str:
    from ivylite_generated import _loaded_backends

    backends = list(_loaded_backends())
    header = ", ".join(f'"{b}"' for b in backends)
    lines = [
        ".. csv-table:: forward / gradients / compiled forward, per backend",
        f'   :header: "layer", {header}',
        "   :class: promotion-table",
        "",
    ]
    for name, constructor, shape, high in LAYERS:
        cells = [" / ".join(_cell(b, constructor, shape, high)) for b in backends]
        lines.append(f"   ``{name}``, " + ", ".join(f'"{c}"' for c in cells))
    return "\n".join(lines) + "\n"


def generate(outdir: Path) -> None:
    (outdir / "nn_layers_table.rst").write_text(nn_layers_table_rst())
