import numpy as np
np.set_printoptions(precision=3)
print(np.array([1.23456789, 2.0]))
with np.printoptions(precision=1, suppress=True):
    print(np.array([1e-8, 3.14159]))
np.set_printoptions(precision=8)
