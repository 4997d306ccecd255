import numpy as np
color = np.array([(255, 128, 0, 255)], dtype=np.uint8)
print(color, color.dtype)
print(color.astype(np.float32) / 255)
