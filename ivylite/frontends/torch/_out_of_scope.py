"""What the torch frontend leaves out of scope, as data: the real torch names the
coverage tool (``python -m ivylite.frontends.coverage torch``) counts neither
present nor missing, each with a reason key of
``ivylite.frontends.coverage.REASONS``.

``OUT_OF_SCOPE``: namespace (real torch's import path; ``"*"`` for all of
them) -> reason -> names or ``fnmatch`` patterns. The first matching rule gives
a name's reason. A name is put here only when the frontend cannot or should not
offer it whatever the backend (CUDA streams, quantized tensors, TorchScript
types), never because it is not written yet.
"""

OUT_OF_SCOPE: dict[str, dict[str, tuple[str, ...]]] = {
    "*": {
        "devices": (
            "cuda", "is_cuda", "is_mps", "xpu", "is_xpu", "ipu", "is_ipu",
            "mtia", "is_mtia", "is_maia", "is_xla", "is_vulkan", "is_vulkan_available",
            "is_meta", "get_device_module", "get_autocast_gpu_dtype", "get_autocast_ipu_dtype",
            "get_autocast_xla_dtype", "is_autocast_ipu_enabled", "is_autocast_xla_enabled",
            "set_autocast_gpu_dtype", "set_autocast_ipu_*", "set_autocast_xla_*", "Stream",
            "StreamObjType", "Event", "AcceleratorError", "OutOfMemoryError", "record_stream",
            "pin_memory", "is_pinned",
        ),
        "distributed": ("is_distributed", "RRefType", "DataParallel", "SyncBatchNorm",
                        "DistributedSampler", "share_memory_", "is_shared"),
        "quantization": (
            "quantize_*", "quantized_*", "q_*", "qscheme", "int_repr", "dequantize",
            "fake_quantize_*", "fused_moving_avg_obs_fake_quant", "choose_qparams_optimized",
            "empty_quantized", "is_quantized",
        ),
        "sparse": (
            "sparse_*", "*_sparse", "*_sparse_*", "to_dense",
            "smm", "sspaddmm", "spmm", "hspmm", "dsmm", "saddmm", "hsmm", "coalesce",
            "is_coalesced", "indices", "values", "ccol_indices*", "col_indices*",
            "crow_indices*", "row_indices*", "indices_copy", "values_copy", "dense_dim",
            "to_padded_tensor", "is_nested", "SparseAdam", "layout",
        ),
        "compiler": (
            "AliasDb", "AnyType", "Argument", "ArgumentSpec", "AwaitType", "Block", "BoolType",
            "CallStack", "Capsule", "ClassType", "Code", "CompilationUnit",
            "CompleteArgumentSpec", "ComplexType", "ConcreteModuleType*", "DeepCopyMemoTable",
            "DeviceObjType", "DictType", "EnumType", "ErrorReport", "ExecutionPlan", "FileCheck",
            "FloatType", "FunctionSchema", "FutureType", "Future", "Gradient", "Graph",
            "GraphExecutorState", "IODescriptor", "InferredType", "IntType", "InterfaceType",
            "JITException", "ListType", "LiteScriptModule", "Node", "NoneType", "NumberType",
            "OperatorInfo", "OptionalType", "PyObjectType", "Script*", "StaticModule",
            "StringType", "SymBool", "SymBoolType", "SymFloat", "SymInt", "SymIntType", "Tag",
            "TensorType", "TracingState", "TupleType", "Type", "UnionType", "Use", "Value",
            "import_ir_module*", "parse_ir", "parse_schema", "parse_type_comment",
            "merge_type_from_type_comment", "unify_type_list", "fork", "wait", "sym_*",
            "*_copy", "DeserializationStorageContext", "SerializationStorageContext",
            "DispatchKey", "DispatchKeySet", "ExcludeDispatchKeyGuard",
            "DisableTorchFunction*", "handle_torch_function", "has_torch_function*",
            "boolean_dispatch", "as_subclass", "output_nr", "module_load", "slice_inverse",
            "nonzero_static",
        ),
        "dtypes": ("chalf", "ScalingType", "SwizzleType", "scaled_mm",
                   "scaled_grouped_mm"),
        "memory": (
            "*Storage", "is_storage", "from_file", "frombuffer", "as_strided*", "empty_strided",
            "new_empty_strided", "empty_permuted", "memory_format", "storage", "storage_offset",
            "storage_type", "untyped_storage", "data_ptr", "const_data_ptr", "set_", "is_set_to",
            "dim_order", "resize", "resize_", "resize_as", "resize_as_",
            "convert_conv2d_weight_memory_format", "convert_conv3d_weight_memory_format",
        ),
        "kernels": (
            "cudnn_*", "miopen_*", "mkldnn_*", "fbgemm_*", "native_*", "to_mkldnn", "is_mkldnn",
            "batch_norm_backward_*", "batch_norm_elemt", "batch_norm_gather_stats*",
            "batch_norm_stats", "batch_norm_update_stats", "unsafe_chunk", "unsafe_split*",
            "split_with_sizes", "grid_sampler", "grid_sampler_2d", "grid_sampler_3d",
            "affine_grid_generator", "embedding_renorm_", "norm_except_dim", "conv_tbc",
            "max_pool1d_with_indices", "is_same_size", "rnn_relu", "rnn_relu_cell", "rnn_tanh",
            "rnn_tanh_cell", "lstm", "lstm_cell", "gru", "gru_cell", "constant_pad_nd",
            "convolution", "map_", "map2_", "apply_", "grouped_mm",
        ),
        "runtime": (
            "init_num_threads", "set_num_interop_threads", "get_num_interop_threads",
            "set_flush_denormal", "is_anomaly_enabled", "is_anomaly_check_nan_enabled",
            "set_anomaly_enabled", "set_warn_always", "is_warn_always_enabled",
            "get_deterministic_debug_mode", "set_deterministic_debug_mode",
            "is_deterministic_algorithms_warn_only_enabled", "clear_autocast_cache",
            "autocast_increment_nesting", "autocast_decrement_nesting",
            "is_autocast_cache_enabled", "set_autocast_cache_enabled", "LockingLogger",
            "NoopLogger", "BenchmarkConfig", "BenchmarkExecutionStats", "ThroughputBenchmark",
            "AggregationType", "thread_safe_generator", "FatalError",
            "set_multithreading_enabled", "enforce_grad_layout_policy",
        ),
        "internals": ("PyTorchFileReader", "PyTorchFileWriter", "factory_kwargs",
                      "assert_int_or_pair", "swap_in_optimizer_params_and_state"),
        "deprecated": (
            "range", "set_default_tensor_type", "chain_matmul", "lu_solve", "triangular_solve",
            "symeig", "eig", "lstsq", "solve", "volatile", "reinforce", "NLLLoss2d", "Container",
            "upsample", "upsample_bilinear", "upsample_nearest", "clip_grad_norm",
        ),
    },
    "torch.nn.init": {
        # the forms without the trailing underscore: deprecated for the in-place ones
        "deprecated": ("constant", "normal", "uniform", "xavier_normal", "xavier_uniform",
                       "kaiming_normal", "kaiming_uniform", "orthogonal", "dirac", "eye"),
        "sparse": ("sparse",),
    },
    "torch.utils.data": {
        # torchdata's DataPipes: deprecated in torch and moved out of it
        "deprecated": ("*DataPipe", "DataChunk", "functional_datapipe",
                       "guaranteed_datapipes_determinism", "non_deterministic",
                       "runtime_validation", "runtime_validation_disabled",
                       "argument_validation"),
    },
}  # fmt: skip
