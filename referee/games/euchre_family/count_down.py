"""A deal's change to each seat's count where the game keeps a count wiped down (Set-back; ``Game.count_down``).

The maker's point deducts one from his count and his march two; euchred, he is set back two, his adversaries counting
nothing (foster:set-back#reversal, #euchred; keller:set-back#point, #march, #euchred). Where the code has it, every
player who played and took no trick is set back one (keller:set-back#no-trick), a hand thrown up excepted
(#throw-up). Where agreed before play: a declaration to take all five wins the game or sets the declarer back as many
points as he had (#declare-all), and the adversaries of a player euchred deduct two (#euchre-deducts). The tally keeps
the counts (``scoring.Tally``); the hand thrown up and the declaration are judged in ``declarations``.
"""
from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from ...law.laws import Citation, cite
from .. import Game


def changes(game: Game, code: str, seats: Sequence[str], maker: str, won: int, winners: Collection[str] | None,
            thrown_up: Collection[str], counts: Mapping[str, int], declared: bool, deducts: bool,
            ) -> tuple[dict[str, int], list[Citation]]:
    """The change to each seat's count, and the laws that decide it: ``maker`` took ``won`` tricks; ``winners``, the
    seats that took a trick (``None`` where the tricks are not all recorded: no one is set back for taking none);
    ``counts``, each count when the deal began; ``declared``, the maker declared to take all five, as agreed;
    ``deducts``, the adversaries' deduction agreed."""
    down = game.count_down[code]
    change = {seat: 0 for seat in seats}
    laws: list[Citation] = []
    if declared and game.declare_all is not None:  # "to give him the game" / "set back just as many points as he had"
        change[maker] = -counts.get(maker, 0) if won == 5 else counts.get(maker, 0)
        laws.append(cite(game.declare_all))
    elif won >= 3:
        change[maker] = -2 if won == 5 else -1
        laws += [cite(law) for law in (down.march if won == 5 else down.point)]
    else:
        change[maker] = 2
        laws += [cite(law) for law in down.euchred]
    playing = [seat for seat in seats if seat not in thrown_up]
    if won < 3 and deducts and game.euchre_deducts is not None:  # "his adversary or adversaries"
        for seat in playing:
            change[seat] -= 2 if seat != maker else 0
        laws.append(cite(game.euchre_deducts))
    if down.no_trick is not None and winners is not None:  # "If any player fails to take a single trick"
        for seat in playing:
            if seat not in winners:
                change[seat] += 1
                laws.append(cite(down.no_trick))
        if thrown_up and game.hand_thrown_up is not None:
            laws.append(cite(game.hand_thrown_up))
    return change, laws
