import numpy as np
np.random.seed(30)
Z = np.random.randint(0, 100, (5, 5))
print(Z[Z > 50].sum(), Z[Z > 50].size)
print(np.where(Z > 50, Z, -1))
print(np.count_nonzero(Z % 2 == 0), np.ptp(Z), np.average(Z, weights=np.arange(25).reshape(5, 5)))
