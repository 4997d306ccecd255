import numpy as np
np.random.seed(21)
Z = np.random.randint(0, 10, 50)
print(np.bincount(Z).argmax())
