"""Frontend tests: each frontend against its real framework, on every backend."""
