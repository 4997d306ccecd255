import numpy as np
np.random.seed(14)
Z = np.random.randint(0, 10, (4, 3))
print(Z)
print(Z[Z[:, 1].argsort()])
