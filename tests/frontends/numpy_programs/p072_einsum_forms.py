import numpy as np
np.random.seed(27)
A = np.random.uniform(0, 1, 4)
B = np.random.uniform(0, 1, 4)
print(np.einsum('i->', A))
print(np.einsum('i,i->i', A, B))
print(np.einsum('i,i', A, B))
print(np.einsum('i,j->ij', A, B))
