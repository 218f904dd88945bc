"""The draw for places at an evening (Foster's PROGRESSIVE EUCHRE, "Drawing for Positions", law id
``foster:progressive``), and the first round's seats it gives.

"From the two black suits in each a sequence of cards is sorted out, equal in length to the number of
tables in play ... The ladies take only the red-back cards, and the gentlemen only the blue. The number of
pips on the card drawn indicates the number of the table at which the player is to sit, and those drawing
cards of the same suit are partners for the first game." With two groups, each draws from its own pack of
clubs and spades, ace to the number of tables; with none, the players draw from the two packs together.

Seats (a reading: Foster names tables and partners, not seats): at each table the pair that drew clubs
sits North and South, the pair that drew spades East and West, partners opposite; in each pair the lady
(with no groups, the player entered first) takes the first seat of the table's order (``N``, ``E``), where
the spec (family.md §5) puts her.
"""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

SUITS = ("C", "S")
LADY = "lady"
GENTLEMAN = "gentleman"
GROUPS = (LADY, GENTLEMAN)
#: Where each suit's pair sits: the first seat (the lady's, or the first entered's), then her partner's.
PAIR_SEATS = {"C": ("N", "S"), "S": ("E", "W")}
#: The order in which a table's suits are seated (a record may draw from any).
SUIT_ORDER = "CSHD"


class DrawRefused(ValueError):
    """The players cannot be drawn for places as Foster's draw goes (the message says why)."""


def tables_for(players: int) -> int:
    """How many tables ``players`` fill, four a table; ``DrawRefused`` unless they fill them exactly.

    >>> tables_for(16)
    4
    """
    if players < 4 or players % 4:
        raise DrawRefused(f"{players} players: Foster's draw seats four at each table, so it takes a multiple of "
                          "four (add players, or let some sit out).")
    return players // 4


def draw(players: Mapping[str, str | None], rng: random.Random) -> dict[str, dict[str, int | str]]:
    """Each player's card drawn: ``{player: {"table": pips, "suit": "C" | "S"}}`` (the record's ``draw``).
    ``players`` maps each player's id to his group (``lady``, ``gentleman``, or ``None`` with no groups)."""
    tables = tables_for(len(players))
    groups = {group for group in players.values()}
    if groups == {None}:
        packs = [list(players)]
        cards = [(t, s) for t in range(1, tables + 1) for s in SUITS for _ in range(2)]
        decks = [cards]
    elif groups <= set(GROUPS) and len(groups) == 2:
        packs = [[p for p, g in players.items() if g == group] for group in GROUPS]
        if len(packs[0]) != len(packs[1]):
            raise DrawRefused(f"{len(packs[0])} ladies and {len(packs[1])} gentlemen: Foster's draw gives each table "
                              "two of each (make the groups even, or draw with no groups).")
        decks = [[(t, s) for t in range(1, tables + 1) for s in SUITS] for _ in GROUPS]
    else:
        raise DrawRefused("Either every player is drawn in a group (lady or gentleman) or none is.")
    drawn: dict[str, dict[str, int | str]] = {}
    for pack, deck in zip(packs, decks):
        shuffled = list(deck)
        rng.shuffle(shuffled)
        for player, (table, suit) in zip(pack, shuffled):
            drawn[player] = {"table": table, "suit": suit}
    return drawn


def first_seats(drawn: Mapping[str, Mapping[str, int | str]], players: Sequence[str],
                groups: Mapping[str, str | None], lady: str | None = LADY) -> dict[int, dict[str, str]]:
    """The first round's seats by the draw: ``{table: {seat: player}}`` (``players`` in the order entered; ``lady``
    the group whose player takes a pair's first seat). A record's draw may name any suit: at a table, the pair of
    the first suit in the order clubs, spades, hearts, diamonds sits North and South, the other East and West.

    >>> drawn = {"a": {"table": 1, "suit": "C"}, "b": {"table": 1, "suit": "S"},
    ...          "c": {"table": 1, "suit": "C"}, "d": {"table": 1, "suit": "S"}}
    >>> first_seats(drawn, ["a", "b", "c", "d"], dict.fromkeys("abcd"))
    {1: {'N': 'a', 'E': 'b', 'S': 'c', 'W': 'd'}}
    """
    order = {player: i for i, player in enumerate(players)}
    pairs: dict[int, dict[str, list[str]]] = {}
    for player in sorted(drawn, key=lambda p: (groups.get(p) != lady, order.get(p, len(order)))):
        card = drawn[player]
        pairs.setdefault(int(card["table"]), {}).setdefault(str(card["suit"]), []).append(player)
    seats: dict[int, dict[str, str]] = {}
    for table in sorted(pairs):
        at: dict[str, str] = {}
        for places, suit in zip(PAIR_SEATS.values(), sorted(pairs[table], key=SUIT_ORDER.index)):
            at.update(zip(places, pairs[table][suit]))
        seats[table] = {seat: at[seat] for seat in ("N", "E", "S", "W") if seat in at}
    return seats
