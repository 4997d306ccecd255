import numpy as np
Z = np.array([[0, 1, 0], [0, 2, 0], [0, 3, 1]])
print((~Z.any(axis=0)).any())
print(np.isnan(np.array([[1.0, np.nan]])).all(axis=0))
