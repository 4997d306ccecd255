"""Exhaustive lattice properties of every promotion policy."""

import itertools

import pytest

from ivylite.promotion import NODES, Lattice, LatticeError, lattice, policies

LATTICE_POLICIES = ["precise", "non_precise"]


@pytest.mark.parametrize("policy", LATTICE_POLICIES)
def test_every_pair_has_exactly_one_least_upper_bound(policy):
    lat = lattice(policy)
    assert lat.complete
    for a, b in itertools.product(NODES, repeat=2):
        common = lat.upper[a] & lat.upper[b]
        least = [c for c in common if all(lat.leq(c, o) for o in common)]
        assert least == [lat.join[a][b]], (a, b)


@pytest.mark.parametrize("policy", policies())
def test_join_is_idempotent_and_commutative(policy):
    join = lattice(policy).join
    for a in NODES:
        assert join[a][a] == a
        for b in NODES:
            assert join[a][b] == join[b][a], (a, b)


@pytest.mark.parametrize("policy", policies())
def test_join_is_associative_over_all_triples(policy):
    join = lattice(policy).join

    def j(x, y):
        return None if x is None or y is None else join[x][y]

    for a, b, c in itertools.product(NODES, repeat=3):
        left, right = j(j(a, b), c), j(a, j(b, c))
        # Partial policies: a join exists exactly when a common upper bound
        # does, so both groupings are defined or neither is.
        assert left == right, (a, b, c)
        assert (left is not None) == bool(
            lattice(policy).upper[a] & lattice(policy).upper[b] & lattice(policy).upper[c]
        )


@pytest.mark.parametrize("policy", policies())
def test_join_is_an_upper_bound_and_the_order_is_antisymmetric(policy):
    lat = lattice(policy)
    for a, b in itertools.product(NODES, repeat=2):
        r = lat.join[a][b]
        if r is not None:
            assert lat.leq(a, r) and lat.leq(b, r)
        if a != b:
            assert not (lat.leq(a, b) and lat.leq(b, a)), f"cycle between {a} and {b}"


def test_weak_nodes_sit_below_their_kinds():
    for policy in LATTICE_POLICIES:
        lat = lattice(policy)
        assert lat.leq("bool", "i*") and lat.leq("i*", "int8") and lat.leq("i*", "uint8")
        assert lat.leq("f*", "bfloat16") and lat.leq("f*", "float16") and lat.leq("c*", "complex64")


def test_a_graph_with_two_minimal_upper_bounds_is_rejected():
    with pytest.raises(LatticeError, match="no least upper bound"):
        Lattice("bad", {"int8": ["int16", "float16"], "uint8": ["int16", "float16"]})


def test_unknown_nodes_are_rejected():
    with pytest.raises(Exception, match="float8"):
        Lattice("bad", {"int8": ["float8"]})
