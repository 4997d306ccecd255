import numpy as np
Z = np.arange(9).reshape(3, 3)
for index, value in np.ndenumerate(Z):
    if value % 4 == 0:
        print(index, value)
for index in np.ndindex(2, 2):
    print(index)
