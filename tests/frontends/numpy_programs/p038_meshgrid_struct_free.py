import numpy as np
x, y = np.meshgrid(np.linspace(0, 1, 3), np.linspace(0, 1, 2))
print(x)
print(y)
