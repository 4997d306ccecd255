import numpy as np
a = np.array([[10, 30, 20], [60, 40, 50]])
ai = np.argsort(a, axis=1)
print(np.take_along_axis(a, ai, axis=1))
np.put_along_axis(a, np.argmax(a, axis=1, keepdims=True), 99, axis=1)
print(a)
print(np.take(np.array([4, 3, 5, 7, 6, 8]), [0, 1, 4]))
print(np.take(np.arange(6).reshape(2, 3), [[0, 1], [1, 2]]))
