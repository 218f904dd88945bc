"""Names as the store keeps them: what a name may hold, and a user name as it is compared (folded).

A name (a table's, a player's, a club's, a scorer's) holds no control or format characters: no line
break, carriage return, form feed, tab or invisible mark, which no one types into a name and which
would break out of where a name is printed.

A user name is looked up by its key (``name_key``): its NFKC form (full-width letters, ligatures and
other compatibility forms as the plain letters), case-folded (``Ann``, ``ANN`` and ``ann`` are one
name), with the Cyrillic and Greek letters whose capital (or, for some, small letter) looks like a Latin
letter taken for it (``CONFUSABLES``): Cyrillic ``А В Е К М Н О Р С Т У Х`` and ``і ј ѕ һ ԁ ԛ ԝ ӏ``, Greek
``Α Β Ε Ζ Η Ι Κ Μ Ν Ο Ρ Τ Υ Χ``, each with its other case (case-folding makes them one). Digits and
Latin letters are not folded into one another (``0`` and ``o``, ``l`` and ``1`` stay apart).

    >>> name_key("Ann") == name_key("ANN") == name_key("Ａｎｎ") == name_key("\\u0410nn")
    True
    >>> name_key("Tom"), name_key("\\u0422\\u043e\\u043c")
    ('tom', 'tom')
"""
from __future__ import annotations

import unicodedata

CONFUSABLES = str.maketrans({
    # Cyrillic, as case-folded
    "а": "a", "в": "b", "е": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c", "т": "t",
    "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s", "һ": "h", "ԁ": "d", "ԛ": "q", "ԝ": "w", "ӏ": "l",
    # Greek, as case-folded
    "α": "a", "β": "b", "ε": "e", "ζ": "z", "η": "h", "ι": "i", "κ": "k", "μ": "m", "ν": "n", "ο": "o",
    "ρ": "p", "τ": "t", "υ": "y", "χ": "x",
})


def name_key(name: str) -> str:
    """A user name as it is compared: NFKC, case-folded, look-alike letters taken for the Latin ones."""
    return unicodedata.normalize("NFKC", name).casefold().translate(CONFUSABLES)


def is_printable_name(name: str) -> bool:
    """Whether ``name`` holds no control or format character (a line break, a form feed, a zero-width space)."""
    return not any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") for c in name)
