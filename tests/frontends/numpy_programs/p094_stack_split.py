import numpy as np
a = np.arange(6)
parts = np.split(a, 3)
print(parts)
print(np.array_split(np.arange(7), 3))
print(np.vstack(parts), np.hstack(parts), np.column_stack((a, a)).shape, np.dstack((a, a)).shape)
print(np.concatenate([a, a]).reshape(2, -1))
