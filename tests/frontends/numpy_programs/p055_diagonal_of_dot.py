import numpy as np
np.random.seed(18)
A = np.random.uniform(0, 1, (5, 5))
B = np.random.uniform(0, 1, (5, 5))
print(np.diag(np.dot(A, B)))
print(np.sum(A * B.T, axis=1))
print(np.einsum('ij,ji->i', A, B))
