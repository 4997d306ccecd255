import numpy as np
I = np.eye(4)
J = np.eye(4, k=1, dtype=int)
print(I + J)
print(np.identity(3, dtype=np.float32))
