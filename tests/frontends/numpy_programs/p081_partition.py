import numpy as np
# partition guarantees the kth element and which side each element is on,
# not the order within the sides: only those are kept
a = np.array([7, 1, 7, 7, 1, 5, 7, 2, 3, 2, 6, 2, 3, 0])
p = np.partition(a, 4)
print(p[4], np.sort(p[:4]), np.sort(p[5:]))
i = np.argpartition(a, 4)
print(a[i[4]], np.sort(a[i[:4]]))
kth, low = p[4], np.sort(p[:4])
del p, i
