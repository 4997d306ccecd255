"""Sphinx extension: writes the pages' tables and diagrams from ivylite's code.

At ``builder-inited`` it regenerates ``docs/_generated/``: the 15x15
promotion tables of each policy (by calling ``ivylite.promote_types``) and an
SVG drawing of each lattice (from the policy's edges). Nothing in those files
is typed by hand.
"""

from __future__ import annotations

from pathlib import Path

import ivylite
from ivylite.promotion import NODES, SHORT_NAMES, PromotionError, lattice

_SHORT = {node: short for short, node in SHORT_NAMES.items()}


def _promotion_grid(promote, refused: tuple[type, ...]) -> list[str]:
    """csv-table rows of ``promote(a, b)`` over the 15 dtypes (— where it refuses)."""
    rows = []
    for a in ivylite.all_dtypes:
        cells = []
        for b in ivylite.all_dtypes:
            try:
                cells.append(_SHORT[str(promote(a, b))])
            except refused:
                cells.append("—")
        rows.append(f"   {_SHORT[a]}, {', '.join(cells)}")
    return rows


def promotion_table_rst(policy: str) -> str:
    """A csv-table of promote_types over the 15 dtypes under ``policy``."""
    lines = [
        ".. csv-table::",
        f'   :header: "", {", ".join(_SHORT[d] for d in ivylite.all_dtypes)}',
        "   :stub-columns: 1",
        "   :class: promotion-table",
        "",
    ]
    with ivylite.PromotionPolicy(policy):
        lines += _promotion_grid(ivylite.promote_types, (PromotionError,))
    return "\n".join(lines) + "\n"


def weak_table_rst(policy: str) -> str:
    """How each dtype joins the weak nodes (the raw lattice join, before defaults)."""
    join = lattice(policy).join
    lines = [
        ".. csv-table::",
        '   :header: "", i* (int), f* (float), c* (complex)',
        "   :stub-columns: 1",
        "",
    ]
    for a in NODES:
        cells = [_SHORT.get(join[a][w], "—") if join[a][w] else "—" for w in ("i*", "f*", "c*")]
        lines.append(f"   {_SHORT[a]}, {', '.join(cells)}")
    return "\n".join(lines) + "\n"


def _ranks(policy: str) -> dict[str, int]:
    """Longest-path depth of every node from the bottom of the lattice."""
    edges = lattice(policy).edges
    rank = {n: 0 for n in NODES}
    changed = True
    while changed:
        changed = False
        for a, bs in edges.items():
            for b in bs:
                if rank[b] < rank[a] + 1:
                    rank[b] = rank[a] + 1
                    changed = True
    return rank


