import numpy as np
def my_func(a):
    return (a[0] + a[-1]) * 0.5
b = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
print(np.apply_along_axis(my_func, 0, b))
print(np.apply_along_axis(my_func, 1, b))
print(np.apply_along_axis(np.sort, 1, np.array([[3, 1], [2, 5]])))
def clamp(a, b):
    return a - b if a > b else a + b
vf = np.vectorize(clamp)
print(vf(np.array([1, 2, 3, 4]), 2))
