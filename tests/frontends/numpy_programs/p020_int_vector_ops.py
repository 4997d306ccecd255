import numpy as np
Z = np.arange(5)
print(Z ** Z)
print(2 << Z >> 2)
print(Z < -Z)
print(1j * Z)
print(Z / 1 / 1)
