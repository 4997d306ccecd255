import numpy as np
Z = np.arange(10, dtype=np.float64)
Z += 0.5
print(Z)
print(np.add.reduce(Z), np.multiply.reduce(Z[:4]))
