"""ivylite quickstart: runs with nothing but NumPy installed.

pip install -e . && python examples/quickstart.py
"""

import ivylite

print("ivylite", ivylite.__version__)

# Dtypes are strings with a checked name.
print("dtypes:", ", ".join(ivylite.all_dtypes))

# Promotion is a lattice; precise mode (the default) widens ints to a float that holds them.
print("promote_types(float32, int32)          =", ivylite.promote_types("float32", "int32"))
with ivylite.PreciseMode(False):
    print("  ...with PreciseMode(False)           =", ivylite.promote_types("float32", "int32"))

# Python scalars are weak: they never widen an array's dtype.
print("result_type(int8, 2.5)                 =", ivylite.result_type("int8", 2.5))
print("result_type(bfloat16, 1)               =", ivylite.result_type("bfloat16", 1))

# ...and a Python int that does not fit raises instead of wrapping.
try:
    ivylite.result_type("uint8", 300)
except OverflowError as e:
    print("result_type(uint8, 300)                -> OverflowError:", str(e).split(";")[0])

# The Array API's own table, where mixing kinds is an error.
with ivylite.PromotionPolicy("array_api"):
    try:
        ivylite.promote_types("int32", "float32")
    except ivylite.PromotionError:
        print("array_api policy, (int32, float32)     -> PromotionError")

# Arrays: with nothing installed but NumPy, the NumPy backend runs them.
x = ivylite.asarray([1, 2, 3], dtype="int8")
print("x + 2.5                                =", x + 2.5)
print("sum(x), cos(x).dtype                   =", ivylite.sum(x), ivylite.cos(x).dtype)
try:
    ivylite.lcm(ivylite.asarray([4.0]), ivylite.asarray([6.0]))
except ivylite.UnsupportedDtypeError:
    print("lcm of floats                          -> UnsupportedDtypeError")
with ivylite.CastingModes("crosscast"):
    print("  ...with crosscast                    =", ivylite.lcm(ivylite.asarray([4.0]), 6))

# Defaults are context-local.
with ivylite.DefaultFloatDtype("float64"):
    print("result_type(1.5) with float64 default  =", ivylite.result_type(1.5))

# A model, written once: logistic regression trained with its analytic gradient.
# The same lines run on any backend; here NumPy, the embedded default.
import numpy as np  # noqa: E402 - only to make the synthetic data

rng = np.random.default_rng(0)
features = rng.standard_normal((256, 3)).astype(np.float32)
true_w = np.array([[1.5], [-2.0], [0.5]], dtype=np.float32)
labels = (features @ true_w + 0.1 * rng.standard_normal((256, 1)) > 0).astype(np.float32)

X, y = ivylite.asarray(features), ivylite.asarray(labels)
w = ivylite.zeros((3, 1))
print("logistic regression (analytic gradient, NumPy backend):")
for step in range(101):
    p = 1.0 / (1.0 + ivylite.exp(-ivylite.matmul(X, w)))
    eps = 1e-7
    loss = -ivylite.mean(y * ivylite.log(p + eps) + (1.0 - y) * ivylite.log(1.0 - p + eps))
    grad = ivylite.matmul(X.mT, p - y) / X.shape[0]
    w = w - 1.0 * grad
    if step % 20 == 0:
        print(f"  step {step:3d}  loss {float(loss):.4f}")
print(
    "  learned w:",
    [round(v, 2) for v in ivylite.reshape(w, (-1,)).tolist()],
    "(direction of [1.5, -2.0, 0.5])",
)
