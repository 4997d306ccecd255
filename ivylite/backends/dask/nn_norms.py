"""dask: nn_norms. No functions of its own: group_norm, rms_norm and
batch_norm_train are ivylite's composites."""
