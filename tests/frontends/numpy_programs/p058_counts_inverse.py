import numpy as np
C = np.bincount(np.array([1, 1, 2, 3, 4, 4, 6]))
A = np.repeat(np.arange(len(C)), C)
print(A)
