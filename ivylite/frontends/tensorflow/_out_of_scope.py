"""What the tensorflow frontend leaves out of scope, as data: the real TensorFlow
names the coverage tool (``python -m ivylite.frontends.coverage tensorflow``)
counts neither present nor missing, each with a reason key of
``ivylite.frontends.coverage.REASONS``.

``OUT_OF_SCOPE``: namespace (real TensorFlow's import path; ``"*"`` for all
of them) -> reason -> names or ``fnmatch`` patterns. The first matching rule
gives a name's reason. A name is put here only when the frontend cannot or
should not offer it whatever the backend (graphs and sessions, ragged and
sparse tensors, string ops, GPU devices), never because it is not written yet.
"""

OUT_OF_SCOPE: dict[str, dict[str, tuple[str, ...]]] = {
    "*": {
        "devices": ("DeviceSpec", "device", "check_pinned", "gpu", "backing_device",
                    "RNNCellDeviceWrapper", "is_packed"),
        "distributed": ("VariableAggregation", "VariableSynchronization", "aggregation",
                        "synchronization", "CriticalSection", "compute_average_loss",
                        "scale_regularization_loss", "shard", "rebatch"),
        "sparse": (
            "RaggedTensor", "RaggedTensorSpec", "SparseTensor", "SparseTensorSpec",
            "IndexedSlices", "IndexedSlicesSpec", "ragged_*", "sparse_*", "*_sparse",
            "batch_scatter_update",
        ),
        "compiler": (
            "Graph", "Operation", "import_graph_def", "load_library", "load_op_library",
            "make_tensor_proto", "control_dependencies", "init_scope", "inside_function",
            "get_current_name_scope", "name_scope", "guarantee_const", "no_op", "group",
            "variable_creator_scope", "register_tensor_conversion_function",
            "nondifferentiable_batch_function", "graph", "op", "consumers", "value_index",
            "eval", "from_proto", "to_proto", "SaveSliceInfo", "initializer",
            "initialized_value", "count_up_to", "load", "OVERLOADABLE_OPERATORS",
            "TFSMLayer", "FlaxLayer", "JaxLayer", "TorchModuleWrapper", "Function",
            "SymbolicScope", "StatelessScope", "KerasTensor", "Operation",
        ),
        "dtypes": ("as_string", "edit_distance", "fingerprint", "StringLookup",
                   "TextVectorization", "Hashing", "HashedCrossing"),
        "callbacks": ("py_function", "numpy_function"),
        "runtime": ("get_logger", "timestamp", "TensorBoard", "RemoteMonitor"),
        "quantization": ("Quantizer",),
        "unsafe_files": ("snapshot",),
        "deprecated": ("experimental_ref", "accumulate_n", "RNNCellDropoutWrapper",
                       "RNNCellResidualWrapper"),
    },
}  # fmt: skip
