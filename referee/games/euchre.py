"""Euchre: two, three, four or six hands (Foster's Euchre Laws and chapter; the 1862 code for four).

"When two play, they sit opposite each other. When three play, each for himself, the game is known as Cut
Throat ... When four play, the partners sit opposite each other. ... When six play, three are partners against
the other three, and the opposing players sit alternately round the table." (foster:text#seats-by-number) With
two or three "a march must of course be a lone hand, as there are no partnerships" (foster:text#no-partnerships):
every maker plays alone against the rest, and a side is a seat. Foster's Laws 1-40 bind each by their own terms;
the 1862 code is written for four.

Law: foster:text (the pack, the seats, the scoring), 1862:II.35.
"""
from __future__ import annotations

from ..table.replayed import ReplayedOwner
from .base import EVENTS, GAME_TO, JOKER, LONE_LEAD, RUBBERS, STICK_THE_DEALER, TableOption


#: The pack agreed at the table (record format ``options.pack``): Foster's, "the piquet pack, 32 cards, all below the 7
#: being deleted" (foster:text pack), or the 24 cards of the nines up, as most clubs play now (Keller's French Euchre's,
#: "all below nines being thrown out"; Call-Ace's for four, callace:2), agreed as a house custom; the joker added to
#: either where agreed (docs/reading.md).
PACK = TableOption("pack", "The pack", 32, (("32", "32 cards, the sevens up (Foster)"),
                                            ("24", "24 cards, the nines up (house custom)")))


class Euchre(ReplayedOwner):
    """Euchre: each for himself with two or three, two pairs opposite with four, three against three with six."""

    name = "euchre"
    title = "Euchre"
    seats = (2, 3, 4, 6)
    seats_said = "Euchre is played by two, three, four or six."
    codes = ("foster", "1862")
    games_and_rubbers = True
    progressive = True
    one_pass = True
    table_options = (GAME_TO, PACK, JOKER, TableOption("lap", "Lap (1862)", False), TableOption("slam", "Slam (1862)", False),
                     TableOption("jambone", "Jambone (1862)", False), TableOption("jamboree", "Jamboree (1862)", False),
                     RUBBERS, STICK_THE_DEALER, LONE_LEAD)
    events = EVENTS | {"bell"}  # Progressive Euchre's tables play it: the head table's bell (foster:progressive#bell)

    def codes_for(self, seats: int) -> tuple[str, ...]:
        return self.codes if seats == 4 else ("foster",)  # the 1862 code is written for four

    def pack_size(self, seats: int) -> int:
        return 32  # foster:text pack: the piquet pack; the 1862 code counts nine trumps likewise

    def side_seats(self, seats: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
        if len(seats) in (4, 6):  # partners opposite; with six, sitting alternately
            return (seats[0::2], seats[1::2])
        return tuple((s,) for s in seats)


EUCHRE = Euchre()
