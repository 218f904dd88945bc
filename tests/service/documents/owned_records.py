"""Records of the games that own their deals, for the documents' tests: a Napoleon evening with a pool, a Spoil Five
pool spoiled twice then won by a jink, a Loo evening whose looed players pay the next pool, an Écarté game to five,
a Pool Écarté pool, Forty-Five to 45. Each is built as the games' own tests build it (tests/games/<game>/)."""
from __future__ import annotations

from typing import Any

from spoil_five_records import SCATTER, SCATTER_PLAYS, SWEEP, SWEEP_PLAYS, SWEEP_SPOILED
from spoil_five_records import deal as spoil_deal
from spoil_five_records import record as spoil_record

PLAYERS4 = {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}


def _record(game: str, seats: str | tuple[str, ...], deals: list[dict[str, Any]], players: dict[str, str],
            **top: Any) -> dict[str, Any]:
    return {"format": "euchre-record/1", "game": game, "code": "foster", "seats": list(seats),
            "players": players, "options": top.pop("options", {}), "deals": deals, **top}


# -- Napoleon (tests/games/napoleon/test_napoleon.py) -------------------------------------------------------------

NAP_HANDS = {"N": ["AS", "KS", "QS", "AH", "2D"], "E": ["JS", "4H", "5H", "6C", "7C"],
             "S": ["TS", "8H", "9H", "TC", "JC"], "W": ["9S", "QH", "KH", "QC", "KD"]}
NAP_TRICKS = [["AS", "JS", "TS", "9S"], ["KS", "4H", "8H", "QH"], ["QS", "5H", "9H", "KH"],
              ["AH", "6C", "TC", "QC"], ["2D", "7C", "JC", "KD"]]


def _plays(tricks: list[list[str]], order: str = "NESW") -> list[dict[str, Any]]:
    return [{"type": "play", "seat": s, "card": c} for trick in tricks for s, c in zip(order, trick)]


def _bids(*said: tuple[str, int | None]) -> list[dict[str, Any]]:
    return [{"type": "pass", "seat": s} if v is None else {"type": "bid", "seat": s, "value": v} for s, v in said]


def _nap_deal(dealer: str, events: list[dict[str, Any]], hands: dict[str, list[str]] = NAP_HANDS) -> dict[str, Any]:
    return {"dealer": dealer, "events": [{"type": "deal", "hands": hands}, *events]}


def napoleon_evening() -> dict[str, Any]:
    """Three deals with a pool: N bids three and takes four (the pool formed by all, two each); all pass to N's deal
    (the dealer bound pays one to each); N's nap made takes the pool."""
    nap_hands = {**NAP_HANDS, "W": ["9S", "QH", "KH", "QC", "3C"]}
    nap_tricks = [*NAP_TRICKS[:4], ["2D", "7C", "JC", "3C"]]
    return _record("napoleon", "NESW", [
        _nap_deal("W", [*_bids(("N", 3), ("E", None), ("S", None), ("W", None)), *_plays(NAP_TRICKS)]),
        _nap_deal("N", _bids(("E", None), ("S", None), ("W", None), ("N", None))),
        _nap_deal("E", [*_bids(("S", None), ("W", None), ("N", 5), ("E", None)), *_plays(nap_tricks)], nap_hands),
    ], PLAYERS4, options={"pool": True})


# -- Spoil Five and Forty-Five (tests/games/spoil_five/) ------------------------------------------------------------

SCATTERED = dict(SCATTER, A=["KD", "KC", "9H", "7D", "8D"])
SCATTERED_PLAYS = tuple("9H" if card == "QS" else card for card in SCATTER_PLAYS)


def spoil_five_jink() -> dict[str, Any]:
    """A pool spoiled twice, carried and added to by each dealer, then jinked by A (test_spoil_five's evening)."""
    second = {"B": SCATTERED["A"], "C": SCATTERED["B"], "A": SCATTERED["C"]}
    sweep = {"A": SWEEP["B"], "B": SWEEP["A"], "C": ["2C", "3C", "4C", "6C", "7C"]}
    out = spoil_record(spoil_deal("A", SCATTERED, "8S", *SCATTERED_PLAYS),
                       spoil_deal("B", second, "8S", *SCATTERED_PLAYS),
                       spoil_deal("C", sweep, "8S", "5S", "2D", "2C", "JS", "3D", "3C", "KS", "4D", "4C", "QS", "6D",
                                  "6C", "9D", "7D", "7C"), seats=("A", "B", "C"))
    out["players"] = {"A": "Ann", "B": "Bob", "C": "Cy"}
    return out


