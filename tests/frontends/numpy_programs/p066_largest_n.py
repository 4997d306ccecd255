import numpy as np
np.random.seed(23)
Z = np.arange(20)
np.random.shuffle(Z)
n = 4
print(Z)
print(Z[np.argsort(Z)[-n:]])
print(np.sort(Z[np.argpartition(-Z, n)[:n]]))
