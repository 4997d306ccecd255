import numpy as np
np.random.seed(9)
Z = np.random.random(10)
Z[Z.argmax()] = 0
print(Z)
