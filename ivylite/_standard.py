"""The names the 2023.12 Python Array API standard defines, by category.

Data, not code: the conformance tests check that each name exists in ivylite
(and in array-api-strict, the standard's reference implementation) and the
docs' coverage table is generated from it.
"""

from __future__ import annotations

API_VERSION = "2023.12"

MAIN: dict[str, tuple[str, ...]] = {
    "constants": ("e", "inf", "nan", "newaxis", "pi"),
    "creation": (
        "arange", "asarray", "empty", "empty_like", "eye", "from_dlpack", "full", "full_like",
        "linspace", "meshgrid", "ones", "ones_like", "tril", "triu", "zeros", "zeros_like",
    ),
    "data types": (
        "astype", "can_cast", "finfo", "iinfo", "isdtype", "result_type", "bool", "int8", "int16",
        "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float32", "float64",
        "complex64", "complex128",
    ),
    "elementwise": (
        "abs", "acos", "acosh", "add", "asin", "asinh", "atan", "atan2", "atanh", "bitwise_and",
        "bitwise_left_shift", "bitwise_invert", "bitwise_or", "bitwise_right_shift",
        "bitwise_xor", "ceil", "clip", "conj", "copysign", "cos", "cosh", "divide", "equal", "exp",
        "expm1", "floor", "floor_divide", "greater", "greater_equal", "hypot", "imag", "isfinite",
        "isinf", "isnan", "less", "less_equal", "log", "log1p", "log2", "log10", "logaddexp",
        "logical_and", "logical_not", "logical_or", "logical_xor", "maximum", "minimum",
        "multiply", "negative", "nextafter", "not_equal", "positive", "pow", "real", "remainder",
        "round", "sign", "signbit", "sin", "sinh", "square", "sqrt", "subtract", "tan", "tanh",
        "trunc",
    ),
    "indexing": ("take",),
    "inspection": ("__array_namespace_info__",),
    "linear algebra": ("matmul", "matrix_transpose", "tensordot", "vecdot"),
    "manipulation": (
        "broadcast_arrays", "broadcast_to", "concat", "expand_dims", "flip", "moveaxis",
        "permute_dims", "repeat", "reshape", "roll", "squeeze", "stack", "tile", "unstack",
    ),
    "searching": ("argmax", "argmin", "nonzero", "searchsorted", "where"),
    "set functions": ("unique_all", "unique_counts", "unique_inverse", "unique_values"),
    "sorting": ("argsort", "sort"),
    "statistical": ("cumulative_sum", "max", "mean", "min", "prod", "std", "sum", "var"),
    "utility": ("all", "any"),
}  # fmt: skip

LINALG: tuple[str, ...] = (
    "cholesky", "cross", "det", "diagonal", "eigh", "eigvalsh", "inv", "matmul", "matrix_norm",
    "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv", "qr", "slogdet", "solve",
    "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm",
)  # fmt: skip

FFT: tuple[str, ...] = (
    "fft", "ifft", "fftn", "ifftn", "rfft", "irfft", "rfftn", "irfftn", "hfft", "ihfft",
    "fftfreq", "rfftfreq", "fftshift", "ifftshift",
)  # fmt: skip

ARRAY_ATTRIBUTES: tuple[str, ...] = ("dtype", "device", "mT", "ndim", "shape", "size", "T")

ARRAY_METHODS: tuple[str, ...] = (
    "__abs__", "__add__", "__and__", "__array_namespace__", "__bool__", "__complex__",
    "__dlpack__", "__dlpack_device__", "__eq__", "__float__", "__floordiv__", "__ge__",
    "__getitem__", "__gt__", "__index__", "__int__", "__invert__", "__le__", "__lshift__",
    "__lt__", "__matmul__", "__mod__", "__mul__", "__ne__", "__neg__", "__or__", "__pos__",
    "__pow__", "__rshift__", "__setitem__", "__sub__", "__truediv__", "__xor__", "to_device",
    # reflected and in-place forms of the operators
    "__radd__", "__rand__", "__rfloordiv__", "__rlshift__", "__rmatmul__", "__rmod__",
    "__rmul__", "__ror__", "__rpow__", "__rrshift__", "__rsub__", "__rtruediv__", "__rxor__",
    "__iadd__", "__iand__", "__ifloordiv__", "__ilshift__", "__imatmul__", "__imod__",
    "__imul__", "__ior__", "__ipow__", "__irshift__", "__isub__", "__itruediv__", "__ixor__",
)  # fmt: skip

INFO_METHODS: tuple[str, ...] = (
    "capabilities",
    "default_device",
    "default_dtypes",
    "devices",
    "dtypes",
)
