import numpy as np
Z = np.zeros((5, 5))
Z[1:-1, 1:-1][Z[1:-1, 1:-1] == 0] = 1
v = Z[::2]
v += 1
Z.T[0] = 5
r = Z.reshape(-1)
r[1] = 7
Z.ravel()[2] = 8
print(Z)
