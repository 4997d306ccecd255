import numpy as np
with np.errstate(all='ignore'):
    print(np.array(0) / np.array(0))
    print(np.array(0) // np.array(0))
    print(np.array([np.nan]).astype(int).dtype)
