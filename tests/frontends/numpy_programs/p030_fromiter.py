import numpy as np
def gen():
    for x in range(10):
        yield x * x
Z = np.fromiter(gen(), dtype=float, count=-1)
print(Z)
print(np.fromfunction(lambda i, j: i * 10 + j, (3, 4), dtype=int))
