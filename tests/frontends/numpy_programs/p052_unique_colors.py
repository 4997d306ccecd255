import numpy as np
np.random.seed(15)
w, h = 8, 8
I = np.random.randint(0, 2, (h, w, 3)).astype(np.ubyte)
J = I.astype(np.int64)
F = J[..., 0] * (256 * 256) + J[..., 1] * 256 + J[..., 2]
print(len(np.unique(F)))
print(np.unique(I.reshape(-1, 3), axis=0))
