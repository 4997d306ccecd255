import numpy as np
Z = np.zeros(10)
Z[::3] = 7
W = Z.copy()
W[0] = -1
print(Z, W)
