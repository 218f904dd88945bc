"""The package as a user installs it: a wheel built from the checkout, installed in a fresh virtual environment
where the checkout cannot be imported, rules a record and prints its PDF with the laws and templates it carries.

The wheel is built as pip builds it (an isolated build, setuptools from the index) from a copy of what pyproject.toml
packages, so that nothing left in the checkout (``build/``, ``__pycache__``) gets into it. To stay quick, the fresh
environment holds the wheel alone and reaches the libraries it depends on in this environment's site-packages by a
path entry (a ``.pth`` line: that folder's own ``.pth`` files, the editable install's finder among them, are not run).
About half a minute; ``-m "not slow"`` leaves it out.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from typing import Any

import pytest

from referee import rule

from builders import EXAMPLES, ROOT

pytestmark = pytest.mark.slow

#: What pyproject.toml builds the wheel from.
SOURCES = ("pyproject.toml", "README.md", "referee", "laws", "templates", "static")
#: The folders of the checkout that ship inside the package, by the name they have there.
SHIPPED = {"laws": "laws_data", "templates": "templates", "static": "static"}

#: Run by the fresh environment's Python, isolated (-I: no PYTHONPATH, no current folder on the path): rule the
#: example, print its PDF, serve a page and its stylesheet, and say where every module and folder it used came from.
IN_THE_INSTALL = """
import json, sys, tempfile
from pathlib import Path
import referee
from referee.documents.reports import ruling_report_pdf, verify_report
from referee.resources import LAWS_DIR, STATIC_DIR, TEMPLATES_DIR
from referee.web import create_app
from referee.web.db import migrate

record = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
pdf = ruling_report_pdf(record)
app = create_app({"TESTING": True, "SECRET_KEY": "test",
                  "DATABASE_URL": f"sqlite:///{tempfile.mkdtemp()}/referee.sqlite"})
migrate(app)
client = app.test_client()
print(json.dumps({
    "ruling": referee.rule(record),
    "verified": verify_report(record, pdf)[0],
    "login": client.get("/auth/login").status_code,
    "stylesheet": client.get("/static/referee.css").status_code,
    "folders": [str(LAWS_DIR), str(TEMPLATES_DIR), str(STATIC_DIR)],
    "modules": {name: module.__file__ for name, module in sys.modules.items() if name.split(".")[0] == "referee"},
}))
"""


def _files(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts}


@pytest.fixture
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment with the wheel built from the checkout installed in it; its site-packages.
    (One test uses it, so that two workers of pytest-xdist never build it twice.)"""
    where = tmp_path_factory.mktemp("install")
    source = where / "source"
    source.mkdir()
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(ROOT / name, source / name)
    pip = [sys.executable, "-m", "pip", "--quiet", "--disable-pip-version-check"]
    subprocess.run([*pip, "wheel", "--no-deps", "--wheel-dir", str(where / "wheels"), str(source)], check=True,
                   capture_output=True)
    fresh = where / "fresh"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(fresh)], check=True)
    python = fresh / "bin" / "python"
    wheel, = (where / "wheels").glob("referee-*.whl")
    subprocess.run([*pip, "--python", str(python), "install", "--no-deps", str(wheel)], check=True, capture_output=True)
    packages = Path(subprocess.run([str(python), "-I", "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                                   check=True, capture_output=True, text=True).stdout.strip())
    (packages / "dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n")  # this environment's libraries
    return packages


def _in_the_install(python: Path, *argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    return subprocess.run([str(python), *argv], capture_output=True, text=True, cwd=cwd, env=env, check=False)


def test_the_installed_wheel_rules_and_prints_from_the_laws_and_templates_it_carries_and_holds_them_all(
        installed: Path, tmp_path: Path) -> None:
    example = EXAMPLES / "03-revoke-with-election.record.json"
    if not example.exists():
        pytest.skip(f"no example at {example}")
    python = installed.parents[2] / "bin" / "python"
    done = _in_the_install(python, "-I", "-c", IN_THE_INSTALL, str(example), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    said: dict[str, Any] = json.loads(done.stdout)
    assert said["ruling"] == rule(json.loads(example.read_text(encoding="utf-8")))  # the checkout's engine's ruling
    assert said["verified"] and said["login"] == 200 and said["stylesheet"] == 200
    # everything it used came from the install, none of it from the checkout
    used = [*said["folders"], *said["modules"].values()]
    assert used and all(Path(path).is_relative_to(installed / "referee") for path in used), used
    assert not any(Path(path).is_relative_to(ROOT) for path in used)
    # the `referee` command it installed rules and prints too
    command = installed.parents[2] / "bin" / "referee"
    done = _in_the_install(command, "rule", str(example), "--json", cwd=tmp_path)
    assert done.returncode == 0 and json.loads(done.stdout) == said["ruling"], done.stderr
    done = _in_the_install(command, "report", str(example), "-o", str(tmp_path / "ruling.pdf"), cwd=tmp_path)
    assert done.returncode == 0 and (tmp_path / "ruling.pdf").read_bytes().startswith(b"%PDF-"), done.stderr
    # and it holds every module of the checkout and every file of laws/, templates/ and static/
    shipped = {f"{SHIPPED[folder]}/{name}" for folder in SHIPPED for name in _files(ROOT / folder)}
    assert _files(installed / "referee") == _files(ROOT / "referee") | shipped
