"""The files the package ships beside its code, found where it is installed (``importlib.resources``).

In the checkout they lie at its top, ``laws/``, ``templates/`` and ``static/``; pyproject.toml maps them into the
package as ``referee.laws_data``, ``referee.templates`` and ``referee.static``, so that a wheel installed anywhere
and an editable install alike find them here. Each is a directory on disk (Jinja, WeasyPrint and Flask read
files by path): pip unpacks a wheel, it never imports one from a zip.
"""
from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def _directory(package: str) -> Path:
    found = files(package)
    if not isinstance(found, Path) or not found.is_dir():
        raise RuntimeError(f"{package} is not a directory on disk ({found!r}): install referee unpacked (pip does)")
    return found


LAWS_DIR = _directory("referee.laws_data")
"""The codes' texts: ``laws/*.toml``."""
TEMPLATES_DIR = _directory("referee.templates")
"""The pages' templates, and the documents' in ``report/``."""
STATIC_DIR = _directory("referee.static")
"""The pages' scripts and stylesheet."""
