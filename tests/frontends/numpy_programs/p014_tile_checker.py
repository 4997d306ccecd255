import numpy as np
T = np.tile(np.array([[0, 1], [1, 0]]), (4, 4))
print(T)
print(T.shape)
