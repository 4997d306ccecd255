import numpy as np
m = np.array([[1, 2], [3, 4]])
print(np.rot90(m))
print(np.rot90(m, 2))
print(np.rot90(m, k=1, axes=(1, 0)))
print(np.atleast_1d(1.0), np.atleast_2d(np.arange(3)).shape, np.atleast_3d(np.arange(3)).shape)
