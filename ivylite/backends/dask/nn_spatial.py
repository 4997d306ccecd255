"""dask: nn_spatial. No functions of its own: the transposed convolutions,
adaptive pools, pad and interpolate are ivylite's composites (the transposed
convolution over this backend's conv1d/conv2d)."""
