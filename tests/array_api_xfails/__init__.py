"""The official Array API suite's expected failures per backend, and its runner."""
