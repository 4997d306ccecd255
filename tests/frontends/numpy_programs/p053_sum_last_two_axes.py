import numpy as np
np.random.seed(16)
A = np.random.randint(0, 10, (3, 4, 3, 4))
print(A.sum(axis=(-2, -1)))
print(A.reshape(A.shape[:-2] + (-1,)).sum(axis=-1))
