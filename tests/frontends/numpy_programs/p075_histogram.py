import numpy as np
np.random.seed(29)
x = np.random.normal(size=200)
hist, edges = np.histogram(x, bins=5)
print(hist, edges)
print(np.histogram(np.array([1, 2, 1]), bins=[0, 1, 2, 3]))
print(np.digitize(np.array([0.2, 6.4, 3.0, 1.6]), np.array([0.0, 1.0, 2.5, 4.0, 10.0])))
H, xe, ye = np.histogram2d(np.array([0.1, 0.5, 0.9]), np.array([0.2, 0.4, 0.8]), bins=2)
print(H, xe, ye)
