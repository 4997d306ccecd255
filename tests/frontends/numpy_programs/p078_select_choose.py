import numpy as np
x = np.arange(10)
condlist = [x < 3, x > 5]
choicelist = [x, x ** 2]
print(np.select(condlist, choicelist, 42))
choices = [[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23], [30, 31, 32, 33]]
print(np.choose(np.array([2, 3, 1, 0]), choices))
