import numpy as np
a = np.arange(8)
print(np.roll(a, 2), np.roll(a.reshape(2, 4), 1, axis=1))
print(np.insert(a, 2, 99), np.delete(a, [0, 3]), np.append(a, [10, 11]))
print(np.fliplr(a.reshape(2, 4)), np.flipud(a.reshape(2, 4)))
