import numpy as np
np.random.seed(8)
A = np.random.randint(0, 2, 5)
B = np.random.randint(0, 2, 5)
print(np.allclose(A, B))
print(np.array_equal(A, A.copy()))
print(np.isclose(np.array([1.0, 1e-10]), np.array([1.0 + 1e-9, 0.0])))
