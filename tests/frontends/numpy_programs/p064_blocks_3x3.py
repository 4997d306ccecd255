import numpy as np
np.random.seed(22)
Z = np.random.randint(0, 5, (6, 6))
windows = np.lib.stride_tricks.sliding_window_view(Z, (3, 3))
print(windows.shape)
print(windows[0, 0])
