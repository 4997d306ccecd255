"""The TensorFlow frontend as a user meets it, against real TensorFlow, on every backend:
the issue's model snippet, ``tf.Tensor`` (attributes, repr, indexing, immutability),
names and signatures, argument variants of the functions (hypothesis where inputs
vary), the errors TensorFlow raises, and dropout.

``test_tensorflow_functions.py`` sweeps every function over the 15 dtypes and
``test_tensorflow_promotion.py`` covers the dtype rules.
"""

from __future__ import annotations

import importlib.util
import inspect
import warnings

import pytest

np = pytest.importorskip("numpy")
if importlib.util.find_spec("paddle") is not None:
    # Paddle before TensorFlow, even when the run leaves the paddle backend out
    # (ivylite's tensorflow backend would otherwise import paddle after it: a segfault)
    import paddle  # noqa: F401
tf = pytest.importorskip("tensorflow")
hypothesis = pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import ivylite  # noqa: E402
import ivylite.frontends.tensorflow as ftf  # noqa: E402

from ..conftest import TOLERANCE, run_on  # noqa: E402

FAILED = "FAILED"
NAMESPACES = ["", "math", "nn", "linalg"]


def outcome(fn, module):
    """``fn(module)`` as comparable data: nested lists of (dtype, values), or FAILED."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            out = fn(module)
        except Exception as e:  # noqa: BLE001 - compared by kind below
            if module is ftf and not isinstance(
                e, (ftf.errors.InvalidArgumentError, TypeError, ValueError)
            ):
                raise  # the frontend fails only as TensorFlow does
            return FAILED
    return _data(out)


def _data(out):
    if isinstance(out, (list, tuple)):
        return [_data(o) for o in out]
    if isinstance(out, (bool, int, float)):
        return out
    return out.dtype.name, np.asarray(out.numpy())


def check(fn, ctx: str = "", atol: float = 0.0) -> None:
    """The frontend and TensorFlow give the same dtypes and values, or both raise;
    ``atol``: the rounding a sum of large terms may carry (none by default)."""
    same(outcome(fn, ftf), outcome(fn, tf), ctx, atol)


def same(ours, theirs, ctx: str, atol: float = 0.0) -> None:
    if theirs is FAILED or ours is FAILED:
        assert ours is theirs, f"{ctx}: frontend {ours!r}, TensorFlow {theirs!r}"
        return
    if isinstance(theirs, list):
        assert isinstance(ours, list) and len(ours) == len(theirs), ctx
        for o, t in zip(ours, theirs):
            same(o, t, ctx, atol)
        return
    if not isinstance(theirs, tuple):
        assert ours == theirs, ctx
        return
    assert ours[0] == theirs[0], f"{ctx}: dtype {ours[0]} != TensorFlow's {theirs[0]}"
    got, want = ours[1], theirs[1]
    assert got.shape == want.shape, f"{ctx}: shape {got.shape} != {want.shape}"
    if ours[0] == "bfloat16":
        got, want = got.astype(np.float32), want.astype(np.float32)
    tol = TOLERANCE.get(ours[0])
    if tol is None:
        np.testing.assert_array_equal(got, want, err_msg=ctx)
    else:
        # float32 results of longer computations: a few ulps of accumulated rounding
        tol = 1e-5 if ours[0] == "float32" else tol
        np.testing.assert_allclose(
            got, want, rtol=tol, atol=max(tol, atol), equal_nan=True, err_msg=ctx
        )


# --- the snippet ------------------------------------------------------------------


def _model(tf_):
    """A small classifier as a TensorFlow user writes it."""
    rng = np.random.default_rng(0)
    x = tf_.constant(rng.standard_normal((8, 5)).astype(np.float32))
    w1 = tf_.constant(rng.standard_normal((5, 16)).astype(np.float32) * 0.5)
    b1 = tf_.constant(np.linspace(-0.1, 0.1, 16).astype(np.float32))
    w2 = tf_.constant(rng.standard_normal((16, 3)).astype(np.float32) * 0.5)
    b2 = tf_.zeros([3])
    labels = tf_.constant([0, 2, 1, 1, 0, 2, 2, 1])
    h = tf_.nn.relu(tf_.nn.bias_add(tf_.matmul(x, w1), b1))
    logits = tf_.nn.bias_add(tf_.matmul(h, w2), b2)
    probs = tf_.nn.softmax(logits)
    loss = tf_.reduce_mean(
        tf_.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)
    )
    accuracy = tf_.reduce_mean(
        tf_.cast(tf_.equal(tf_.argmax(probs, axis=1, output_type=tf_.int32), labels), tf_.float32)
    )
    return probs, loss, accuracy


def test_snippet_model_matches_tensorflow(backend: str) -> None:
    check(_model, f"model on {backend}")
    ours = _model(ftf)
    assert ours[1].dtype == ftf.float32 and ours[1].shape == []
    # the refusal of implicit promotion, in both
    with pytest.raises(tf.errors.InvalidArgumentError):
        tf.constant([1], tf.int32) + tf.constant([1.0])
    with pytest.raises(ftf.errors.InvalidArgumentError):
        ftf.constant([1], ftf.int32) + ftf.constant([1.0])


@pytest.mark.parametrize("policy", ["tensorflow", "array_api", "non_precise"])
def test_results_do_not_depend_on_ivylites_promotion_policy(policy: str) -> None:
    """The frontend applies TensorFlow's rules itself: ivylite's active policy is irrelevant."""
    calls = [
        _model,
        lambda m: m.reduce_mean(m.constant([-7, 2])),
        lambda m: (m.constant([1, 2], m.int8) + 1000, m.constant([1.0], m.float16) * 3),
        lambda m: (m.math.rsqrt(m.constant([4.0])), m.nn.relu6([7.0]), m.sigmoid(m.constant([1j]))),
        lambda m: (m.linspace(0, 1, 3), m.norm([3.0, 4.0], ord=3), m.nn.leaky_relu([-1.0])),
    ]
    for i, fn in enumerate(calls):
        want = outcome(fn, ftf)
        with ivylite.PromotionPolicy(policy):
            same(outcome(fn, ftf), want, f"call {i} under {policy}")


# --- names and signatures ------------------------------------------------------------------


@pytest.mark.parametrize("space", NAMESPACES + ["dtypes", "errors"])
def test_names_exist_in_tensorflow(space: str) -> None:
    mine = getattr(ftf, space) if space else ftf
    real = getattr(tf, space) if space else tf
    missing = [n for n in mine.__all__ if not hasattr(real, n)]
    assert not missing, f"tf.{space}: {missing} are not TensorFlow names"


@pytest.mark.parametrize("space", NAMESPACES)
def test_signatures_match_tensorflow(space: str) -> None:
    mine = getattr(ftf, space) if space else ftf
    real = getattr(tf, space) if space else tf
    checked = 0
    for name in mine.__all__:
        ours = getattr(mine, name)
        if not inspect.isfunction(ours):
            continue
        theirs = list(inspect.signature(getattr(real, name)).parameters)
        assert list(inspect.signature(ours).parameters) == theirs, f"tf.{space}.{name}"
        checked += 1
    assert checked > 10


def test_public_functions_have_examples() -> None:
    for space in NAMESPACES:
        mine = getattr(ftf, space) if space else ftf
        for name in mine.__all__:
            obj = getattr(mine, name)
            if inspect.isfunction(obj) or isinstance(obj, type):
                assert obj.__doc__ and "Examples" in obj.__doc__, f"{space}.{name}"


# --- tf.Tensor ----------------------------------------------------------------------------------

REPR_VALUES = [
    ([[1.5, 2.0], [3.0, 4.0]], "float32"), (3, "int32"), ([True, False], "bool"),
    ([1.5, 2.25], "float16"), ([1.5, 2.0], "bfloat16"), ([1 + 2j], "complex128"),
    (np.zeros((2, 0)), "float32"), ([[1, 2]], "int8"),
]  # fmt: skip


def test_repr_and_str_match_tensorflow(backend: str) -> None:
    for values, dtype in REPR_VALUES:
        ours = ftf.cast(ftf.constant(values), dtype)
        theirs = tf.cast(tf.constant(values), dtype)
        assert repr(ours) == repr(theirs)
        assert str(ours) == str(theirs)


def test_tensor_attributes_match_tensorflow(backend: str) -> None:
    for m in (ftf, tf):
        x = m.constant([[1, 2, 3], [4, 5, 6]], m.int8)
        assert x.dtype == m.int8 and x.dtype == "int8" and x.dtype != m.int16
        assert x.shape == [2, 3] and x.shape == (2, 3) and x.shape.as_list() == [2, 3]
        assert x.shape.rank == 2 and x.ndim == 2 and x.shape[1:] == [3] and x.shape[0] == 2
        assert repr(x.shape) == "TensorShape([2, 3])" and str(x.shape) == "(2, 3)"
        assert len(x) == 2 and [r.shape for r in x] == [[3], [3]]
        assert x.numpy().dtype == np.int8 and isinstance(x[0, 0].numpy(), np.int8)
        assert int(x[1, 2]) == 6 and float(m.constant(2.5)) == 2.5 and bool(m.constant([1]))
        assert x.get_shape() == [2, 3] and x.device.endswith("CPU:0")
        assert isinstance(x, m.Tensor)
        with pytest.raises(TypeError):
            len(m.constant(1))
        with pytest.raises(ValueError):
            bool(x)
        with pytest.raises(TypeError):
            hash(x)
        with pytest.raises(TypeError):
            x[0, 0] = 1
        with pytest.raises(TypeError):
            int(m.constant([1, 2]))
    assert ftf.as_dtype("float32") is ftf.float32 and ftf.float32.is_floating
    assert ftf.int8.max == tf.int8.max and ftf.float16.max == float(tf.float16.max)
    assert str(ftf.float32) == str(tf.float32) and repr(ftf.float32) == repr(tf.float32)
    assert ftf.complex64.real_dtype == ftf.float32 and ftf.uint8.is_unsigned


_KEYS = [
    0, -1, slice(None, None, -1), (Ellipsis, None, 0), [0, 1], (slice(1, 100), 1), (0, slice(None, 2)),
    5, (0, 7),
]  # fmt: skip


def test_getitem_matches_tensorflow(backend: str) -> None:
    for key in _KEYS:
        check(lambda m, key=key: m.reshape(m.range(6), [2, 3])[key], f"x[{key!r}]")
    check(lambda m: m.reshape(m.range(6), [2, 3])[m.constant(1)], "x[scalar tensor]")
    check(lambda m: m.reshape(m.range(6), [2, 3])[m.constant([True, False])], "x[bool mask]")
    with pytest.raises(TypeError):
        ftf.range(6)[ftf.constant([0, 1])]  # integer-array indices are not TensorFlow's


# --- argument variants ------------------------------------------------------------------------

VARIANTS = {
    "range_int": lambda m: m.range(5),
    "range_float": lambda m: m.range(0, 5, 0.5),
    "range_accumulating_delta": lambda m: m.range(0.0, 2.0, 0.1),
    "range_int64": lambda m: m.range(2, 2**40, 2**39),
    "range_dtype": lambda m: m.range(1, 5, dtype=m.float64),
    "range_down": lambda m: m.range(5, 0, -2),
    "range_empty": lambda m: m.range(0),
    "range_tensor_mix": lambda m: m.range(m.constant(1, m.int64), 5.0),
    "range_bad_delta": lambda m: m.range(0, 5, 0),
    "range_float_to_int": lambda m: m.range(1.5, 5, dtype=m.int32),
    "linspace_ints": lambda m: m.linspace(0, 3, 4),
    "linspace_tensors_axis": lambda m: m.linspace([0.0, 1.0], [2.0, 3.0], 3, axis=1),
    "linspace_one": lambda m: m.linspace(0.0, 1.0, 1),
    "linspace_float64": lambda m: m.linspace(m.constant(0, m.float64), 3.0, 7),
    "eye_batch": lambda m: m.eye(2, batch_shape=[2]),
    "fill_float": lambda m: m.fill([2, 2], 3.0),
    "fill_big_int": lambda m: m.fill([2], 2**40),
    "constant_shape": lambda m: m.constant(3, shape=[2, 2]),
    "constant_reshape": lambda m: m.constant([1, 2, 3, 4], shape=[2, 2]),
    "zeros_shape_tensor": lambda m: m.zeros(m.constant([2])),
    "zeros_like_list": lambda m: m.zeros_like([1, 2]),
    "ones_like_dtype": lambda m: m.ones_like(m.constant([1.0]), dtype=m.int32),
    "one_hot_out_of_range": lambda m: m.one_hot([0, 2, -1, 5], 3),
    "one_hot_values": lambda m: m.one_hot([0, 2], 3, on_value=5, off_value=-1),
    "one_hot_axis0": lambda m: m.one_hot([[0, 2]], 3, axis=0),
    "one_hot_mismatch": lambda m: m.one_hot([0], 3, on_value=1.0, dtype=m.int32),
    "cast_float_int": lambda m: m.cast([1.7, -1.7], m.int32),
    "cast_complex_real": lambda m: m.cast(m.constant([1.5 + 2j]), m.float32),
    "cast_bool": lambda m: m.cast(m.constant([0.0, 0.5]), m.bool),
    "argmax_default": lambda m: m.argmax([[1, 3], [2, 0]]),
    "argmax_bool": lambda m: m.argmax([True, False, True]),
    "argsort_desc": lambda m: m.argsort([3.0, 1.0, 3.0, 2.0], direction="DESCENDING"),
    "sort_axis0": lambda m: m.sort([[3, 1], [2, 4]], axis=0),
    "top_k_2d": lambda m: tuple(m.math.top_k([[1.0, 5.0, 3.0], [2.0, 2.0, 0.0]], k=2)),
    "reduce_sum_axes": lambda m: m.reduce_sum([[1, 2], [3, 4]], axis=[0, 1]),
    "reduce_sum_axis_tensor": lambda m: m.reduce_sum([[1, 2], [3, 4]], axis=m.constant(1)),
    "reduce_mean_negative_int": lambda m: m.reduce_mean(m.constant([-7, 2])),
    "reduce_mean_no_wrap": lambda m: m.reduce_mean(m.constant([100, 100], m.int8)),
    "reduce_sum_wraps": lambda m: m.reduce_sum(m.constant([100, 100], m.int8)),
    "reduce_max_empty": lambda m: m.reduce_max(m.zeros([0])),
    "reduce_min_empty_int": lambda m: m.reduce_min(m.zeros([0], m.int32)),
    "reduce_logsumexp_inf": lambda m: m.reduce_logsumexp([-np.inf, -np.inf]),
    "reduce_logsumexp_keepdims": lambda m: m.reduce_logsumexp([[1.0, 2.0], [3.0, 4.0]], 1, True),
    "reduce_std_complex": lambda m: m.math.reduce_std(m.constant([1 + 1j, 2], m.complex64)),
    "cumsum_2d": lambda m: m.cumsum([[1, 2], [3, 4]]),
    "cumsum_wraps": lambda m: m.cumsum(m.constant([100, 100], m.int8)),
    "gather_nd_indices": lambda m: m.gather([[1, 2], [3, 4]], [[1]], axis=1),
    "gather_out_of_range": lambda m: m.gather([[1, 2], [3, 4]], 5),
    "gather_negative": lambda m: m.gather([[1, 2], [3, 4]], -1),
    "gather_float_indices": lambda m: m.gather([1, 2], [0.0]),
    "where_broadcast": lambda m: m.where([[True], [False]], [1, 2], [3, 4]),
    "where_scalar_float_int": lambda m: m.where([True, False], 1, 2.5),
    "where_int_condition": lambda m: m.where([1, 0], [1, 2], [3, 4]),
    "clip_inverted": lambda m: m.clip_by_value([1.0, 5.0, 10.0], 8, 2),
    "clip_tensor_bounds": lambda m: m.clip_by_value([1.0, 5.0, 10.0], [2.0, 3.0, 4.0], 8),
    "clip_float_on_int": lambda m: m.clip_by_value([1, 5, 10], 2.5, 8),
    "concat_lists": lambda m: m.concat([m.constant([1.0]), [2]], 0),
    "concat_list_first": lambda m: m.concat([[1], m.constant([1.0])], 0),
    "concat_mismatch": lambda m: m.concat([m.constant([1], m.int8), m.constant([2], m.int16)], 0),
    "stack_python": lambda m: m.stack([1, 2.0]),
    "stack_tensor_float": lambda m: m.stack([m.constant(1), 2.5]),
    "squeeze_bad_axis": lambda m: m.squeeze([[1], [2]], axis=0),
    "split_even": lambda m: m.split(m.reshape(m.range(12), [3, 4]), 2, axis=1),
    "split_uneven": lambda m: m.split(m.range(5), 2),
    "transpose_conjugate": lambda m: m.transpose(m.constant([[1 + 1j, 2]]), conjugate=True),
    "tile_bad": lambda m: m.tile([1, 2], [2, 2]),
    "pad_values": lambda m: m.pad([[1.0, 2.0]], [[0, 1], [2, 0]], constant_values=-1.5),
    "shape_int64": lambda m: m.shape([[1, 2]], out_type=m.int64),
    "matmul_1d": lambda m: m.matmul(m.ones([3]), m.ones([3, 4])),
    "matmul_batch_broadcast": lambda m: m.matmul(m.ones([2, 1, 2, 3]), m.ones([3, 3, 4])),
    "matmul_adjoint": lambda m: m.matmul(m.constant([[1 + 1j, 2]]), m.constant([[1j, 1]]), adjoint_b=True),
    "matmul_mixed": lambda m: m.matmul(m.ones([2, 2]), m.ones([2, 2], m.float64)),
    "einsum_implicit": lambda m: m.einsum("ij,jk", m.ones([2, 3]), m.ones([3, 2])),
    "einsum_ellipsis": lambda m: m.einsum("...ij,...jk->...ik", m.ones([3, 2, 2]), m.ones([2, 2])),
    "tensordot_int": lambda m: m.tensordot(m.ones([2, 3]), m.ones([3, 4]), 1),
    "norm_axis_pair": lambda m: m.norm(m.reshape(m.range(6.0), [2, 3]), axis=[0, 1]),
    "norm_inf": lambda m: m.norm([[3.0, -4.0]], ord=np.inf, axis=1, keepdims=True),
    "norm_p3": lambda m: m.norm([3.0, -4.0], ord=3),
    "pow_negative_int": lambda m: m.pow(m.constant([2, 3]), -1),
    "pow_float_half": lambda m: m.pow(m.constant([2.0, 3.0]), 0.5),
    "floordiv_by_zero": lambda m: m.constant([-7, 7]) // 0,
    "floordiv_float_by_zero": lambda m: m.constant([-7.0, 7.0, 0.0]) // 0,
    "floormod_float_by_zero": lambda m: m.constant([-7.0, 7.0]) % 0,
    "floordiv_inexact": lambda m: m.constant([1.0]) // 0.1,
    "divide_scalar_first": lambda m: m.divide(1, m.constant([2], m.int8)),
    "truediv_scalar_first": lambda m: m.math.truediv(1, m.constant([2.0])),
    "divide_int_by_zero": lambda m: m.constant([1, 2]) / 0,
    "equal_shapes_differ": lambda m: m.constant([1, 2]) == m.constant([1, 2, 3]),
    "not_equal_shapes_differ": lambda m: m.constant([1, 2]) != m.constant([1, 2, 3]),
    "equal_none": lambda m: m.constant([1, 2]) == None,  # noqa: E711 - TensorFlow's behaviour
    "equal_list": lambda m: m.constant([1, 2]) == [1, 3],
    "add_incompatible_shapes": lambda m: m.constant([1, 2]) + m.constant([1, 2, 3]),
    "logical_and_int": lambda m: m.logical_and(m.constant([True]), 1),
    "and_int": lambda m: m.constant([6]) & 3,
    "invert_bool": lambda m: ~m.constant([True, False]),
    "mul_bool_scalar": lambda m: m.constant([True, False]) * 2,
    "rpow_float_on_int": lambda m: 2.5 ** m.constant(2),
    "relu_uint8": lambda m: m.nn.relu(m.constant([0, 3], m.uint8)),
    "leaky_relu_int": lambda m: m.nn.leaky_relu(m.constant([-5, 3], m.int8), alpha=0.5),
    "gelu_approximate": lambda m: m.nn.gelu(m.constant([1.0, -2.0, 0.5]), approximate=True),
    "gelu_approximate_float64": lambda m: m.nn.gelu(m.constant([1.0, -2.0], m.float64), approximate=True),
    "silu_beta": lambda m: m.nn.silu(m.constant([1.0, -2.0]), beta=2.0),
    "silu_complex": lambda m: m.nn.silu(m.constant([1 + 1j])),
    "sigmoid_complex": lambda m: m.sigmoid(m.constant([1 + 1j, -0.5j])),
    "softmax_axis0": lambda m: m.nn.softmax([[1.0, 2.0], [0.5, 0.0]], axis=0),
    "softplus_large": lambda m: m.nn.softplus(m.constant([1.0, -2.0, 30.0, -30.0])),
    "l2_normalize_axis": lambda m: m.nn.l2_normalize([[3.0, 4.0], [0.0, 0.0]], axis=1),
    "l2_normalize_complex": lambda m: m.nn.l2_normalize(m.constant([3 + 4j, 1j])),
    "bias_add_nchw": lambda m: m.nn.bias_add(m.ones([2, 3, 2]), [1.0, 2.0, 3.0], data_format="NCHW"),
    "bias_add_mismatch": lambda m: m.nn.bias_add(m.ones([2, 3]), m.constant([1.0, 2, 3], m.float64)),
    "moments_keepdims_half": lambda m: m.nn.moments(m.constant([[1.0, 2.0], [3.0, 5.0]], m.float16), [0, 1], keepdims=True),
    "moments_int": lambda m: m.nn.moments(m.constant([[1, 2], [3, 5]]), [0]),
    "batch_norm_scalars": lambda m: m.nn.batch_normalization(m.constant([1.0, 2.0]), 1.0, 4.0, None, None, 0.0),
    "sparse_xent_bad_label": lambda m: m.nn.sparse_softmax_cross_entropy_with_logits([0, 5], [[1.0, 2, 3], [1, 2, 3]]),
    "sparse_xent_half": lambda m: m.nn.sparse_softmax_cross_entropy_with_logits(m.constant([0, 2], m.int64), m.constant([[1.0, 2, 3], [1, 2, 3]], m.float16)),
    "xent_int_labels": lambda m: m.nn.softmax_cross_entropy_with_logits([[0, 1, 0]], [[1.0, 2, 3]]),
    "xent_axis0": lambda m: m.nn.softmax_cross_entropy_with_logits([[0.2], [0.8]], [[1.0], [2.0]], axis=0),
    "conv2d_int32": lambda m: m.nn.conv2d(m.reshape(m.range(16), [1, 4, 4, 1]), m.ones([2, 2, 1, 2], m.int32), 1, "SAME"),
    "conv2d_explicit_padding": lambda m: m.nn.conv2d(m.reshape(m.range(16.0), [1, 4, 4, 1]), m.ones([3, 3, 1, 1]), 1, [[0, 0], [1, 0], [0, 2], [0, 0]]),
    "conv2d_grouped": lambda m: m.nn.conv2d(m.reshape(m.range(32.0), [1, 4, 4, 2]), m.ones([2, 2, 1, 2]), 1, "VALID"),
    "conv2d_dilated_strided_same": lambda m: m.nn.conv2d(m.reshape(m.range(25.0), [1, 5, 5, 1]), m.ones([2, 2, 1, 1]), 2, "SAME", dilations=2),
    "max_pool_nchw": lambda m: m.nn.max_pool2d(m.reshape(m.range(16.0), [1, 1, 4, 4]), 2, 2, "VALID", data_format="NCHW"),
    "max_pool_int_same": lambda m: m.nn.max_pool2d(m.reshape(m.range(-8, 8), [1, 4, 4, 1]), 3, 2, "SAME"),
    "avg_pool_rect": lambda m: m.nn.avg_pool2d(m.reshape(m.range(16.0), [1, 4, 4, 1]), [2, 3], [1, 2], "VALID"),
    "dropout_rate_one": lambda m: m.nn.dropout(m.ones([2]), 1.0),
    "linalg_inv_half": lambda m: m.linalg.inv(m.constant([[2.0, 1.0], [1.0, 3.0]], m.float16)),
    "linalg_solve_adjoint": lambda m: m.linalg.solve(m.constant([[2.0, 1.0], [0.0, 3.0]]), [[1.0], [2.0]], adjoint=True),
    "linalg_det_batch": lambda m: m.linalg.det(m.reshape(m.range(1.0, 9.0), [2, 2, 2])),
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_variant_matches_tensorflow(name: str, backend: str) -> None:
    check(VARIANTS[name], f"{name} on {backend}")


# --- hypothesis: shapes and arguments that vary ---------------------------------------------

# The backend fixture is set once for all examples of a test, as intended.
_FIXTURE = [HealthCheck.function_scoped_fixture]
_SHAPES = st.sampled_from([(), (3,), (2, 3), (1, 3), (2, 1)])
_FLOATS = st.floats(-10, 10, width=32, allow_subnormal=False)


def _array(draw, shape, dtype):
    values = draw(st.lists(_FLOATS, min_size=int(np.prod(shape)), max_size=int(np.prod(shape))))
    return np.asarray(values, dtype=np.float64).reshape(shape).astype(dtype)


@st.composite
def _operands(draw):
    dtype = draw(st.sampled_from(["float32", "float64", "int32"]))
    a = _array(draw, draw(_SHAPES), dtype)
    b = _array(draw, draw(_SHAPES), dtype)
    if dtype == "int32":
        b = np.where(b == 0, 1, b)  # integer division by zero raises in both
    return a, b


_BINARY = {
    "+": lambda x, y: x + y, "-": lambda x, y: x - y, "*": lambda x, y: x * y,
    "/": lambda x, y: x / y, "//": lambda x, y: x // y, "%": lambda x, y: x % y,
    "max": lambda x, y: ftf.maximum(x, y) if isinstance(x, ftf.Tensor) else tf.maximum(x, y),
    "<": lambda x, y: x < y,
}  # fmt: skip


@settings(max_examples=15, deadline=None, suppress_health_check=_FIXTURE)
@given(operands=_operands(), op=st.sampled_from(sorted(_BINARY)))
def test_binary_operators_broadcast_like_tensorflow(backend, operands, op) -> None:
    a, b = operands
    check(lambda m: _BINARY[op](m.constant(a), m.constant(b)), f"{a!r} {op} {b!r}")


@settings(max_examples=15, deadline=None, suppress_health_check=_FIXTURE)
@given(
    data=st.data(),
    fn=st.sampled_from(["reduce_sum", "reduce_mean", "reduce_max", "reduce_logsumexp"]),
    keepdims=st.booleans(),
)
def test_reductions_like_tensorflow(backend, data, fn, keepdims) -> None:
    x = _array(data.draw, (2, 3, 2), "float32")
    axis = data.draw(st.sampled_from([None, 0, -1, [0, 2], (1,)]))
    check(lambda m: getattr(m, fn)(m.constant(x), axis=axis, keepdims=keepdims), f"{fn} {axis}")


@settings(max_examples=10, deadline=None, suppress_health_check=_FIXTURE)
@given(
    data=st.data(),
    transpose_a=st.booleans(),
    transpose_b=st.booleans(),
    batch=st.sampled_from([(), (2,), (2, 1)]),
)
def test_matmul_like_tensorflow(backend, data, transpose_a, transpose_b, batch) -> None:
    a = _array(data.draw, batch + ((3, 2) if transpose_a else (2, 3)), "float32")
    b = _array(data.draw, ((4, 3) if transpose_b else (3, 4)), "float32")
    check(
        lambda m: m.matmul(
            m.constant(a), m.constant(b), transpose_a=transpose_a, transpose_b=transpose_b
        )
    )


@settings(max_examples=12, deadline=None, suppress_health_check=_FIXTURE)
@given(
    data=st.data(),
    stride=st.sampled_from([1, 2, [1, 2]]),
    padding=st.sampled_from(["SAME", "VALID"]),
    dilation=st.sampled_from([1, 2]),
    kernel=st.sampled_from([(2, 2), (3, 1), (3, 3)]),
)
def test_conv2d_like_tensorflow(backend, data, stride, padding, dilation, kernel) -> None:
    if dilation > 1 and stride != 1:
        stride = 1  # TensorFlow refuses strides with dilations on CPU
    x = _array(data.draw, (1, 5, 6, 2), "float32")
    w = _array(data.draw, kernel + (2, 3), "float32")

    def conv(m, x, w):
        return m.nn.conv2d(m.constant(x), m.constant(w), stride, padding, dilations=dilation)

    # Each output sums kh*kw*channels products in an order of the framework's
    # choosing: its rounding is bounded by the sum of the products' magnitudes.
    terms = int(np.prod(w.shape[:3]))
    magnitude = float(np.max(conv(tf, np.abs(x), np.abs(w)).numpy(), initial=0.0))
    check(lambda m: conv(m, x, w), atol=2 * terms * float(np.finfo(np.float32).eps) * magnitude)


@settings(max_examples=12, deadline=None, suppress_health_check=_FIXTURE)
@given(
    data=st.data(),
    pool=st.sampled_from(["max_pool2d", "avg_pool2d"]),
    ksize=st.sampled_from([2, 3, [2, 1]]),
    stride=st.sampled_from([1, 2, [2, 1]]),
    padding=st.sampled_from(["SAME", "VALID"]),
)
def test_pooling_like_tensorflow(backend, data, pool, ksize, stride, padding) -> None:
    x = _array(data.draw, (1, 5, 4, 2), "float32")
    check(lambda m: getattr(m.nn, pool)(m.constant(x), ksize, stride, padding), f"{pool}")


@settings(max_examples=10, deadline=None, suppress_health_check=_FIXTURE)
@given(data=st.data(), classes=st.integers(2, 4))
def test_cross_entropies_like_tensorflow(backend, data, classes) -> None:
    logits = _array(data.draw, (3, classes), "float32")
    labels = np.asarray(data.draw(st.lists(st.integers(0, classes - 1), min_size=3, max_size=3)))
    check(lambda m: m.nn.sparse_softmax_cross_entropy_with_logits(labels, logits), "sparse")
    probs = np.eye(classes, dtype=np.float32)[labels] * 0.75 + 0.25 / classes
    check(lambda m: m.nn.softmax_cross_entropy_with_logits(probs, logits), "dense")


# --- dropout: TensorFlow's mask cannot be reproduced, its law can ---------------------------------


def test_dropout_rate_zero_is_identity_and_rates_are_checked(backend) -> None:
    check(lambda m: m.nn.dropout(m.constant([[1.0, -2.0]]), 0.0), "rate 0")
    for rate in (1.0, -0.1):
        with pytest.raises(ValueError):
            ftf.nn.dropout(ftf.ones([2]), rate)
    with pytest.raises(ivylite.UnsupportedDtypeError, match="dropout"):
        ftf.nn.dropout(ftf.constant([1, 2]), 0.5)


def test_dropout_keeps_scaled_values_at_the_rate(backend) -> None:
    x = ftf.reshape(ftf.range(1.0, 2001.0), [1000, 2])
    y = ftf.nn.dropout(x, 0.25, seed=7).numpy()
    kept = y != 0
    np.testing.assert_allclose(y[kept], x.numpy()[kept] / 0.75, rtol=1e-6)
    assert 0.2 < 1 - kept.mean() < 0.3
    shared = ftf.nn.dropout(x, 0.5, noise_shape=[1000, 1], seed=3).numpy()
    assert ((shared[:, 0] == 0) == (shared[:, 1] == 0)).all()  # one draw per row


def test_dropout_mask_is_the_same_on_every_backend(every_backend) -> None:
    masks = {
        b: run_on(b, lambda: ftf.nn.dropout(ftf.ones([64]), 0.5, seed=11).numpy())
        for b in every_backend
    }
    first = masks[every_backend[0]]
    for b, m in masks.items():
        np.testing.assert_array_equal(m, first, err_msg=b)
