import numpy as np
Z = np.zeros((5, 5))
Z += np.arange(5)
print(Z)
print(np.tile(np.arange(5), (5, 1)) == Z)
