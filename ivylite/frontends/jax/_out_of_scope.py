"""What the jax frontend leaves out of scope, as data: the real JAX names the
coverage tool (``python -m ivylite.frontends.coverage jax``) counts neither
present nor missing, each with a reason key of
``ivylite.frontends.coverage.REASONS``.

``OUT_OF_SCOPE``: namespace (real JAX's import path; ``"*"`` for all of them)
-> reason -> names or ``fnmatch`` patterns. The first matching rule gives a
name's reason. A name is put here only when the frontend cannot or should not
offer it whatever the backend (meshes, TPU collectives, float8 dtypes), never
because it is not written yet.
"""

OUT_OF_SCOPE: dict[str, dict[str, tuple[str, ...]]] = {
    "*": {
        "sharding": (
            "NamedSharding", "P", "Shard", "make_mesh", "set_mesh", "reshard", "shard_map",
            "smap", "pmap", "with_sharding_constraint", "addressable_data",
            "addressable_shards", "global_shards", "is_fully_addressable",
            "is_fully_replicated", "sharding", "committed", "make_array_from_*",
            "remove_size_one_mesh_axis_from_type", "auto_pcast", "process_count",
            "process_index", "process_indices", "host_count", "host_id", "host_ids",
            "all_gather", "all_to_all", "axis_index", "axis_size", "pbroadcast", "pcast",
            "pmax", "pmean", "pmin", "ppermute", "precv", "psend", "pshuffle", "psum",
            "psum_scatter", "pswapaxes", "ragged_all_to_all",
        ),
        "devices": ("Device", "default_device", "device_count", "local_device_count",
                    "local_devices", "copy_to_host_async", "platform_dependent"),
        "callbacks": ("pure_callback",),
        "runtime": (
            "array_garbage_collection_guard", "check_tracer_leaks", "checking_leaks",
            "clear_caches", "debug_infs", "debug_nans", "debug_key_reuse", "enable_checks",
            "explain_cache_misses", "log_compiles", "live_arrays", "no_execution",
            "no_tracing", "print_environment_info", "thread_guard", "transfer_guard*",
            "make_user_context", "jax2tf_associative_scan_reductions", "softmax_custom_jvp",
            "effects_barrier", "named_scope", "allow_f16_reductions",
        ),
        "compiler": ("make_jaxpr", "ensure_compile_time_eval", "ds", "composite", "dce_sink",
                     "optimization_barrier", "create_token", "after_all", "stage",
                     "shape_as_value"),
        "dtypes": ("float4_*", "float6_*", "float8_*", "int1", "int2", "int4", "uint1",
                   "uint2", "uint4", "scaled_dot"),
        "quantization": ("get_scaled_dot_general_config", "scaled_dot_general",
                         "scaled_matmul"),
        "memory": ("byteswap",),
        "internals": ("conv_general_permutations", "conv_general_shape_tuple",
                      "conv_shape_tuple", "conv_transpose_shape_tuple",
                      "reduce_window_shape_tuple", "padtype_to_pads"),
    },
    "jax.example_libraries.optimizers": {
        # helpers the module imports for itself, not part of its optimiser API
        "internals": ("safe_map", "safe_zip", "unzip2", "zip", "map", "JoinPoint"),
    },
}  # fmt: skip
