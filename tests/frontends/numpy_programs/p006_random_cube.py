import numpy as np
np.random.seed(1)
C = np.random.random((2, 3, 3))
print(C.shape, C.dtype)
print(C.min(), C.max(), C.mean())
