"""dask: nn_sequence. No functions of its own: attention and the recurrent
cells are ivylite's composites."""
