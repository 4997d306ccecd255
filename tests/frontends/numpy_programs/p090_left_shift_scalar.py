import numpy as np
Z = np.arange(4)
print(2 << Z, Z << 1, 256 >> Z, ~Z, -Z, 3 & Z, 3 | Z, 3 ^ Z)
print(5 % np.array([2, 3]), 5 // np.array([2, 3]), 2 ** np.array([1, 2]))
