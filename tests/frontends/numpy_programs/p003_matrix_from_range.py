import numpy as np
M = np.arange(12).reshape(3, 4)
print(M)
print(M.T)
print(M.strides, M.T.strides)
