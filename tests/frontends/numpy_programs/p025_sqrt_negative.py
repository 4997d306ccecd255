import numpy as np
print(np.emath.sqrt(-1))
print(np.emath.sqrt(np.array([-4.0, 4.0])))
print(np.emath.log(-1.0))
