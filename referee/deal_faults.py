"""Faults in cutting and dealing (Foster's laws 9-14; Call-Ace laws 6-10).

Each kind of ``deal_fault`` maps to what the laws make of it, with the law
that says so under each code. A code with no law on the point (the 1862
text) cites Foster's as persuasive.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .laws import Citation, cite
from .record import DealFaulted
from .rulings import Irregularity, Ruling

if TYPE_CHECKING:
    from .engine import DealReplay


@dataclass(frozen=True, slots=True)
class Fault:
    """What a deal fault gives: ``lost`` (a misdeal), ``new_deal`` (same dealer),
    ``option`` (the side entitled may demand a new deal), or ``stopped``
    (dealing out of turn: stopped before the turn-up, else the deal stands)."""

    outcome: str
    finding: str
    laws: dict[str, str]  # code name -> law id (foster's is persuasive for codes without one)


FAULTS: dict[str, Fault] = {
    "faced_in_pack": Fault("new_deal", "A card other than the trump was found faced in the pack.",
                           {"foster": "foster:11", "callace": "callace:6"}),
    "imperfect_pack": Fault("new_deal", "The pack was proved incorrect or imperfect.",
                            {"foster": "foster:11", "callace": "callace:50"}),
    "exposed_in_deal": Fault("option", "A card other than the trump was exposed during the deal.",
                             {"foster": "foster:12", "callace": "callace:7"}),
    "out_of_turn": Fault("stopped", "A player dealt out of turn.", {"foster": "foster:13", "callace": "callace:8"}),
    "wrong_pack": Fault("stopped", "The dealer dealt with the wrong pack.", {"foster": "foster:13", "callace": "callace:8"}),
    "not_cut": Fault("lost", "The cards were not properly cut.", {"foster": "foster:14", "callace": "callace:9"}),
    "mixed_rounds": Fault("lost", "gave two cards to one player and three to another in the same round.",
                          {"foster": "foster:14", "callace": "callace:9"}),
    "wrong_count": Fault("lost", "gave too many or too few cards to a player.",
                         {"foster": "foster:14", "callace": "callace:9"}),
    "counted_cards": Fault("lost", "counted the cards on the table or those remaining in the pack.",
                           {"foster": "foster:14"}),
    "dealt_incorrectly": Fault("lost", "dealt a card incorrectly and did not correct it before dealing another.",
                               {"foster": "foster:14"}),
    "reshuffled_after_cut": Fault("lost", "reshuffled the pack after it had been properly cut.",
                                  {"foster": "foster:9"}),
    "interrupted": Fault("new_deal", "The dealer was interrupted by an adversary.",
                         {"foster": "foster:14", "callace": "callace:10"}),
}


def rule_deal_fault(state: DealReplay, i: int, ev: DealFaulted) -> tuple[Ruling, str | None]:
    """The ruling on a deal fault, and the deal's status if it ends the deal."""
    fault = FAULTS[ev.kind]
    law = fault.laws.get(state.code.name)
    if law is not None:
        binding, persuasive = [cite(law)], list[Citation]()
    else:
        binding, persuasive = state.code.persuasive(fault.laws["foster"])
    dealer, nxt = state.dealer, state.left_of(state.dealer)
    finding = fault.finding if fault.finding[0].isupper() else f"{dealer} {fault.finding}"
    silent = "" if law else "The code in force is silent; Foster's law is cited as persuasive. "
    if fault.outcome == "lost":
        return Ruling(i, Irregularity.MISDEAL, binding, finding,
                      f"{silent}Misdeal: {dealer} loses the deal; {nxt} deals next.", persuasive=persuasive), "passed"
    if fault.outcome == "new_deal":
        return Ruling(i, Irregularity.NEW_DEAL, binding, finding,
                      f"{silent}A new deal by the same dealer, {dealer}; earlier scores stand.",
                      persuasive=persuasive), "redeal"
    if fault.outcome == "option":
        by_adversary = ev.seat is not None and state.side(ev.seat) != state.side(dealer)
        entitled = state.side(dealer) if by_adversary else next(s for s in state.record.sides if s != state.side(dealer))
        who = "the dealer" if by_adversary else "the adversaries"

        def new_deal() -> str:
            state.finish("redeal")
            return f"A new deal by the same dealer, {dealer}."

        state.elect_effects = {"new_deal": new_deal, "deal_stands": lambda: "The deal stands; the exposed cards cannot be called."}
        return Ruling(i, Irregularity.NEW_DEAL, binding, finding,
                      f"{silent}{who.capitalize()} ({entitled}) may have a new deal by the same dealer; "
                      "if not, cards exposed in dealing cannot be called.",
                      options=["new_deal", "deal_stands"], entitled=entitled, persuasive=persuasive), None
    if state.turn_up is None:
        return Ruling(i, Irregularity.NEW_DEAL, binding, finding,
                      f"{silent}Stopped before the trump card was turned: the deal is dealt again in its right turn.",
                      persuasive=persuasive), "redeal"
    return Ruling(i, Irregularity.DEAL_STANDS, binding, finding,
                  f"{silent}Not stopped before the trump card was turned: the deal stands good.",
                  persuasive=persuasive), None
