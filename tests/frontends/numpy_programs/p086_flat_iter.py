import numpy as np
Z = np.arange(6).reshape(2, 3)
Z.flat[[1, 4]] = -1
print(Z)
print([x for x in Z.flat])
print(Z.flat[3])
F = Z.flatten()
F[0] = 100
print(Z[0, 0], F[0])
Z.fill(3)
print(Z, Z.item(2), Z.item(1, 2))
