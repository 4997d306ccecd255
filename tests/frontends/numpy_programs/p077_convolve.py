import numpy as np
print(np.convolve(np.array([1, 2, 3]), np.array([0, 1, 0.5])))
print(np.convolve(np.array([1, 2, 3]), np.array([0, 1, 0.5]), 'same'))
print(np.convolve(np.array([1, 2, 3]), np.array([0, 1, 0.5]), 'valid'))
print(np.correlate(np.array([1, 2, 3]), np.array([0, 1, 0.5]), 'full'))
