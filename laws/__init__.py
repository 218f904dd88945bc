"""The codes as data, one TOML file a code: shipped inside the package as ``referee.laws_data`` (pyproject.toml)."""
