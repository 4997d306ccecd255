import numpy as np
np.random.seed(26)
Z = np.random.randint(0, 2, (6, 3))
uZ = np.unique(Z, axis=0)
print(uZ)
vals, idx, inv, counts = np.unique(np.array([3, 1, 3, 2, 1]), return_index=True, return_inverse=True, return_counts=True)
print(vals, idx, inv, counts)
