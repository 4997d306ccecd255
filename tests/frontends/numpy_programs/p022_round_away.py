import numpy as np
np.random.seed(11)
Z = np.random.uniform(-10, +10, 10)
print(np.copysign(np.ceil(np.abs(Z)), Z))
print(np.where(Z > 0, np.ceil(Z), np.floor(Z)))
