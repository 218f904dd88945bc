"""The pages' and documents' Jinja templates: shipped inside the package as ``referee.templates`` (pyproject.toml)."""
