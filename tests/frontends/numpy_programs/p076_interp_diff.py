import numpy as np
xp = np.array([1.0, 2.0, 3.0])
fp = np.array([3.0, 2.0, 0.0])
print(np.interp(2.5, xp, fp))
print(np.interp(np.array([0, 1, 1.5, 2.72, 3.14]), xp, fp))
x = np.array([1, 2, 4, 7, 0])
print(np.diff(x), np.diff(x, n=2), np.ediff1d(x, to_begin=-99))
print(np.gradient(np.array([1, 2, 4, 7, 11, 16], dtype=float)))
print(np.gradient(np.array([[1, 2, 6], [3, 4, 5]], dtype=float)))
