"""A JSON file given to the command (a record, an EGN game), read or refused in one line that names it.

JSON text is UTF-8 (RFC 8259, section 8.1); a byte-order mark before it is ignored, as that section allows, for
some editors write one. A file that is not UTF-8 is refused, saying what it looks like: UTF-16 or UTF-32 (as a
Windows editor saves "Unicode"), binary, or text in another encoding. So are a missing file, a directory, an empty
file, what is not JSON (``NaN`` included), JSON nested deeper than the reader goes, and strings holding half of a
UTF-16 surrogate pair (``"\\ud800"``), which are not text; and a record larger than the service reads
(``MAX_RECORD_BYTES``), unless the caller lifts the limit.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

MAX_RECORD_BYTES = 2 * 1024 * 1024
"""The largest record the service reads, 2 MiB: the API's body limit (``MAX_CONTENT_LENGTH``, a 413 past it), and
the command's unless asked (``--allow-large``)."""


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
    """The JSON value the file holds (see the module's docstring for what is refused, as ``UnreadableFile``)."""
    data = read_bytes(path, limit)
    if json.detect_encoding(data).startswith(("utf-16", "utf-32")):  # NUL bytes where JSON text begins
        raise UnreadableFile(path, _not_utf8(data))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise UnreadableFile(path, _not_utf8(data, err.start)) from None
    if "\0" in text:
        raise UnreadableFile(path, "binary, not text")
    if not text.strip():
        raise UnreadableFile(path, "empty: there is no JSON in it")
    try:
        value = json.loads(text, parse_constant=_not_a_json_number)
    except json.JSONDecodeError as err:
        raise UnreadableFile(path, f"not JSON: {err.msg} at line {err.lineno}, column {err.colno}") from None
    except ValueError as err:  # NaN, Infinity
        raise UnreadableFile(path, f"not JSON: {err}") from None
    except RecursionError:
        raise UnreadableFile(path, "JSON nested deeper than this reader goes (arrays or objects inside one "
                                   "another, about a thousand deep)") from None
    if _ESCAPED_SURROGATE.search(text):
        where = _lone_surrogate(value, "")
        if where is not None:
            raise UnreadableFile(path, f"not text: {where} holds half of a UTF-16 surrogate pair, no character")
    return value


_ESCAPED_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")


def _not_a_json_number(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


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
                return f"{encoding[:6].upper()} text, not UTF-8 (as some Windows editors save \"Unicode\"): save it as UTF-8"
    if b"\0" in data or at is None:
        return "binary, not text"
    return f"not UTF-8 text (byte 0x{data[at]:02x} at offset {at}): save it as UTF-8"


def _lone_surrogate(value: Any, path: str) -> str | None:
    """The path (``players.N``, ``deals[0].events[2].card``) of the first string in ``value`` holding a lone
    surrogate, or of the object whose key does; ``None`` if there is none."""
    if isinstance(value, str):
        return path or "the file" if _is_not_text(value) else None
    if isinstance(value, list):
        for n, item in enumerate(value):
            found = _lone_surrogate(item, f"{path}[{n}]")
            if found is not None:
                return found
    if isinstance(value, dict):
        for key, item in value.items():
            if _is_not_text(key):
                return f"a key of {path or 'the record'}"
            found = _lone_surrogate(item, f"{path}.{key}" if path else key)
            if found is not None:
                return found
    return None


def _is_not_text(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False
