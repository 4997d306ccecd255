import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
Z = np.arange(10)
print(sliding_window_view(Z, window_shape=3))
print(sliding_window_view(np.arange(12).reshape(3, 4), (2, 2)).shape)
