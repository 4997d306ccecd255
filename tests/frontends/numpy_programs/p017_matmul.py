import numpy as np
A = np.ones((5, 3))
B = np.ones((3, 2))
print(A @ B)
print(np.dot(A, B).shape, A.dot(B).sum())
