import numpy as np
np.random.seed(5)
A = np.random.randint(0, 10, 10)
B = np.random.randint(0, 10, 10)
print(A, B)
print(np.intersect1d(A, B))
print(np.union1d(A, B), np.setdiff1d(A, B), np.setxor1d(A, B))
