"""Type promotion: lattices of dtypes, turned into lookup tables at import.

A policy is a small graph over 18 nodes (the 15 dtypes and the weak nodes
``i*``, ``f*``, ``c*`` standing for Python ``int``, ``float`` and
``complex``). Promotion is the least upper bound (join) on that graph. At
import each graph is closed transitively, every pair's join is computed and
checked to be unique, and the joins become nested dicts, so promoting is two
dict lookups.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable, Mapping
from typing import Any

from . import config
from .dtypes import FINITE_RANGES, Dtype, InvalidDtypeError, all_dtypes, as_dtype

__all__ = [
    "WEAK_NODES",
    "SHORT_NAMES",
    "parse_edges",
    "Lattice",
    "LatticeError",
    "PromotionError",
    "policies",
    "lattice",
    "register_policy",
    "promote_types",
    "result_type",
    "can_cast",
]

WEAK_NODES = ("i*", "f*", "c*")
NODES: tuple[str, ...] = tuple(all_dtypes) + WEAK_NODES

# The short names of JAX's docs (and of the tables in ours): short -> node.
SHORT_NAMES = {
    "b1": "bool", "i1": "int8", "i2": "int16", "i4": "int32", "i8": "int64",
    "u1": "uint8", "u2": "uint16", "u4": "uint32", "u8": "uint64",
    "bf": "bfloat16", "f2": "float16", "f4": "float32", "f8": "float64",
    "c8": "complex64", "c16": "complex128", "i*": "i*", "f*": "f*", "c*": "c*",
}  # fmt: skip


def parse_edges(text: str) -> dict[str, tuple[str, ...]]:
    """Parse a lattice's edges, ``"a -> b, c; d -> e"`` (one or more rules a line),
    written with the short names of JAX's docs (``SHORT_NAMES``).

    Examples
    --------
    >>> from ivylite.promotion import parse_edges
    >>> parse_edges("b1 -> i*; i* -> u1, i1")
    {'bool': ('i*',), 'i*': ('uint8', 'int8')}
    """
    edges: dict[str, tuple[str, ...]] = {}
    for line in text.strip().splitlines():
        for rule in line.split(";"):
            src, dsts = rule.split("->")
            edges[SHORT_NAMES[src.strip()]] = tuple(SHORT_NAMES[d.strip()] for d in dsts.split(","))
    return edges


# The precise lattice: "a -> b, c" lists the nearest types a promotes to. A signed
# integer also goes to a float twice its width (int8 -> float16, int16 -> float32,
# int32 -> float64); int64 and uint64 go to float64, the widest float there is.
PRECISE_EDGES = parse_edges("""
b1 -> i*; i* -> u1, i1, f*; f* -> bf, f2, c*; c* -> c8
u1 -> u2, i2; u2 -> u4, i4; u4 -> u8, i8; u8 -> f8
i1 -> i2, f2; i2 -> i4, f4; i4 -> i8, f8; i8 -> f8
bf -> f4; f2 -> f4; f4 -> f8, c8; f8 -> c16
c8 -> c16
""")

NON_PRECISE_EDGES = parse_edges("""
b1 -> i*; i* -> u1, i1; f* -> bf, f2, c*; c* -> c8
u1 -> u2, i2; u2 -> u4, i4; u4 -> u8, i8; u8 -> f*
i1 -> i2; i2 -> i4; i4 -> i8; i8 -> f*
bf -> f4; f2 -> f4; f4 -> f8, c8; f8 -> c16
c8 -> c16
""")

# The Array API standard's table: promotion within a kind (mixed signed and
# unsigned integers up to 64 bits, real floats to complex), Python scalars
# joining arrays of their kind or a higher one; nothing else is defined.
ARRAY_API_EDGES = parse_edges("""
i* -> u1, i1, f*; f* -> bf, f2, c*; c* -> c8
u1 -> u2, i2; u2 -> u4, i4; u4 -> u8, i8
i1 -> i2; i2 -> i4; i4 -> i8
bf -> f4; f2 -> f4; f4 -> f8, c8; f8 -> c16
c8 -> c16
""")


class LatticeError(ValueError):
    """A policy graph in which some pair has more than one least upper bound.

    Examples
    --------
    >>> from ivylite.promotion import Lattice
    >>> Lattice("bad", {"int8": ["int16", "float16"], "uint8": ["int16", "float16"]})
    Traceback (most recent call last):
    ...
    ivylite.promotion.LatticeError: policy 'bad': int8 and uint8 have no least upper bound (minimal upper bounds: float16, int16)
    """


class PromotionError(TypeError):
    """No dtype is defined for a combination under the active policy.

    Examples
    --------
    >>> import ivylite
    >>> with ivylite.PromotionPolicy("array_api"):
    ...     ivylite.promote_types("int8", "float32")
    Traceback (most recent call last):
    ...
    ivylite.promotion.PromotionError: result_type: no promotion is defined for int8 and float32 under the 'array_api' promotion policy (inputs: int8, float32); cast one input explicitly with astype, or use the 'precise' or 'non_precise' policy
    """


def _node(name: str) -> str:
    return Dtype(name) if name not in WEAK_NODES else name


class Lattice:
    """A promotion policy: its graph, upper-bound sets and join table.

    ``join[a][b]`` is the least upper bound of nodes ``a`` and ``b``, or
    ``None`` where the policy defines none (only partial policies such as
    ``array_api`` have gaps; ``complete`` says whether there are any).

    Examples
    --------
    >>> from ivylite.promotion import lattice
    >>> lat = lattice("non_precise")
    >>> lat.join["int64"]["float16"], lat.join["uint64"]["int8"]
    (float16, 'f*')
    >>> "float64" in lat.upper["int64"]
    True
    """

    def __init__(self, name: str, edges: Mapping[str, Iterable[str]]) -> None:
        self.name = name
        self.edges = {_node(a): tuple(_node(b) for b in bs) for a, bs in edges.items()}
        for a, bs in self.edges.items():
            for b in (a, *bs):
                if b not in NODES:
                    raise LatticeError(f"policy {name!r}: unknown node {b!r}")
        self.upper: dict[str, frozenset[str]] = {n: self._closure(_node(n)) for n in NODES}
        self._by_upper = {up: _node(n) for n, up in self.upper.items()}
        if len(self._by_upper) != len(NODES):
            raise LatticeError(f"policy {name!r}: the graph has a cycle")
        self.join: dict[str, dict[str, str | None]] = {
            _node(a): {_node(b): self._lub(_node(a), _node(b)) for b in NODES} for a in NODES
        }
        self.complete = all(v is not None for row in self.join.values() for v in row.values())

    def _closure(self, start: str) -> frozenset[str]:
        seen = {start}
        todo = [start]
        while todo:
            for nxt in self.edges.get(todo.pop(), ()):
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        return frozenset(seen)

    def _lub(self, a: str, b: str) -> str | None:
        common = self.upper[a] & self.upper[b]
        # The least upper bound c is the one whose own upper set is exactly the
        # common one (c <= every common bound, and c's bounds are common bounds).
        least = self._by_upper.get(common)
        if least is None and common:
            minimal = sorted(c for c in common if not any(c in self.upper[o] for o in common - {c}))
            raise LatticeError(
                f"policy {self.name!r}: {a} and {b} have no least upper bound "
                f"(minimal upper bounds: {', '.join(minimal)})"
            )
        return least

    def leq(self, a: str, b: str) -> bool:
        """Whether ``a`` promotes to ``b`` (``b`` is an upper bound of ``a``)."""
        return b in self.upper[a]


_POLICIES: dict[str, Lattice] = {}
# policy -> strict flag -> dtype -> dtype -> result Dtype (None: undefined / strict-refused)
_PAIR_TABLES: dict[str, tuple[dict, dict]] = {}

_KIND_RANK = {"bool": 0, "int": 1, "uint": 1, "float": 2, "complex": 3}
_NODE_KIND = {n: ("int" if n == "i*" else "float" if n == "f*" else "complex") for n in WEAK_NODES}
_NODE_KIND.update({d: d.kind for d in all_dtypes})
_WEAK_TO_CONCRETE_JOIN = Dtype("float64")  # step 2: a concrete join that lands on f*


def register_policy(name: str, edges: Mapping[str, Iterable[str]]) -> Lattice:
    """Add a promotion policy given as a graph of edges; return its lattice.

    Raises :class:`LatticeError` if some pair has more than one least upper
    bound. Pairs with no upper bound at all are allowed; promoting them raises
    :class:`PromotionError`.

    Examples
    --------
    >>> from ivylite.promotion import register_policy, lattice
    >>> lat = register_policy("floats_only", {"float16": ["float32"], "float32": ["float64"]})
    >>> lat.join["float16"]["float64"], lat.join["float16"]["int8"]
    (float64, None)
    """
    lat = Lattice(name, edges)
    _POLICIES[name] = lat
    _PAIR_TABLES[name] = (_pair_table(lat, strict=False), _pair_table(lat, strict=True))
    return lat


def _pair_table(lat: Lattice, strict: bool) -> dict[str, dict[str, Dtype | None]]:
    """Final results for a concrete dtype with a dtype or a weak node.

    ``table[a][b]`` is what ``result_type(a, b)`` returns (steps 1-4) when
    that is independent of the default dtypes; ``None`` sends the caller to
    the general path (undefined pairs, strict refusals, weak results).
    """
    table: dict[str, dict[str, Dtype | None]] = {}
    for a in all_dtypes:
        row = table[a] = {}
        for b in NODES:
            r = lat.join[a][_node(b)]
            if r == "f*" and b not in WEAK_NODES:
                r = _WEAK_TO_CONCRETE_JOIN  # step 2: a concrete join that lands on f*
            if r in WEAK_NODES:
                r = None  # depends on the defaults: general path
            elif strict and r is not None:
                if _KIND_RANK[_NODE_KIND[a]] != _KIND_RANK[r.kind] or (
                    b not in WEAK_NODES and _KIND_RANK[_NODE_KIND[_node(b)]] != _KIND_RANK[r.kind]
                ):
                    r = None  # result_type then raises the strict-mode error
            row[_node(b)] = r
    return table


# The frontends' policies: each frontend's promotion module holds its graph as
# ``EDGES`` and is imported the first time the policy is asked for, so that
# importing ivylite never imports a frontend.
_FRONTEND_POLICIES = {
    fw: f"ivylite.frontends.{fw}.promotion" for fw in ("numpy", "torch", "jax", "tensorflow")
}


def _ensure(name: str) -> None:
    if name not in _POLICIES and name in _FRONTEND_POLICIES:
        import importlib

        module = importlib.import_module(_FRONTEND_POLICIES[name])
        if name not in _POLICIES:
            register_policy(name, module.EDGES)


def policies() -> tuple[str, ...]:
    """Names of the promotion policies, the frontends' included.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.promotion.policies()[:3]
    ('precise', 'non_precise', 'array_api')
    """
    return tuple(_POLICIES) + tuple(n for n in _FRONTEND_POLICIES if n not in _POLICIES)


def lattice(name: str | None = None) -> Lattice:
    """The :class:`Lattice` of a policy (default: the active one).

    Examples
    --------
    >>> import ivylite
    >>> ivylite.promotion.lattice().name
    'precise'
    """
    if name is None:
        name = config.state().policy[-1]
    _ensure(name)
    try:
        return _POLICIES[name]
    except KeyError:
        raise ValueError(
            f"lattice({name!r}): unknown promotion policy; known: {', '.join(_POLICIES)}"
        ) from None


register_policy("precise", PRECISE_EDGES)
register_policy("non_precise", NON_PRECISE_EDGES)
register_policy("array_api", ARRAY_API_EDGES)


def _resolve(policy: str, strict: bool) -> tuple:
    _ensure(policy)
    lat = _POLICIES[policy]
    return _PAIR_TABLES[policy][strict], lat.join, lat.upper


config.bind_promotion(_resolve, policies)


# --- turning arguments into lattice nodes -------------------------------------

# Hashable dtype objects seen before (names, NumPy dtypes, framework dtypes,
# Python types) -> node. Arrays are never keys: their .dtype is.
_OBJ_NODES: dict[Any, str] = {d: d for d in all_dtypes}
_OBJ_NODES.update({n: n for n in WEAK_NODES})
_OBJ_NODES.update({int: "i*", float: "f*", complex: "c*", bool: Dtype("bool")})

# How to read each argument type, learned on first sight: a Python scalar's
# node, or _DTYPE (the object denotes a dtype), or _ARRAY (read its .dtype).
_DTYPE = 1
_ARRAY = 2
_PYINT = 3
_OTHER = 4
_HANDLING: dict[type, Any] = {
    int: _PYINT, float: "f*", complex: "c*", bool: Dtype("bool"), str: _DTYPE, Dtype: _DTYPE,
}  # fmt: skip


def _learn(t: type, x: Any) -> Any:
    if not isinstance(x, (str, type)) and getattr(x, "dtype", None) is not None:
        h = _ARRAY
    elif t.__hash__ is None:
        h = _OTHER  # e.g. a list: _node_of explains why it is not a dtype
    else:
        h = _DTYPE
    _HANDLING[t] = h
    return h


def _node_of(x: Any, fn: str) -> str:
    """The lattice node of a dtype-like or array (not of a Python scalar value)."""
    if not isinstance(x, (str, type)):
        inner = getattr(x, "dtype", None)
        if inner is not None:
            x = inner
    try:
        return _OBJ_NODES[x]
    except KeyError:
        pass
    except TypeError:  # unhashable: convert, do not remember
        return _convert(x, fn)
    node = _convert(x, fn)
    if not isinstance(x, str):
        _remember(x, node)
    return node


def _remember(obj: Any, node: str) -> None:
    """Make a new dtype object a key of the node cache and of every pair table."""
    _OBJ_NODES[obj] = node
    if node in WEAK_NODES:
        return
    for tables in _PAIR_TABLES.values():
        for table in tables:
            rows = {id(r): r for r in table.values()}
            for row in rows.values():
                row[obj] = row[node]
            table[obj] = table[node]


def _convert(x: Any, fn: str) -> str:
    try:
        return as_dtype(x)
    except InvalidDtypeError as e:
        raise InvalidDtypeError(
            f"{fn}: {x!r} is not an array, a dtype or a Python scalar ({e})"
        ) from None


# --- the public functions ------------------------------------------------------


def promote_types(type1: Any, type2: Any, /) -> Dtype:
    """Return the dtype two dtypes promote to under the active policy.

    Equal to ``result_type(type1, type2)``. Precise mode (the default) widens
    integers to a float that holds them; ``PreciseMode(False)`` gives JAX's
    table.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.promote_types("float32", "int32")
    float64
    >>> with ivylite.PreciseMode(False):
    ...     ivylite.promote_types("float32", "int32")
    float32
    >>> ivylite.promote_types("bfloat16", "float16")
    float32
    """
    row = config.read_settings().pairs.get(type1)
    if row is not None:
        r = row.get(type2)
        if r is not None:
            return r
    # New dtype objects, weak nodes, undefined pairs: the general path
    # (which also learns new dtype objects, so the next call is a hit).
    return result_type(type1, type2)


def result_type(*arrays_and_dtypes: Any) -> Dtype:
    """Return the dtype of combining arrays, dtypes and Python scalars.

    One join over all inputs, so the order never matters:

    1. C = the join of the concrete dtypes (arrays and dtypes);
    2. if C is the weak ``f*`` (a 64-bit integer mix), C becomes float64;
    3. R = the join of C with the weak nodes of the Python scalars;
    4. a weak R becomes the default dtype of its kind.

    A Python ``int`` that does not fit R raises ``OverflowError``.

    Examples
    --------
    >>> import ivylite, numpy as np
    >>> ivylite.result_type(np.zeros(2, dtype="int8"), 2.5)
    float16
    >>> ivylite.result_type(np.zeros(2, dtype=bool), 1)
    int32
    >>> with ivylite.PreciseMode(False):
    ...     ivylite.result_type("uint64", "int8", "bfloat16")
    bfloat16
    >>> ivylite.result_type("int8", 1000)
    Traceback (most recent call last):
    ...
    OverflowError: result_type: Python int 1000 does not fit int8, the result dtype under the 'precise' promotion policy; pass an array of a wider dtype or cast explicitly
    """
    s = config.read_settings()
    if len(arrays_and_dtypes) == 2:
        # The common case, an array or dtype with another or with a Python
        # scalar: one pair-table lookup (the join is commutative, so the
        # scalar, if any, is put second).
        a, b = arrays_and_dtypes
        ha = _HANDLING.get(type(a))
        hb = _HANDLING.get(type(b))
        if ha is not _ARRAY and ha is not _DTYPE:
            a, b, ha, hb = b, a, hb, ha
        if ha is _ARRAY:
            a = a.dtype
            ha = _DTYPE
        if ha is _DTYPE:
            row = s.pairs.get(a)
            if row is not None:
                if hb is _ARRAY:
                    r = row.get(b.dtype)
                elif hb is _DTYPE:
                    r = row.get(b)
                elif hb is _PYINT:
                    r = row["i*"]
                    if r is not None:
                        lo, hi = FINITE_RANGES[r]
                        if b < lo or b > hi:
                            r = None  # the general path raises OverflowError
                elif hb is None or hb is _OTHER:
                    r = None
                else:
                    r = row[hb]
                if r is not None:
                    return r
    return _join_all(arrays_and_dtypes, s)


def _join_all(arrays_and_dtypes: tuple, s: config.Settings) -> Dtype:
    join = s.join
    concrete = weak = ints = None
    for x in arrays_and_dtypes:
        h = _HANDLING.get(type(x))
        if h is None:
            h = _learn(type(x), x)
        if h is _ARRAY:
            node = _OBJ_NODES.get(x.dtype) or _node_of(x, "result_type")
        elif h is _DTYPE:
            node = _OBJ_NODES.get(x) or _node_of(x, "result_type")
        elif h is _PYINT:
            node = "i*"
            ints = (x,) if ints is None else ints + (x,)
        elif h is _OTHER:
            node = _node_of(x, "result_type")
        else:
            node = h
        if node in _WEAK_SET:
            weak = node if weak is None else join[weak][node]
        elif concrete is None:
            concrete = node
        else:
            joined = join[concrete][node]
            if joined is None:
                raise _undefined(concrete, node, s, arrays_and_dtypes)
            concrete = joined
    if concrete is None:
        if weak is None:
            raise ValueError("result_type() needs at least one array, dtype or Python scalar")
        result = weak
    else:
        if concrete == "f*":
            concrete = _WEAK_TO_CONCRETE_JOIN
        if weak is None:
            result = concrete
        else:
            result = join[concrete][weak]
            if result is None:
                raise _undefined(concrete, weak, s, arrays_and_dtypes)
    if result in _WEAK_SET:
        result = _weak_default(result, s)
    if s.strict[-1]:
        _check_strict(result, weak, s, arrays_and_dtypes)
    if ints is not None:
        _check_ints_fit(ints, result, s)
    return result


_WEAK_SET = frozenset(WEAK_NODES)


def _weak_default(node: str, s: config.Settings) -> Dtype:
    if node == "i*":
        return s.int_dtype[-1]
    if node == "f*":
        return s.float_dtype[-1]
    return s.complex_dtype[-1]


def can_cast(from_: Any, to: Any, /) -> bool:
    """Whether ``from_`` (a dtype or array) promotes to ``to`` under the active policy.

    Examples
    --------
    >>> import ivylite
    >>> ivylite.can_cast("int8", "float16"), ivylite.can_cast("float32", "int64")
    (True, False)
    >>> with ivylite.PreciseMode(False):
    ...     ivylite.can_cast("int64", "float16")
    True
    """
    upper = config.read_settings().upper
    h = _HANDLING.get(type(from_))
    if h is _ARRAY:
        from_ = from_.dtype
    f = _OBJ_NODES.get(from_) if h is _DTYPE or h is _ARRAY else None
    t = _OBJ_NODES.get(to) if _HANDLING.get(type(to)) is _DTYPE else None
    if f is None:
        f = _node_of(from_, "can_cast")
    if t is None:
        t = _node_of(to, "can_cast")
    return t in upper[f]


# --- errors ------------------------------------------------------------------


def _describe(node: str) -> str:
    return {"i*": "Python int", "f*": "Python float", "c*": "Python complex"}.get(node, str(node))


def _undefined(a: str, b: str, s: config.Settings, inputs: tuple) -> PromotionError:
    policy = s.policy[-1]
    hint = (
        "cast one input explicitly with astype, or use the 'precise' or 'non_precise' policy"
        if policy == "array_api"
        else "cast one input explicitly with astype"
    )
    return PromotionError(
        f"result_type: no promotion is defined for {_describe(a)} and {_describe(b)} under the "
        f"{policy!r} promotion policy (inputs: {_short_inputs(inputs)}); {hint}"
    )


def _short_inputs(inputs: tuple) -> str:
    parts = []
    for x in inputs:
        scalar = type(x) in (bool, int, float, complex)
        parts.append(repr(x) if scalar else str(_node_of(x, "result_type")))
    return ", ".join(parts)


def _check_strict(result: Dtype, weak: str | None, s: config.Settings, inputs: tuple) -> None:
    """Strict mode: every array keeps its kind; a scalar may not raise it."""
    concretes = []
    for x in inputs:
        t = type(x)
        if t is not int and t is not float and t is not complex:
            node = Dtype("bool") if t is bool else _node_of(x, "result_type")
            if node not in _WEAK_SET:
                concretes.append(node)
    ranks = {_KIND_RANK[_NODE_KIND[c]] for c in concretes}
    rank = _KIND_RANK[result.kind]
    if ranks <= {rank}:
        return
    if len(ranks) == 1 and weak is not None and _KIND_RANK[_NODE_KIND[weak]] == rank:
        raise PromotionError(
            f"result_type: strict promotion forbids combining a {_describe(weak)} with "
            f"{', '.join(concretes)} (it would make {result}) (inputs: {_short_inputs(inputs)}); "
            "pass a scalar of the array's kind, or leave strict mode with unset_strict_promotion()"
        )
    moved = [c for c in concretes if _KIND_RANK[_NODE_KIND[c]] != rank]
    raise PromotionError(
        f"result_type: strict promotion forbids promoting {', '.join(moved)} to {result} "
        f"(a different kind) under the {s.policy[-1]!r} policy (inputs: "
        f"{_short_inputs(inputs)}); cast explicitly with astype, or leave strict mode "
        "with unset_strict_promotion()"
    )


def _check_ints_fit(ints: tuple[int, ...], result: Dtype, s: config.Settings) -> None:
    lo, hi = FINITE_RANGES[result]
    for v in ints:
        if v < lo or v > hi:
            raise OverflowError(
                f"result_type: Python int {v} does not fit {result}, the result dtype under the "
                f"{s.policy[-1]!r} promotion policy; pass an array of a wider dtype or cast "
                "explicitly"
            )


def int_fits(value: int, dtype: Any) -> bool:
    """Whether the Python int ``value`` is representable (finite) in ``dtype``.

    Examples
    --------
    >>> from ivylite.promotion import int_fits
    >>> int_fits(255, "uint8"), int_fits(-1, "uint8"), int_fits(70000, "float16")
    (True, False, False)
    """
    lo, hi = FINITE_RANGES[as_dtype(dtype)]
    return lo <= operator.index(value) <= hi
