import numpy as np
A = np.arange(3).reshape(3, 1)
B = np.arange(3).reshape(1, 3)
print(A + B)
print(np.broadcast_to(A, (3, 3)))
