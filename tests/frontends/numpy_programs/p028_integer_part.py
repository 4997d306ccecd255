import numpy as np
np.random.seed(2)
Z = np.random.uniform(0, 10, 8)
print(Z - Z % 1)
print(Z // 1)
print(np.floor(Z))
print(Z.astype(int))
print(np.trunc(Z))
