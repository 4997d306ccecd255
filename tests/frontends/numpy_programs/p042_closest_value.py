import numpy as np
Z = np.arange(100)
v = 37.4
index = (np.abs(Z - v)).argmin()
print(Z[index])
