import numpy as np
print(np.unravel_index(100, (6, 7, 8)))
print(np.ravel_multi_index((1, 5, 4), (6, 7, 8)))
print(np.unravel_index([3, 22, 41], (6, 7)))
