import numpy as np
np.random.seed(17)
D = np.random.uniform(0, 1, 20)
S = np.random.randint(0, 5, 20)
D_sums = np.bincount(S, weights=D)
D_counts = np.bincount(S)
print(D_sums / D_counts)
