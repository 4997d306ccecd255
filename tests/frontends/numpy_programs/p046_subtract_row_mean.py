import numpy as np
np.random.seed(13)
X = np.random.rand(4, 6)
Y = X - X.mean(axis=1, keepdims=True)
print(np.round(Y, 5))
print(np.allclose(Y.mean(axis=1), 0))
