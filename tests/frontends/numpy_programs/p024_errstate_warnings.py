import numpy as np
old = np.seterr(all='ignore')
print(np.ones(1) / 0)
np.seterr(**old)
print(np.geterr()['divide'])
