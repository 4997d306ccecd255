import numpy as np
element = 2 * np.arange(4).reshape((2, 2))
test_elements = [1, 2, 4, 8]
mask = np.isin(element, test_elements)
print(mask)
print(element[mask])
print(np.isin(element, test_elements, invert=True))
