import numpy as np
np.random.seed(20)
Z = np.random.uniform(0, 1, (6, 6))
U, S, V = np.linalg.svd(Z)
rank = np.sum(S > 1e-10)
print(rank, np.linalg.matrix_rank(Z))
# the signs of singular vectors are the LAPACK's choice: only U S V is kept
R = (U * S) @ V
del U, V
