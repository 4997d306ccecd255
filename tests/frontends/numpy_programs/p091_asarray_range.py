import numpy as np
a = np.asarray(range(5))
b = np.array(range(3), dtype=float)
print(a, a.dtype, b)
c = np.asarray([range(2), range(2)])
print(c, c.shape)
