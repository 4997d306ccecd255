import numpy as np
a = np.array([[10, 7, 4], [3, 2, 1]])
print(np.median(a), np.median(a, axis=0))
print(np.percentile(a, 50), np.percentile(a, [25, 75], axis=1))
print(np.quantile(np.arange(10.0), [0.1, 0.5, 0.9]))
b = np.array([1.0, np.nan, 3.0, 4.0])
print(np.nanmedian(b), np.nanpercentile(b, 50), np.nanmean(b), np.nansum(b), np.nanmax(b))