def forty_five() -> dict[str, Any]:
    """B's side at 35 wins the odd trick twice (five points each): forty-five is game; the next game begins."""
    four = (*SWEEP_PLAYS, "QS", "6D", "9D", "TD")
    out = spoil_record(spoil_deal("A", SWEEP_SPOILED, "8S", *four), spoil_deal("B", {"A": SWEEP_SPOILED["B"],
                       "B": SWEEP_SPOILED["A"]}, "8S", *four), spoil_deal("A", SWEEP_SPOILED, "8S", *four),
                       game="forty-five", top={"start_score": {"A": 20, "B": 35}})
    out["players"] = {"A": "Ann", "B": "Bob"}
    return out


# -- Loo (tests/games/round_games/test_loo.py) ----------------------------------------------------------------------

LOO_SIMPLE = {"A": ["AS", "2H", "3C"], "B": ["KS", "4H", "5C"], "C": ["QS", "6H", "7C"], "D": ["JS", "8H", "9C"]}
LOO_DOUBLE = {"A": ["AH", "KS", "2C"], "B": ["QH", "3S", "4C"], "C": ["5H", "6S", "7D"], "D": ["8C", "9C", "TC"]}


def _loo_deal(dealer: str, hands: dict[str, list[str]], events: list[dict[str, Any] | str],
              **dealt: Any) -> dict[str, Any]:
    holder = {c: s for s, cards in hands.items() for c in cards}
    return {"dealer": dealer, "events": [
        {"type": "shuffle", "seat": dealer}, {"type": "cut", "seat": "C"},
        {"type": "deal", "hands": hands, "stock": ["TD", "9D", "8D"], **dealt},
        *({"type": "play", "seat": holder[e], "card": e} if isinstance(e, str) else e for e in events)]}


def loo_evening() -> dict[str, Any]:
    """A simple, all following: A and D divide the pool, B and C looed three reds each for the next pool; then A's
    double, B standing and taking every trick, D who took the widow looed."""
    simple = ("AS", "KS", "QS", "JS", "2H", "4H", "6H", "8H", "9C", "3C", "5C", "7C")
    double = {"B": LOO_DOUBLE["A"], "C": LOO_DOUBLE["B"], "D": LOO_DOUBLE["C"], "A": LOO_DOUBLE["D"]}
    widow = ["JH", "2D", "3D"]
    in_turn = [{"type": "play_in", "seat": "B"}, {"type": "pass", "seat": "C"}, {"type": "take_widow", "seat": "D"},
               {"type": "pass", "seat": "A"}]
    plays = ["AH", {"type": "play", "seat": "D", "card": "JH"}, "KS", {"type": "play", "seat": "D", "card": "2D"},
             "2C", {"type": "play", "seat": "D", "card": "3D"}]
    return _record("loo", "ABCD", [
        _loo_deal("D", LOO_SIMPLE, list(simple)),
        _loo_deal("A", double, [*in_turn, *plays], widow=widow, turn_up="9H"),
    ], {"A": "Ann", "B": "Bob", "C": "Cy", "D": "Di"})


# -- Écarté and Pool Écarté (tests/games/ecarte/test_ecarte.py) -------------------------------------------------------

ECARTE_HANDS = {"A": ["KS", "QS", "7H", "8H", "9C"], "B": ["AS", "TS", "KH", "QH", "JH"]}
ECARTE_STOCK = ["9S", "8S", "JS", "AH", "TH", "9H", "KD", "QD", "JD", "AD", "TD", "9D", "8D", "7D", "KC", "QC", "JC",
                "AC", "TC", "8C", "7C"]
