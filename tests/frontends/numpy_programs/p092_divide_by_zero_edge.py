import numpy as np
with np.errstate(divide='ignore', invalid='ignore'):
    a = np.array([1, 0, -1, 7])
    print(a // np.array([0, 0, 0, 2]))
    print(a % np.array([0, 0, 0, 2]))
    print(np.array([1.0, 0.0, -1.0]) / 0)
    print(np.log(np.array([0.0, -1.0, 1.0])))
    print(np.array([np.nan, np.inf, -np.inf]).astype(np.int64))
print(np.array([127], dtype=np.int8) + np.int8(1))
print(np.array([200], dtype=np.uint8) * 2)
