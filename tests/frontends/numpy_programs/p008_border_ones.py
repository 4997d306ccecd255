import numpy as np
B = np.ones((6, 6))
B[1:-1, 1:-1] = 0
print(B)
