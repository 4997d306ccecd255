import numpy as np
Z = np.ones(10)
I = np.array([1, 3, 9, 3, 4, 3, 1])
Z += np.bincount(I, minlength=len(Z))
print(Z)
W = np.ones(10)
np.add.at(W, I, 1)
print(W)
print(np.bincount(np.array([0, 1, 1, 3]), weights=np.array([0.5, 1.0, 1.5, 2.0])))
