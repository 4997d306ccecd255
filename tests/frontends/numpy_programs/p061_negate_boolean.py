import numpy as np
np.random.seed(19)
Z = np.random.randint(0, 2, 10)
print(np.logical_not(Z, out=Z))
Z = np.random.uniform(-1.0, 1.0, 5)
print(np.negative(Z, out=Z))
