import numpy as np
C = np.zeros((8, 8), dtype=int)
C[1::2, ::2] = 1
C[::2, 1::2] = 1
print(C)
print(C.sum(), C.sum(axis=0))
