import numpy as np
np.random.seed(0)
Z = np.random.random(10)
Z.sort()
print(Z)
print(np.sort(np.array([3, 1, 2]))[::-1])
