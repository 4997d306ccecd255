import numpy as np
Z = np.arange(10)
print(np.add.reduce(Z))
print(np.add.accumulate(Z))
print(np.multiply.accumulate(np.arange(1, 6)))
print(np.maximum.accumulate(np.array([1, 3, 2, 5, 4])))
