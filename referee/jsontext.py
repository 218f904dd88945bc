"""JSON text as the service reads it, from a file given to the command (a record, an EGN game) or from a request.

JSON text is UTF-8 (RFC 8259, section 8.1); a byte-order mark before it is ignored, as that section allows, for
some editors write one. Refused besides what is not JSON: ``NaN`` and ``Infinity`` (Python's, not JSON's), nesting
deeper than the reader goes, and a string holding half of a UTF-16 surrogate pair escaped alone (``"\\ud800"``),
which is no character: no database or UTF-8 file can keep it. A file is read or refused in one line that names
it and says what is wrong: no such file, a directory, UTF-16 or UTF-32 (as some Windows editors save "Unicode"),
binary, text in another encoding, empty; and a record larger than the service reads (``MAX_RECORD_BYTES``),
unless the caller lifts the limit.
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

INTEGER_DIGITS = 15
"""The most digits of an integer the service reads (JSON's numbers are exact to fifteen; a sequence, a score or a
trick needs a few): Python converts none past 4,300, and a longer one is refused naming where it is."""
MAX_RECORD_BYTES = 2 * 1024 * 1024
"""The largest record the service reads, 2 MiB: the API's body limit (``MAX_CONTENT_LENGTH``, a 413 past it), and
the command's unless asked (``--allow-large``)."""


class NotJson(ValueError):
    """JSON text the service does not read: ``NaN``, nesting past the reader, or (``path`` naming where) a string
    that is not text."""

    def __init__(self, problem: str, path: str | None = None) -> None:
        super().__init__(problem)
        self.path = path


class LongInteger(NotJson):
    """An integer of more than ``INTEGER_DIGITS`` digits, ``digits`` of them, at ``path``."""

    def __init__(self, path: str, digits: int) -> None:
        super().__init__(f"{path} holds an integer of {digits:,} digits: this service reads none of more than "
                         f"{INTEGER_DIGITS}", path)
        self.digits = digits


_LONG = object()
"""What an integer too long to read is read as, until its path is found."""


def parse(data: bytes) -> Any:
    """The value of JSON text in UTF-8; ``UnicodeDecodeError`` for bytes that are not UTF-8,
    ``json.JSONDecodeError`` for what is not JSON, ``NotJson`` for what the service does not read of it
    (``LongInteger`` for an integer of more than ``INTEGER_DIGITS`` digits)."""
    text = data.decode("utf-8-sig")
    long: list[int] = []

    def integer(digits: str) -> Any:
        if len(digits.lstrip("-")) > INTEGER_DIGITS:
            long.append(len(digits.lstrip("-")))
            return _LONG
        return int(digits)

    try:
        value = json.loads(text, parse_constant=_not_a_json_number, parse_int=integer)
    except RecursionError:
        raise NotJson("JSON nested deeper than this reader goes (arrays or objects inside one another, about a "
                      "thousand deep)") from None
    if long:
        raise LongInteger(_path_of(value, lambda item: item is _LONG) or "the JSON", long[0])
    if _ESCAPED_SURROGATE.search(text):  # the one way JSON text holds a surrogate: UTF-8 cannot encode one
        where = _path_of(value, _is_not_text)
        if where is not None:
            raise NotJson(f"not text: {where} holds half of a UTF-16 surrogate pair, no character", where)
    return value


class UnreadableFile(ValueError):
    """A file that holds no JSON to read: ``path`` and what is wrong with it, ``problem``."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path, self.problem = path, problem


class TooLarge(UnreadableFile):
    """A file larger than the limit it was read with."""


def read_bytes(path: Path, limit: int | None = None) -> bytes:
    """The file's bytes; ``UnreadableFile`` if it cannot be read, ``TooLarge`` if it holds more than ``limit``."""
    try:
        with path.open("rb") as file:
            data = file.read() if limit is None else file.read(limit + 1)
            if limit is not None and len(data) > limit:
                size = path.stat().st_size
                raise TooLarge(path, f"{size:,} bytes, more than the {limit:,} ({limit / 2 ** 20:g} MiB) "
                                     "the service reads in a record")
    except FileNotFoundError:
        raise UnreadableFile(path, "no such file") from None
    except IsADirectoryError:
        raise UnreadableFile(path, "a directory, not a file") from None
    except OSError as err:
        raise UnreadableFile(path, f"cannot be read: {err.strerror or err}") from None
    return data


def read_json(path: Path, limit: int | None = None) -> Any:
    """The JSON value the file holds; ``UnreadableFile`` saying what is wrong (see the module's docstring)."""
    data = read_bytes(path, limit)
    if json.detect_encoding(data).startswith(("utf-16", "utf-32")):  # NUL bytes where JSON text begins
        raise UnreadableFile(path, _not_utf8(data))
    if b"\0" in data:
        raise UnreadableFile(path, "binary, not text")
    if not data.removeprefix(b"\xef\xbb\xbf").strip():
        raise UnreadableFile(path, "empty: there is no JSON in it")
    try:
        return parse(data)
    except UnicodeDecodeError as err:
        raise UnreadableFile(path, _not_utf8(data, err.start)) from None
    except json.JSONDecodeError as err:
        raise UnreadableFile(path, f"not JSON: {err.msg} at line {err.lineno}, column {err.colno}") from None
    except NotJson as err:
        raise UnreadableFile(path, str(err)) from None


_ESCAPED_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")


def _not_a_json_number(name: str) -> Any:
    raise NotJson(f"not JSON: {name} is not a JSON number")


def _not_utf8(data: bytes, at: int | None = None) -> str:
    """What a file that is not UTF-8 looks like: UTF-16 or UTF-32 text, binary, or text in another encoding."""
    encoding = json.detect_encoding(data)
    if encoding.startswith(("utf-16", "utf-32")):
        try:
            text = data.decode(encoding).lstrip("\ufeff")
        except UnicodeDecodeError:
            pass
        else:
            if all(c.isprintable() or c.isspace() for c in text):
                return (f"{encoding[:6].upper()} text, not UTF-8 (as some Windows editors save \"Unicode\"): "
                        "save it as UTF-8")
    if b"\0" in data or at is None:
        return "binary, not text"
    return f"not UTF-8 text (byte 0x{data[at]:02x} at offset {at}): save it as UTF-8"


def _path_of(value: Any, found: Callable[[Any], bool]) -> str | None:
    """The path (``players.N``, ``deals[0].events[2].card``, ``a key of players``) of the first item or key in
    ``value`` that is ``found``, depth first in the order the JSON has them; ``None`` if there is none."""
    stack: list[tuple[Any, str]] = [(value, "")]
    while stack:  # no recursion, however deep the JSON
        item, path = stack.pop()
        if found(item):
            return path or "the JSON"
        if isinstance(item, list):
            stack.extend((x, f"{path}[{n}]") for n, x in reversed(list(enumerate(item))))
        elif isinstance(item, dict):
            for key in item:
                if found(key):
                    return f"a key of {path or 'the JSON'}"
            stack.extend((x, f"{path}.{key}" if path else key) for key, x in reversed(list(item.items())))
    return None


def _is_not_text(text: Any) -> bool:
    if not isinstance(text, str):
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False