#: B leads his hearts (three tricks), then A's trumps win the last two: B three tricks, A two.
B_THREE = [("B", "KH"), ("A", "7H"), ("B", "QH"), ("A", "8H"), ("B", "JH"), ("A", "9C"), ("B", "AS"), ("A", "KS"),
           ("A", "QS"), ("B", "TS")]
#: The dealer wins: the pone, holding A's cards, stands and makes two tricks (his trumps win the last).
DEALER_THREE = [("P", "9C"), ("D", "TS"), ("D", "KH"), ("P", "7H"), ("D", "QH"), ("P", "8H"), ("D", "JH"),
                ("P", "QS"), ("P", "KS"), ("D", "AS")]


def _ecarte_deal(dealer: str, pone: str, winner: str, turn_up: str = "7S") -> dict[str, Any]:
    """A deal the ``winner`` wins by two points: the pone proposes and the dealer refuses, the pone making three; or
    the pone stands and fails (foster:ecarte#refuse-scoring, #stand-scoring)."""
    if winner == pone:
        hands, answer = {dealer: ECARTE_HANDS["A"], pone: ECARTE_HANDS["B"]}, [
            {"type": "propose", "seat": pone}, {"type": "refuse", "seat": dealer}]
        order = [({"A": dealer, "B": pone}[s], c) for s, c in B_THREE]
    else:
        hands, answer = {dealer: ECARTE_HANDS["B"], pone: ECARTE_HANDS["A"]}, [{"type": "stand", "seat": pone}]
        order = [({"D": dealer, "P": pone}[s], c) for s, c in DEALER_THREE]
    return {"dealer": dealer, "pone": pone, "events": [
        {"type": "deal", "hands": hands, "turn_up": turn_up, "stock": ECARTE_STOCK}, *answer,
        *({"type": "play", "seat": s, "card": c} for s, c in order)]}


def _ecarte_stand(dealer: str, pone: str, hands: dict[str, list[str]], turn_up: str, stock: list[str],
                  order: list[tuple[str, str]]) -> dict[str, Any]:
    """The pone stands (foster:ecarte#stand) and the cards are played in ``order``."""
    return {"dealer": dealer, "pone": pone, "events": [
        {"type": "deal", "hands": hands, "turn_up": turn_up, "stock": stock}, {"type": "stand", "seat": pone},
        *({"type": "play", "seat": s, "card": c} for s, c in order)]}


def ecarte_game() -> dict[str, Any]:
    """A game to five: the King turned to A, and B, standing, makes four tricks (one each); A two; B's vole (two); A
    two more wins the game; the next game begins with B's two."""
    king = _ecarte_stand("A", "B", {"A": ["7S", "QS", "7H", "8H", "9C"], "B": ECARTE_HANDS["B"]}, "KS", ECARTE_STOCK,
                         [*B_THREE[:6], ("B", "AS"), ("A", "QS"), ("A", "7S"), ("B", "TS")])
    stock = [{"9S": "KS", "8S": "QS", "9H": "9C"}.get(c, c) for c in ECARTE_STOCK]
    vole = _ecarte_stand("A", "B", {"A": ["9S", "8S", "7H", "8H", "9H"], "B": ECARTE_HANDS["B"]}, "7S", stock,
                         [("B", "KH"), ("A", "7H"), ("B", "QH"), ("A", "8H"), ("B", "JH"), ("A", "9H"), ("B", "AS"),
                          ("A", "8S"), ("B", "TS"), ("A", "9S")])
    deals = [king, _ecarte_deal("B", "A", "A"), vole, _ecarte_deal("B", "A", "A"), _ecarte_deal("A", "B", "B")]
    return _record("ecarte", ("A", "B"), deals, {"A": "Ann", "B": "Bob"})


def pool_ecarte() -> dict[str, Any]:
    """A pool of three: B beats A (A retires, C comes in), then B beats C: two games in succession take the pool."""
    deals = [_ecarte_deal("A", "B", "B"), _ecarte_deal("C", "B", "B"), _ecarte_deal("B", "C", "B"),
             _ecarte_deal("C", "B", "B")]
    return _record("pool-ecarte", ("A", "B", "C"), deals, {"A": "Ann", "B": "Bob", "C": "Cy"},
                   start_score={"A": 0, "B": 3})
