import numpy as np
Z = np.arange(7, 31)
R = Z[::-1]
print(R)
print(R[:3], R.shape)
