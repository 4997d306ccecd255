import numpy as np
D = np.diag(1 + np.arange(5), k=-1)
print(D)
print(np.diag(D, k=-1))
print(np.diagflat([1, 2]))
