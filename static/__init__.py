"""The pages' scripts and stylesheet: shipped inside the package as ``referee.static`` (pyproject.toml)."""
