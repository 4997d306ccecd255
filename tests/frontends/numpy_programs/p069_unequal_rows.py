import numpy as np
np.random.seed(25)
Z = np.random.randint(0, 3, (10, 3))
E = np.all(Z[:, 1:] == Z[:, :-1], axis=1)
U = Z[~E]
print(U)
