import numpy as np
Z = np.zeros(12)
Z[3] = 1.5
print(Z)
print(Z.dtype, Z.size, Z.itemsize, Z.nbytes)
