import numpy as np
np.random.seed(3)
Z = np.random.random((5, 5))
Z = (Z - np.mean(Z)) / np.std(Z)
print(np.round(Z, 6))
print(abs(Z.mean()) < 1e-12, np.isclose(Z.std(), 1.0))