def lattice_svg(policy: str) -> str:
    """An SVG of the policy's graph: columns by depth, arrows along the edges."""
    edges = lattice(policy).edges
    rank = _ranks(policy)
    columns: dict[int, list[str]] = {}
    for n in NODES:  # canonical order within a column keeps crossings low
        columns.setdefault(rank[n], []).append(n)
    dx, dy, r = 90, 46, 17
    height = max(len(c) for c in columns.values()) * dy + 20
    pos = {}
    for col, names in columns.items():
        top = (height - len(names) * dy) / 2 + dy / 2
        for i, n in enumerate(names):
            pos[n] = (40 + col * dx, top + i * dy)
    width = 80 + max(columns) * dx
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">',
        '<defs><marker id="a" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" '
        'markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" '
        'fill="#555"/></marker></defs>',
    ]
    for a, bs in edges.items():
        x1, y1 = pos[a]
        for b in bs:
            x2, y2 = pos[b]
            length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
            ux, uy = (x2 - x1) / length, (y2 - y1) / length
            out.append(
                f'<line x1="{x1 + ux * r:.1f}" y1="{y1 + uy * r:.1f}" x2="{x2 - ux * r:.1f}" '
                f'y2="{y2 - uy * r:.1f}" stroke="#555" marker-end="url(#a)"/>'
            )
    for n, (x, y) in pos.items():
        weak = n in ("i*", "f*", "c*")
        fill = "#fff4d6" if weak else "#dcebff"
        dash = ' stroke-dasharray="3,2"' if weak else ""
        out.append(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{fill}" stroke="#333"{dash}/>')
        out.append(f'<text x="{x}" y="{y + 4}" text-anchor="middle">{_SHORT[n]}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def backends_table_rst() -> str:
    """Per backend: framework version, invalid dtypes, devices, capabilities.

    Loads every installed backend (Paddle before TensorFlow, as ivylite does).
    """
    import importlib.util

    from ivylite.backend import BACKENDS, load

    lines = [
        ".. list-table::",
        "   :header-rows: 1",
        "",
        "   * - backend",
        "     - framework version",
        "     - invalid dtypes",
        "     - devices",
        "     - gradients",
        "     - in-place",
    ]
    order = sorted(BACKENDS, key=lambda b: b != "paddle")  # paddle before tensorflow
    rows = {}
    for name in order:
        module = {"tensorflow": "tensorflow", "paddle": "paddle"}.get(name, name)
        if importlib.util.find_spec(module) is None:
            rows[name] = [name, "not installed", "", "", "", ""]
            continue
        b = load(name)
        rows[name] = [
            name,
            f"{b.module.framework_name} {b.version}",
            ", ".join(b.invalid_dtypes) or "none",
            ", ".join(b.devices),
            "yes" if b.supports_gradients else "no",
            "yes" if b.native_inplace_support else "no",
        ]
    for name in BACKENDS:
        first, *rest = rows[name]
        lines.append(f"   * - {first}")
        lines.extend(f"     - {cell}" for cell in rest)
    return "\n".join(lines) + "\n"


def casting_table_rst() -> str:
    """What each casting mode computes a dtype in, from ivylite.dispatch.cast_target."""
    from types import SimpleNamespace

    from ivylite.dispatch import cast_target

    every = SimpleNamespace(valid_dtypes=ivylite.all_dtypes)
    lines = [
        ".. csv-table::",
        '   :header: "dtype", "upcast", "downcast", "crosscast (its kind unsupported)"',
        "",
    ]
    for d in ivylite.all_dtypes:
        alone = frozenset({d})
        kind = frozenset(
            k for k in ivylite.all_dtypes if k.kind == d.kind or {k.kind, d.kind} <= {"int", "uint"}
        )
        cells = [
            cast_target(d, alone, every, frozenset({"upcast"})),
            cast_target(d, alone, every, frozenset({"downcast"})),
            cast_target(d, kind, every, frozenset({"crosscast"})),
        ]
        lines.append(f"   {d}, {', '.join(str(c) if c else '—' for c in cells)}")
    return "\n".join(lines) + "\n"


def functions_table_rst() -> str:
    """Every public function: its family, how it is built, its dtype restriction."""
    from ivylite.dispatch import registry

    lines = [
        ".. csv-table::",
        '   :header: "function", "family", "template", "result", "dtypes"',
        "",
    ]
    for name, e in sorted(registry().items(), key=lambda kv: (kv[1].family, kv[0])):
        opts = e.spec.options
        dtypes = " ".join(opts.get("dtypes", ())) or "all"
        lines.append(
            f"   ``{name}``, {e.family}, {e.spec.kind}, {opts.get('result', '')}, {dtypes}"
        )
    return "\n".join(lines) + "\n"


def _records(backend: str) -> list:
    """The probe's records for ``backend``; a test run that has probed already
    hands its records over in ``$IVYLITE_SUPPORT_RECORDS/<backend>.json``."""
    import os

    from ivylite.support.probe import probe
    from ivylite.support.report import from_json

    saved = Path(os.environ.get("IVYLITE_SUPPORT_RECORDS", "/nonexistent")) / f"{backend}.json"
    if saved.is_file():
        return from_json(saved.read_text())
    return probe(backend)


def support_matrix_rst() -> str:
    """The measured support matrix of every installed backend (ivylite.support.probe)."""
    import importlib.util

    from ivylite.support.report import LEGEND, SHORT, _notes, _summary, symbol

    out = []
    for name in ("numpy", "paddle", "torch", "jax", "tensorflow"):  # paddle before tensorflow
        if importlib.util.find_spec(name) is None:
            out += [name, "-" * len(name), "", "Not installed when these docs were built.", ""]
            continue
        records = _records(name)
        title = f"{name} {records[0].version}"
        out += [title, "-" * len(title), "", _summary(records) + ".", ""]
        out += [".. csv-table::", f'   :header: "function", {", ".join(SHORT.values())}',
                "   :class: promotion-table", ""]  # fmt: skip
        rows: dict[str, dict[str, str]] = {}
        for r in records:
            rows.setdefault(r.function, {})[r.dtype] = symbol(r)
        for fn in sorted(rows):
            cells = ", ".join(f'"{rows[fn][d]}"' for d in SHORT)
            out.append(f"   ``{fn}``, {cells}")
        out.append("")
        out += [f"- {n}" for n in _notes(records)] + [""]
    out += ["Legend:", ""] + [f"- ``{k}`` {v}" for k, v in LEGEND.items()] + [""]
    return "\n".join(out)


def _loaded_backends() -> dict:
    """The installed backends, loaded (paddle before tensorflow)."""
    import importlib.util

    from ivylite.backend import load

    order = ("numpy", "paddle", "torch", "jax", "tensorflow")
    return {b: load(b) for b in order if importlib.util.find_spec(b) is not None}


def _built(loaded: dict, name: str) -> list[str]:
    """For each loaded backend, how it builds the registry function ``name``: its
    own function, or composed from its other functions (every backend builds
    every function: loading checks the backend contract)."""
    return ["yes" if B.backend_fns[name] is not None else "composite" for B in loaded.values()]


def coverage_table_rst() -> str:
    """Every name of the 2023.12 standard: where it lives in ivylite and, for each
    installed backend, whether a function is built there."""
    from ivylite import _standard
    from ivylite.dispatch import registry

    loaded = _loaded_backends()
    backends = list(loaded)
    lines = [
        ".. csv-table::",
        f'   :header: "category", "name", "ivylite", "dtypes", {", ".join(backends)}',
        "   :class: promotion-table",
        "",
    ]
    groups = [(c, "", names) for c, names in _standard.MAIN.items()]
    groups += [("linalg extension", "linalg.", _standard.LINALG)]
    groups += [("fft extension", "fft.", _standard.FFT)]
    for category, prefix, names in groups:
        for name in names:
            key = name if name in registry() or not prefix else prefix + name
            entry = registry().get(key)
            if entry is None:
                where = "constant" if category in ("constants", "data types") else "namespace"
                row = [where, ""] + ["yes"] * len(backends)
            else:
                dtypes = " ".join(entry.spec.options.get("dtypes", ())) or "all"
                row = [f"functional/{entry.family}.py", dtypes] + _built(loaded, key)
            cells = ", ".join(f'"{c}"' for c in row)
            lines.append(f'   "{category}", ``{prefix}{name}``, {cells}')
    return "\n".join(lines) + "\n"


def _frontend_members(module, prefix: str, seen: set) -> list[tuple[str, object]]:
    """Every public name of a frontend module, its frontend submodules walked."""
    import types

    out = []
    for name in getattr(module, "__all__", ()):
        value = getattr(module, name)
        if isinstance(value, types.ModuleType):
            if value.__name__.startswith("ivylite.frontends.") and value.__name__ not in seen:
                seen.add(value.__name__)
                out += _frontend_members(value, f"{prefix}{name}.", seen)
        else:
            out.append((prefix + name, value))
    return out


def frontend_rst(framework: str) -> str:
    """One frontend's coverage: every public function and class (with its methods),
    the dtypes each refuses (its declarations, resolved against the release the
    frontend reproduces, as its wrapper resolves them), and the frontend's
    promotion table."""
    import importlib
    import inspect

    from ivylite.frontends import frontend_of
    from ivylite.frontends._common import FrontendArray

    module = importlib.import_module(f"ivylite.frontends.{framework}")
    members = _frontend_members(module, "", {module.__name__})
    # functions, and the frontend's callable objects (NumPy's ufuncs)
    functions = [(n, v) for n, v in members
                 if inspect.isfunction(v) or (not isinstance(v, type) and frontend_of(v))]  # fmt: skip
    classes = [(n, v) for n, v in members if isinstance(v, type) and issubclass(v, FrontendArray)]
    others = [
        (n, v) for n, v in members if isinstance(v, type) and not issubclass(v, FrontendArray)
    ]
    lines = [f"{len(functions)} functions and {len(classes)} array classes.", ""]
    for cname, cls in others:  # the frontend's other classes (a tape, a dtype...)
        public = sorted(m for m in vars(cls) if not m.startswith("_"))
        summary = (inspect.getdoc(cls) or "").split("\n")[0]
        lines += [f"``{cname}``: {summary}", "", "   " + (", ".join(f"``{m}``" for m in public)
                  or "(no public methods)"), ""]  # fmt: skip
    for cname, cls in classes:
        inherited = set(dir(FrontendArray))
        methods = sorted(
            m
            for m in dir(cls)
            if (not m.startswith("_") or m.startswith("__"))
            and (m not in inherited or m in vars(cls))
            and m not in ("__doc__", "__module__", "__slots__", "__dict__", "__weakref__")
        )
        dunders = [m for m in methods if m.startswith("__")]
        public = [m for m in methods if not m.startswith("__")]
        lines += [f"``{cname}``: {len(public)} methods and attributes, {len(dunders)} "
                  "special methods.", "",
                  "   " + ", ".join(f"``{m}``" for m in public), "",
                  "   " + ", ".join(f"``{m}``" for m in dunders), ""]  # fmt: skip
    lines += [".. csv-table::", '   :header: "function", "module", "unsupported dtypes", "summary"',
              "   :class: promotion-table", ""]  # fmt: skip
    valid = [str(d) for d in ivylite.all_dtypes]
    for name, fn in sorted(functions):
        frontend = frontend_of(fn)
        unsupported = frontend.refused(fn) if frontend is not None else frozenset()
        cells = [
            f"``{name}``",
            fn.__module__.removeprefix(f"ivylite.frontends.{framework}."),
            " ".join(_SHORT[d] for d in valid if d in unsupported) or "",
            (inspect.getdoc(fn) or "").split("\n")[0].replace('"', "'"),
        ]
        lines.append("   " + ", ".join(f'"{c}"' for c in cells))
    lines.append("")
    promote = getattr(importlib.import_module(f"ivylite.frontends.{framework}.promotion"),
                      f"promote_types_{framework}")  # fmt: skip
    lines += [f"``promote_types_{framework}`` over the 15 dtypes (— : the framework refuses "
              "the pair or lacks a dtype):", "",
              ".. csv-table::", f'   :header: "", {", ".join(_SHORT[d] for d in valid)}',
              "   :stub-columns: 1", "   :class: promotion-table", ""]  # fmt: skip
    # a frontend refuses with its framework's own exception types
    lines += _promotion_grid(promote, (Exception,))
    return "\n".join(lines) + "\n"


def transformations_table_rst() -> str:
    """What ``ivylite.jit``, ``ivylite.vmap`` and the frontends' tapes do on each backend,
    read from the backends' members of the transforms contract (``Backend.transforms``)."""
    loaded = _loaded_backends()
    lines = [".. list-table::", "   :header-rows: 1", "   :widths: 14 28 30 28", "",
             "   * - backend", "     - ``jit`` (``jax.jit``, ``tf.function``)",
             "     - ``vmap`` (``jax.vmap``)", "     - tapes (``tf.GradientTape``)"]  # fmt: skip
    for name, B in loaded.items():
        T = B.transforms
        jit = T.COMPILER if T.compile else None
        vmap = T.VECTORIZER if T.vectorize else None
        if T.Tape is not None:
            tape = "recorded natively by the framework's autograd"
        elif T.vjp is not None:
            tape = "frontend calls recorded, replayed under ``jax.vjp``"
        else:
            tape = "none: ``gradient`` raises an error naming the backends that train"
        lines += [f"   * - {name}", f"     - {jit or 'runs the function as is'}",
                  f"     - {vmap or 'a Python loop over the mapped axis, results stacked'}",
                  f"     - {tape}"]  # fmt: skip
    return "\n".join(lines) + "\n"


def models_table_rst() -> str:
    """The model-building functions (nn, losses, random numbers, gradients): each
    one's dtype restriction and whether every installed backend builds it."""
    from ivylite.dispatch import registry

    loaded = _loaded_backends()
    lines = [".. csv-table::",
             f'   :header: "function", "module", "dtypes", {", ".join(loaded)}',
             "   :class: promotion-table", ""]  # fmt: skip
    for name, e in sorted(registry().items(), key=lambda kv: (kv[1].family, kv[0])):
        if e.family not in ("nn", "nn_losses", "random", "gradients"):
            continue
        dtypes = " ".join(e.spec.options.get("dtypes", ())) or "all"
        cells = ", ".join(
            f'"{c}"' for c in [f"functional/{e.family}.py", dtypes, *_built(loaded, name)]
        )
        lines.append(f"   ``{name}``, {cells}")
    return "\n".join(lines) + "\n"


def backend_contract_rst() -> str:
    """The backend contracts as tables: data members, primitives, optional hooks, the
    transforms contract and, per family, the functions a backend module must define,
    all read from ivylite.backends._contract and the registry."""
    import inspect

    from ivylite.backends._contract import (
        OPTIONAL_HOOKS,
        PRIMITIVES,
        TRANSFORM_HOOKS,
        BackendModule,
        member_docs,
    )
    from ivylite.dispatch import registry

    lines = [".. list-table:: Data members of ``ivylite/backends/<name>/__init__.py``",
             "   :header-rows: 1", "   :widths: 22 22 56", "",
             "   * - name", "     - type", "     - meaning"]  # fmt: skip
    for name, type_, meaning in member_docs():
        lines += [f"   * - ``{name}``", f"     - ``{type_}``", f"     - {meaning}"]
    lines += ["", ".. list-table:: Primitives (module-level functions)", "   :header-rows: 1",
              "   :widths: 40 60", "", "   * - signature", "     - what it returns"]  # fmt: skip
    for name in PRIMITIVES:
        fn = getattr(BackendModule, name)
        params = ", ".join(p for p in inspect.signature(fn).parameters if p not in ("self", "/"))
        lines += [f"   * - ``{name}({params})``", f"     - {inspect.getdoc(fn)}"]
    lines += ["", ".. list-table:: Optional hooks", "   :header-rows: 1", "   :widths: 22 43 35",
              "", "   * - hook", "     - what it does", "     - without it"]  # fmt: skip
    for h in OPTIONAL_HOOKS:
        lines += [f"   * - ``{h.signature}``", f"     - {h.purpose}", f"     - {h.without}"]
    lines += ["", ".. list-table:: The transforms contract (``BackendTransforms``): every "
              "member optional", "   :header-rows: 1", "   :widths: 14 26 32 28", "",
              "   * - module", "     - member", "     - what it does", "     - without it"]  # fmt: skip
    for h in TRANSFORM_HOOKS:
        lines += [f"   * - ``{h.module}.py``", f"     - ``{h.signature}``", f"     - {h.purpose}",
                  f"     - {h.without}"]  # fmt: skip
    families: dict[str, list[str]] = {}
    composites: dict[str, list[str]] = {}
    for e in registry().values():
        (composites if e.composite else families).setdefault(e.family, []).append(e.attr)
    lines += ["", ".. list-table:: Function families: one module per family, these functions in it",
              "   :header-rows: 1", "   :widths: 20 80", "", "   * - module", "     - functions"]  # fmt: skip
    for family in sorted(families):
        names = ", ".join(f"``{n}``" for n in sorted(set(families[family])))
        extra = composites.get(family)
        if extra:
            names += "; optional (composite): " + ", ".join(f"``{n}``" for n in sorted(extra))
        lines += [f"   * - ``{family}.py``", f"     - {names}"]
    return "\n".join(lines) + "\n"


def xfails_table_rst() -> str:
    """The official suite's tests that fail by ivylite's design, per backend, with
    their reasons: read from tests/array_api_xfails/<backend>.txt, the files the
    suite's session runs with."""
    import importlib.util

    path = Path(__file__).resolve().parents[2] / "tests" / "array_api_xfails" / "suite.py"
    spec = importlib.util.spec_from_file_location("_array_api_suite", path)
    suite = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(suite)
    lines = [".. list-table::", "   :header-rows: 1", "   :widths: 12 38 50", "",
             "   * - backend", "     - test", "     - why it fails"]  # fmt: skip
    for backend in suite.BACKENDS:
        for test_id, reason in suite.read_xfails(backend).items():
            test = test_id.split("/")[-1]
            lines += [f"   * - {backend}", f"     - ``{test}``", f"     - {reason}"]
    return "\n".join(lines) + "\n"


def generate(outdir: Path) -> None:
    import ivylite_architecture
    import ivylite_models

    outdir.mkdir(exist_ok=True)
    ivylite_architecture.generate(outdir)
    ivylite_models.generate(outdir)
    (outdir / "backend_contract.rst").write_text(backend_contract_rst())
    (outdir / "coverage_table.rst").write_text(coverage_table_rst())
    (outdir / "xfails_table.rst").write_text(xfails_table_rst())
    (outdir / "support_matrix.rst").write_text(support_matrix_rst())
    (outdir / "casting_table.rst").write_text(casting_table_rst())
    (outdir / "functions_table.rst").write_text(functions_table_rst())
    (outdir / "backends_table.rst").write_text(backends_table_rst())
    (outdir / "models_table.rst").write_text(models_table_rst())
    (outdir / "transformations_table.rst").write_text(transformations_table_rst())
    for framework in ("torch", "numpy", "jax", "tensorflow"):
        (outdir / f"frontend_{framework}.rst").write_text(frontend_rst(framework))
    for policy in ("precise", "non_precise", "array_api"):
        (outdir / f"promotion_{policy}.rst").write_text(promotion_table_rst(policy))
        (outdir / f"weak_{policy}.rst").write_text(weak_table_rst(policy))
        (outdir / f"lattice_{policy}.svg").write_text(lattice_svg(policy))


def _on_builder_inited(app) -> None:
    generate(Path(app.srcdir) / "_generated")


def setup(app):
    app.connect("builder-inited", _on_builder_inited)
    return {"parallel_read_safe": True, "version": "1"}
