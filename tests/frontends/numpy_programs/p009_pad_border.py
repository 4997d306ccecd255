import numpy as np
A = np.ones((3, 3))
A = np.pad(A, pad_width=1, mode='constant', constant_values=0)
print(A)
print(np.pad(np.arange(4), 2, mode='edge'))
print(np.pad(np.arange(4), 2, mode='reflect'))
print(np.pad(np.arange(4), 2, mode='wrap'))
