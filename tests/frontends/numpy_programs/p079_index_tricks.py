import numpy as np
print(np.mgrid[0:3, 0:2])
print(np.ogrid[0:3, 0:2])
print(np.r_[np.array([1, 2, 3]), 0, 0, np.array([4, 5, 6])])
print(np.c_[np.array([1, 2, 3]), np.array([4, 5, 6])])
print(np.r_[-1:1:5j])
print(np.mgrid[-1:1:3j])
