import numpy as np
def moving_average(a, n=3):
    ret = np.cumsum(a, dtype=float)
    ret[n:] = ret[n:] - ret[:-n]
    return ret[n - 1:] / n
Z = np.arange(20)
print(moving_average(Z, n=3))
print(np.lib.stride_tricks.sliding_window_view(Z, 3).mean(axis=-1))
