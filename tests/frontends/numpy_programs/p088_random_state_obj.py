import numpy as np
rs = np.random.RandomState(123)
x = rs.rand(2, 3)
state = rs.get_state()
y = rs.randint(0, 10, 4)
rs.set_state(state)
z = rs.randint(0, 10, 4)
print(x, y, z, np.array_equal(y, z))
