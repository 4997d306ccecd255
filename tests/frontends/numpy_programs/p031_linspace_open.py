import numpy as np
Z = np.linspace(0, 1, 11, endpoint=False)[1:]
print(Z)
print(np.linspace(0, 1, 5, retstep=True))
