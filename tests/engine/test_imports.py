"""The engine's modules import one another in no circle, and none of them imports the web's, the store's or the
PDFs' frameworks (the brief's pure engine: ``web/``, ``store/`` and the documents depend on the engine, never the
reverse)."""
from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

from builders import ROOT

PACKAGE = ROOT / "referee"
#: The layers above the engine: the web, the store, the PDFs (and their QR codes) and the command that drives them.
ABOVE = ("web/", "store/", "documents/reports.py", "documents/qr.py", "cli.py")
FRAMEWORKS = ("flask", "sqlalchemy", "weasyprint")


def engine_modules() -> dict[str, Path]:
    """The engine's modules by dotted name (``games.euchre``), the layers above it left out."""
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        if path.relative_to(PACKAGE).as_posix().startswith(ABOVE) or parts[0] in ("laws_data", "templates", "static"):
            continue
        name = ".".join(p for p in parts if p != "__init__") or "__init__"
        out[name] = path
    return out


def imports_of(name: str, path: Path, modules: set[str]) -> set[str]:
    """The engine modules ``name`` imports at its top level, those imported only for type checking included."""
    package = name.rsplit(".", 1)[0] if path.name != "__init__.py" and "." in name else (
        name if path.name == "__init__.py" else "")
    found = set()

    def visit(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, ast.If):
                visit(node.body)
            elif isinstance(node, ast.ImportFrom) and node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)] if package else []
                stem = ".".join([*base, *(node.module.split(".") if node.module else [])])
                targets = [stem] if node.module else [".".join([*base, a.name]) for a in node.names]
                targets += [f"{stem}.{a.name}" for a in node.names] if node.module else []
                found.update(t for t in targets if t in modules and t != name)
            elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("referee."):
                stem = node.module.removeprefix("referee.")
                found.update(t for t in (stem, *(f"{stem}.{a.name}" for a in node.names)) if t in modules)
    visit(ast.parse(path.read_text(encoding="utf-8")).body)
    return found


def test_the_engines_modules_import_one_another_in_no_circle() -> None:
    modules = engine_modules()
    graph = {name: imports_of(name, path, set(modules)) for name, path in modules.items()}
    assert graph["engine"] >= {"state", "law.judging", "law.codes"}  # the graph is read, not empty
    done: set[str] = set()

    def walk(name: str, trail: tuple[str, ...]) -> None:
        if name in trail:
            raise AssertionError("an import circle: " + " -> ".join((*trail[trail.index(name):], name)))
        if name in done:
            return
        for other in sorted(graph[name]):
            walk(other, (*trail, name))
        done.add(name)

    for name in sorted(graph):
        walk(name, ())


def test_the_engine_imports_no_web_store_or_pdf_framework() -> None:
    names = [f"referee.{name}" if name != "__init__" else "referee" for name in engine_modules()]
    code = f"import sys\nfor n in {names!r}: __import__(n)\nprint(sorted({{m.split('.')[0] for m in sys.modules}}))"
    loaded = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert "'referee'" in loaded
    assert not [f for f in FRAMEWORKS if f"'{f}'" in loaded], loaded


#: Where a game's name may be compared: the games' own modules, and EGN, four-hand Euchre by its format.
ASKS_THE_GAME = ("games", "egn.py")


def game_name_comparisons(path: Path) -> list[str]:
    """Where ``path`` compares a value with a registered game's name (``game == "euchre"``, ``g in ("call-ace",)``),
    as ``line: source``."""
    from referee.games import GAMES

    def named(node: ast.expr) -> bool:
        if isinstance(node, ast.Constant):
            return node.value in GAMES
        return isinstance(node, (ast.Tuple, ast.List, ast.Set)) and any(named(e) for e in node.elts)

    source = path.read_text(encoding="utf-8")
    return [f"{node.lineno}: {ast.get_source_segment(source, node)}" for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Compare) and any(named(n) for n in (node.left, *node.comparators))]


def test_nothing_outside_a_games_module_asks_which_game_it_is() -> None:
    """Issue 20: "Nothing outside a game's module asks which game it is": each asks the registered game what it
    declares (``Game.hidden_partner``, ``games_and_rubbers`` ...). EGN's own check is found, so the search reads."""
    assert game_name_comparisons(PACKAGE / "egn.py")
    found = {str(path.relative_to(PACKAGE)): hits for path in sorted(PACKAGE.rglob("*.py"))
             if path.relative_to(PACKAGE).parts[0] not in ASKS_THE_GAME
             and (hits := game_name_comparisons(path))}
    assert found == {}


def test_no_template_asks_which_game_it_is() -> None:
    """Issue 20, in the templates: a page asks the game (``game_of(record.game).hidden_partner``, a sheet's
    ``games_and_rubbers``, the new table form's games by what they declare), never compares or lists its name."""
    from referee.games import GAMES
    from referee.resources import TEMPLATES_DIR

    names = "|".join(re.escape(name) for name in GAMES)
    compared = re.compile(rf"""(==|!=)\s*["']({names})["']|["']({names})["']\s*(==|!=)"""
                          rf"""|data-games="[^"]*\b({names})\b""")
    templates = sorted(Path(str(TEMPLATES_DIR)).rglob("*.html"))
    assert templates
    found = [f"{path.name}:{n}" for path in templates
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if compared.search(line)]
    assert found == []
