import numpy as np
v = np.array([0, 3, 0, 0, 7, 1, 0])
idx = np.nonzero(v)
print(idx)
print(np.flatnonzero(v))
