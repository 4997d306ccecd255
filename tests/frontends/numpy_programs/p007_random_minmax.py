import numpy as np
np.random.seed(7)
A = np.random.rand(6, 6)
print(A.min(), A.max())
print(A.argmax(), np.unravel_index(A.argmax(), A.shape))
