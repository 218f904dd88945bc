"""Euchre Game Notation (EGN) to record format 1, and back.

EGN (``../shared/data/egn/README.md``, schema ``egn-schema-v1.json``) is a JSON
log of online four-hand euchre: per deal the dealer, the up-card, the calls
of the bidding and the cards of each trick in the order played. It names no
seat for a card: the first leader follows from the ruleset's lone lead, and
the winner of each trick leads the next. This module maps it onto the
record's events without inventing facts EGN does not have:

- players 0-3 become seats ``N E S W`` (0 and 2 are partners, side ``NS``);
  ``initialScore`` becomes ``start_score``;
- the ruleset becomes ``options``: ``winning_score`` -> ``game_to`` (EGN
  plays to 10 unless it says otherwise), ``std`` -> ``stick_the_dealer``
  (EGN's default is true), ``loner_lead`` -> ``lone_lead`` and ``min_rank``
  -> ``pack`` (nines up: the 24-card pack). Any other rule in force is
  refused with :class:`EgnError`;
- each deal becomes a ``deal`` event (the up-card, and each hand that EGN
  gives or that the tricks, the discard and the up-card fix exactly), the
  calls as ``pass`` / ``turn_down`` / ``order_up`` / ``take_up`` / ``make``
  (``alone`` on the maker's call), the dealer's ``discard`` when he took up
  the card, and each trick's ``play`` events closed by ``quit_trick``;
- the metadata's ``title``, ``description`` and ``date`` become the record's
  optional fields of those names, the version and ``gameId`` its ``source``,
  and the comments on calls and plays (``callAnnotations``,
  ``playAnnotations``) the ``annotations`` of the events they comment on.
  What the record has no place for (``alternativeLines``, a player's rating,
  any field the importer does not read) is left out and named, one line for
  each kind with every place it was.

``egn_from_record`` goes the other way and lists every fact EGN cannot hold.
Only the standard library, the project's ``cards`` module and its game of Euchre (the rules of play:
the order of play, the first leader and who wins a trick, ``Game``) are used.
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable, Collection, Mapping, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from .cards import Card, Suit
from .games.euchre import EUCHRE
from .jsontext import UnreadableFile, read_json

__all__ = ["EgnError", "Imported", "record_from_egn", "egn_from_record", "import_egn_path"]

SEATS = ("N", "E", "S", "W")
RECORD_FORMAT = "euchre-record/1"
EGN_FILE_TYPE = "Euchre Game Notation"
EGN_VERSION = "1.4"
_VERSION = re.compile(r"^1(\.\d+)*$")  # 1.0.0 (the older logger) to 1.4
_EGN_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$")  # egn-schema-v1.json's pattern

#: EGN's ``loner_lead`` and the record's ``lone_lead``.
_LONE_LEAD = {"LEFT_OF_DEALER": "eldest", "LEFT_OF_LONER": "left_of_lone"}
#: EGN's ``min_rank`` and the record's ``pack`` (cards.PACKS without the joker).
_PACK_OF_MIN_RANK = {9: 24, 8: 28, 7: 32}
_MIN_RANK_OF_PACK = {24: 9, 25: 9, 28: 8, 32: 7, 33: 7, 36: 6}
_DEFAULT_PACK = 32  # foster:text, "the piquet pack, 32 cards"; cards.PACKS

#: EGN rules the engine does not play: the one value it can import, and what the rule is.
_FIXED_RULES: dict[str, tuple[bool | int, str]] = {
    "canadian": (False, "the Canadian loner (an assist must be played alone)"),
    "loner_march_score": (4, "a lone march scoring other than 4 points"),
    "loner_euchred_score": (2, "a euchred lone hand scoring other than 2 points"),
    "defend_alone": (False, "defending alone against a lone hand"),
    "farmers": (False, "the farmer's hand"),
    "partners_best": (False, "the lone player calling for his partner's best card"),
    "go_under": (False, "going under (exchanging cards with the kitty)"),
    "joker": (False, "the joker (benny)"),
    "num_players": (4, "a game for other than four players"),
    "allow_no_trump": (False, "no-trump bids"),
    "fast_break": (False, "the fast break"),
    "four_trick_tokens": (False, "four-trick tokens"),
    "num_deals": (0, "a game of a fixed number of deals"),
}
_SUPPORTED = "stick the dealer (std), winning_score, loner_lead and min_rank 9, 8 or 7"

#: Why the record has no place for an EGN field that the import leaves out, where more can be said.
_WHY_LEFT_OUT = {
    "alternativeLines": "analysis of play that did not happen; the record holds what was played",
    "finalScore": "the ruling works out the score from the deals",
}
#: The fields of each part of an EGN file that the import reads; any other is reported as left out.
_READ = {
    "file": {"fileType", "version", "metadata", "deals"},
    "metadata": {"gameId", "title", "description", "date", "players", "initialScore", "ruleset"},
    "deal": {"dealNumber", "initialState", "phases"},
    "initialState": {"dealer", "upCard", "playerCards", "player_cards", "kitty"},
    "EUCHRE_BIDDING": {"phaseNumber", "type", "calls", "isAlone", "discard", "aloneDefender", "cardExchanges",
                       "callAnnotations"},
    "TRICK_PLAY": {"phaseNumber", "type", "tricks", "isAlone", "initialLead", "playAnnotations"},
}
#: The metadata the record keeps as its own optional fields.
_DESCRIPTIVE = ("title", "description", "date")

#: The record's option defaults, for telling what an export leaves out.
_OPTION_DEFAULTS: dict[str, Any] = {
    "joker": False, "lap": False, "slam": False, "jambone": False, "jamboree": False, "rubbers": True,
}

#: Why EGN cannot hold an event of each type that it has no place for.
_NOT_IN_EGN = {
    "cut_for_deal": "EGN does not record the cut for partners and deal",
    "shuffle": "EGN does not record shuffles",
    "cut": "EGN does not record the cut",
    "deal_fault": "EGN has no faults in the deal",
    "declare": "EGN has no jambone or jamboree",
    "go_alone": "EGN records a lone hand only on the call that makes the trump",
    "call_partner": "EGN has no call-ace partner call",
    "expose": "EGN records no exposed cards",
    "remark": "EGN records no remarks",
    "look_back": "EGN records no looking back at quitted tricks",
    "claim": "EGN records no claims",
    "show": "EGN records no shown hands",
    "elect": "EGN records no penalty elections",
    "call": "EGN records no penalty calls",
    "abandon": "EGN cannot say the hand was abandoned: it would read as unfinished",
    "outcome": "EGN records every card of a deal, not an outcome agreed without them",
    "bell": "EGN has no Progressive Euchre bell",
    "throw_up": "EGN has no hand thrown up (Set-back)",
}
#: The fields of each event that EGN holds; any other field is reported as left out.
_HELD_FIELDS = {
    "deal": {"type", "seat", "hands", "turn_up"},
    "pass": {"type", "seat", "annotations"},
    "turn_down": {"type", "seat", "annotations"},
    "order_up": {"type", "seat", "alone", "annotations"},
    "take_up": {"type", "seat", "alone", "annotations"},
    "make": {"type", "seat", "suit", "alone", "annotations"},
    "discard": {"type", "seat", "card", "to_partner"},
    "play": {"type", "seat", "card", "annotations"},
    "quit_trick": {"type", "seat"},
    "correct": {"type", "seat", "card"},
    "take_back": {"type", "seat", "card"},
}


class EgnError(ValueError):
    """An EGN file (or a record to export) that cannot be converted.

    ``errors`` lists ``{"path": ..., "value": ..., "message": ...}``, each
    naming a field by its path in the input (``deals[3].phases[1].tricks[2][1]``).
    """

    def __init__(self, errors: list[dict[str, Any]]) -> None:
        self.errors = errors
        lines = [f"{e['path'] or '(top)'}: {e['message']} (value: {_short(e['value'])})" for e in errors]
        super().__init__("cannot convert:\n  " + "\n  ".join(lines))


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


class _Problems:
    """Errors collected while reading, raised together; and what the reading leaves out."""

    def __init__(self) -> None:
        self.errors: list[dict[str, Any]] = []
        self.left: dict[str, list[str]] = {}  # what was left out and why -> where

    def add(self, path: str, value: Any, message: str) -> None:
        self.errors.append({"path": path, "value": value, "message": message})

    def unread(self, obj: Mapping[str, Any], read: Collection[str], at: str, why: str = "") -> None:
        """Note each field of ``obj`` not in ``read`` as left out."""
        for key in obj:
            if key not in read:
                what = f"{key} left out: {why or _WHY_LEFT_OUT.get(key, 'the record has no place for it')}"
                self.left.setdefault(what, []).append(at or "(top)")

    def left_out(self) -> list[str]:
        """One line for each kind of thing left out, naming every place: ``deals[0], deals[3]: ...``."""
        return [f"{', '.join(places)}: {what}" for what, places in self.left.items()]

    def __len__(self) -> int:
        return len(self.errors)

    def raise_any(self) -> None:
        if self.errors:
            raise EgnError(self.errors)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _play_order(leader: int, sitting_out: int | None) -> list[int]:
    """Seats in playing order from ``leader``, without a lone player's partner (``Game.play_order``)."""
    out = (SEATS[sitting_out],) if sitting_out is not None else ()
    return [SEATS.index(s) for s in EUCHRE.play_order(SEATS, SEATS[leader], out)]


def _first_leader(dealer: int, lone: int | None, sitting_out: int | None, lone_lead: str) -> int:
    """Who leads first (``Game.first_leader``): the eldest hand, or the player on his left if the eldest's partner
    plays alone (foster:text#lead; EGN's LEFT_OF_DEALER); under the house custom ``left_of_lone``, the lone
    player's left-hand opponent."""
    out = (SEATS[sitting_out],) if sitting_out is not None else ()
    return SEATS.index(EUCHRE.first_leader(SEATS, SEATS[dealer], SEATS[lone] if lone is not None else None, out,
                                           lone_lead))


def _winner(plays: Sequence[tuple[int, str]], trump: str) -> int:
    seat = EUCHRE.ranking(Suit.parse(trump)).trick_winner([(SEATS[s], Card.parse(c)) for s, c in plays])
    return SEATS.index(seat)


# -- EGN to record ----------------------------------------------------------


class _CardReader:
    """EGN cards (``9s``, ``Nc``, ``TD``, ``R``/``L`` once trump is known) to record cards."""

    def __init__(self, min_rank: int, problems: _Problems) -> None:
        self.ranks = "789TJQKA"[min_rank - 7:]
        self.min_rank = min_rank
        self.problems = problems

    def read(self, value: Any, path: str, trump: str | None = None) -> str | None:
        why = self._why_not(value, trump)
        if why is None:
            return self._convert(value, trump)
        self.problems.add(path, value, why)
        return None

    def _convert(self, value: str, trump: str | None) -> str:
        if value in ("R", "L"):
            assert trump is not None
            return "J" + (trump if value == "R" else Suit.parse(trump).partner.value)
        rank = "9" if value[0] == "N" else value[0]
        return rank + value[1].upper()

    def _why_not(self, value: Any, trump: str | None) -> str | None:
        if not isinstance(value, str):
            return "not a card: expected a string like '9s'"
        if value in ("R", "L"):
            return None if trump else "a bower letter (R, L) where no trump is made"
        if value == "B":
            return "the joker, but the ruleset has no joker"
        if len(value) != 2:
            return "unknown card"
        rank, suit = value[0], value[1]
        if rank == "X" or suit == "x":
            return "an unknown card (X) cannot be recorded"
        if suit in "tng":
            return "a generic suit (t, n, g) cannot be recorded"
        if suit not in "shdcSHDC":
            return "unknown card"
        if rank == "N":
            rank = "9"
        if rank not in "789TJQKA":
            return "unknown card"
        if rank not in self.ranks:
            return f"not in the pack in use (min_rank {self.min_rank})"
        return None


def record_from_egn(egn: Mapping[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The record (``euchre-record/1``) of a game in EGN, as loaded from JSON,
    and one readable line for each kind of thing the record has no place for
    and left out, naming where each was (``deals[0], deals[3]: ...``).

    Raises :class:`EgnError` naming each malformed field, and each rule in
    force that the engine does not play, by its path and value.
    """
    p = _Problems()
    if not isinstance(egn, Mapping):
        raise EgnError([{"path": "", "value": egn, "message": "an EGN file is a JSON object"}])
    p.unread(egn, _READ["file"], "")
    if egn.get("fileType") != EGN_FILE_TYPE:
        p.add("fileType", egn.get("fileType"), f"expected {EGN_FILE_TYPE!r}")
    version = egn.get("version")
    if not isinstance(version, str) or not _VERSION.match(version):
        p.add("version", version, "not an EGN version this importer reads (1.x)")
    meta = egn.get("metadata")
    if not isinstance(meta, Mapping):
        p.add("metadata", meta, "missing or not an object")
        meta = {}
    p.unread(meta, _READ["metadata"], "metadata")
    described = {key: meta[key] for key in _DESCRIPTIVE if key in meta}
    source = {"notation": EGN_FILE_TYPE, "version": version}
    if "gameId" in meta:
        source["game_id"] = meta["gameId"]
    for key in (*_DESCRIPTIVE, "gameId"):
        if key in meta and not isinstance(meta[key], str):
            p.add(f"metadata.{key}", meta[key], "not a string")
    players = _read_players(meta.get("players"), p)
    start = _read_score(meta.get("initialScore"), p)
    options, min_rank = _read_ruleset(meta.get("ruleset", {}), p)
    deals = egn.get("deals")
    record_deals: list[dict[str, Any]] = []
    if not isinstance(deals, list):
        p.add("deals", deals, "missing or not a list")
    else:
        cards = _CardReader(min_rank, p)
        for i, deal in enumerate(deals):
            read = _read_deal(deal, f"deals[{i}]", options, cards, p)
            if read is not None:
                record_deals.append(read)
    p.raise_any()
    return {
        "format": RECORD_FORMAT,
        "game": "euchre",
        "code": "foster",
        **described,
        "source": source,
        "options": options,
        "seats": list(SEATS),
        "players": players,
        "start_score": start,
        "deals": record_deals,
    }, p.left_out()


def _read_players(players: Any, p: _Problems) -> dict[str, str]:
    if not isinstance(players, list):
        p.add("metadata.players", players, "missing or not a list")
        return {}
    if len(players) != 4:
        p.add("metadata.players", players, f"{len(players)} players; four-hand euchre has four")
        return {}
    names: dict[str, str] = {}
    for i, player in enumerate(players):
        if isinstance(player, Mapping):
            p.unread(player, {"name"}, f"metadata.players[{i}]", "the record keeps only each player's name")
        name = player.get("name") if isinstance(player, Mapping) else player
        if not isinstance(name, str):
            p.add(f"metadata.players[{i}]", player, "not a name or a player object with a name")
        else:
            names[SEATS[i]] = name
    return names


def _read_score(score: Any, p: _Problems) -> dict[str, int]:
    if not isinstance(score, list) or len(score) != 2 or not all(_is_int(x) for x in score):
        p.add("metadata.initialScore", score, "missing or not two whole numbers [NS, EW]")
        return {"NS": 0, "EW": 0}
    return {"NS": score[0], "EW": score[1]}


def _read_ruleset(rules: Any, p: _Problems) -> tuple[dict[str, Any], int]:
    at = "metadata.ruleset"
    if not isinstance(rules, Mapping):
        p.add(at, rules, "not an object")
        rules = {}
    options: dict[str, Any] = {"game_to": 10, "stick_the_dealer": True, "lone_lead": "eldest", "pack": 24}
    min_rank = 9
    for name, value in rules.items():
        path = f"{at}.{name}"
        if name == "std":
            if isinstance(value, bool):
                options["stick_the_dealer"] = value
            else:
                p.add(path, value, "not a boolean")
        elif name == "winning_score":
            if not _is_int(value) or value < 0:
                p.add(path, value, "not a whole number of points")
            elif value == 0:
                p.add(path, value, "unsupported rule: no winning score; the engine plays a game to a number of points")
            else:
                options["game_to"] = value
        elif name == "loner_lead":
            if value in _LONE_LEAD:
                options["lone_lead"] = _LONE_LEAD[value]
            else:
                p.add(path, value, f"not one of {', '.join(_LONE_LEAD)}")
        elif name == "min_rank":
            if not _is_int(value):
                p.add(path, value, "not a whole number")
            elif value not in _PACK_OF_MIN_RANK:
                p.add(path, value, "unsupported rule: the engine plays packs of nines, eights or sevens up")
            else:
                min_rank = value
                options["pack"] = _PACK_OF_MIN_RANK[value]
        elif name in _FIXED_RULES:
            allowed, what = _FIXED_RULES[name]
            if type(value) is not type(allowed):
                p.add(path, value, f"not a {'boolean' if isinstance(allowed, bool) else 'whole number'}")
            elif value != allowed and not (name == "num_deals" and value == 0):
                p.add(path, value, f"unsupported rule: {what}; the engine plays only {_SUPPORTED}")
        else:
            p.add(path, value, f"unknown rule; the engine plays only {_SUPPORTED}")
    return options, min_rank


def _read_deal(
    deal: Any, at: str, options: Mapping[str, Any], cards: _CardReader, p: _Problems,
) -> dict[str, Any] | None:
    """One EGN deal as a record deal, or ``None`` (with problems added)."""
    if isinstance(deal, str):
        p.add(at, deal, "an encoded deal; only deals written out in JSON can be imported")
        return None
    if not isinstance(deal, Mapping):
        p.add(at, deal, "a deal must be an object")
        return None
    before = len(p)
    p.unread(deal, _READ["deal"], at)
    if not _is_int(deal.get("dealNumber")) or deal["dealNumber"] < 0:
        p.add(f"{at}.dealNumber", deal.get("dealNumber"), "missing or not a whole number")
    state = deal.get("initialState")
    if not isinstance(state, Mapping):
        p.add(f"{at}.initialState", state, "missing or not an object")
        return None
    p.unread(state, _READ["initialState"], f"{at}.initialState")
    dealer = state.get("dealer")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer <= 3:
        p.add(f"{at}.initialState.dealer", dealer, "missing or not a player index 0-3")
    up = cards.read(state.get("upCard"), f"{at}.initialState.upCard")
    bidding, bid_at, play, play_at = _read_phases(deal.get("phases"), at, p)
    if len(p) > before:
        return None
    assert up is not None and isinstance(dealer, int)

    # The bidding: calls[k] is made by the player k+1 places to the dealer's left.
    bids: list[dict[str, Any]] = []
    trump: str | None = None
    maker: int | None = None
    first_round = False
    alone = False
    if bidding is not None:
        alone = _read_alone(bidding, play, bid_at, play_at, p)
        calls = bidding.get("calls")
        if not isinstance(calls, list):
            p.add(f"{bid_at}.calls", calls, "missing or not a list")
            calls = []
        for k, call in enumerate(calls):
            path = f"{bid_at}.calls[{k}]"
            seat = (dealer + 1 + k) % 4
            if maker is not None:
                p.add(path, call, "a call after the trump was made")
                break
            if k >= 8:
                p.add(path, call, "a ninth call: the bidding has two rounds of four")
                break
            if call == "Pass":
                bids.append({"type": "turn_down" if k == 3 else "pass", "seat": SEATS[seat]})
            elif call == "Order" and k < 4:
                bids.append({"type": "take_up" if seat == dealer else "order_up", "seat": SEATS[seat]})
                trump, maker, first_round = up[1], seat, True
            elif call in ("s", "h", "d", "c") and k >= 4:
                bids.append({"type": "make", "seat": SEATS[seat], "suit": call.upper()})
                trump, maker = call.upper(), seat
            elif call == "n":
                p.add(path, call, "unsupported rule: a no-trump bid (allow_no_trump)")
            elif call == "x":
                p.add(path, call, "an unknown call cannot be recorded")
            else:
                round_ = "first round (Pass or Order)" if k < 4 else "second round (Pass or a suit s, h, d, c)"
                p.add(path, call, f"not a call of the {round_}")
        if alone:
            if maker is None:
                p.add(f"{bid_at}.isAlone", True, "a lone hand, but no one made the trump")
            else:
                bids[-1]["alone"] = True
        for key in ("aloneDefender", "cardExchanges"):
            if key in bidding and bidding[key] not in (-1, []):
                what = "defending alone" if key == "aloneDefender" else "exchanging cards (partners_best, go_under)"
                p.add(f"{bid_at}.{key}", bidding[key], f"unsupported rule: {what}")
    lone = maker if alone else None
    sitting_out = None if lone is None else (lone + 2) % 4
    # The dealer takes the turn-up into his hand unless his partner plays alone (foster:text).
    taken = first_round and dealer != sitting_out
    discard = None
    if bidding is not None and "discard" in bidding:
        discard = cards.read(bidding["discard"], f"{bid_at}.discard", trump)
        if discard is not None and not first_round:
            p.add(f"{bid_at}.discard", bidding["discard"], "a discard, but no one ordered up the turn-up")

    given, hands_at = _read_hands(state, at, trump, cards, p)
    stock = _read_kitty(state, at, cards, p)
    if len(p) > before:
        return None

    # Where each card lies, to refuse a card in two places.
    where: dict[str, str] = {}
    for seat, hand in given.items():
        for j, card in enumerate(hand):
            _place(where, card, _in_hand(seat), f"{hands_at}[{seat}][{j}]", p)
    _place(where, up, "the up-card", f"{at}.initialState.upCard", p)
    for j, card in enumerate(stock or ()):
        _place(where, card, "in the kitty", f"{at}.initialState.kitty[{j}]", p)

    if discard is not None:
        assert bidding is not None
        comes_from = (_in_hand(dealer), "the up-card")
        if where.get(discard, comes_from[0]) not in comes_from or (dealer in given and discard not in where):
            lies = where.get(discard, "not in the hand dealt to him")
            p.add(f"{bid_at}.discard", bidding["discard"], f"the dealer discards {discard}, but that card is {lies}")
        where[discard] = "the dealer's discard"
    leader = _first_leader(dealer, lone, sitting_out, options["lone_lead"])
    plays, played, complete = _read_tricks(
        play, play_at, dealer, trump, sitting_out, taken, up, given, where, leader, cards, p,
    )
    if taken and complete and discard is not None and up not in played[dealer] + [discard]:
        p.add(f"{bid_at}.discard", bidding["discard"] if bidding else None,
              "the dealer took up the up-card, but neither played it nor discarded it")
    if len(p) > before:
        return None
    if bidding is not None:  # the calls and plays are all read: the comments' indices can be checked
        _annotate(bids, bidding.get("callAnnotations"), f"{bid_at}.callAnnotations", p)
    if play is not None:
        _annotate([e for e in plays if e["type"] == "play"], play.get("playAnnotations"),
                  f"{play_at}.playAnnotations", p)

    hands = _known_hands(given, played, complete, dealer, sitting_out, taken, up, discard)
    dealt: dict[str, Any] = {"type": "deal"}
    if hands:
        dealt["hands"] = {SEATS[s]: hands[s] for s in sorted(hands)}
    dealt["turn_up"] = up
    if stock is not None:
        dealt["stock"] = stock
    events: list[dict[str, Any]] = [dealt, *bids]
    if discard is not None or (taken and plays):
        event: dict[str, Any] = {"type": "discard", "seat": SEATS[dealer]}
        if discard is not None:
            event["card"] = discard
        events.append(event)
    events.extend(plays)
    return {"dealer": SEATS[dealer], "events": events}


def _annotate(events: list[dict[str, Any]], notes: Any, at: str, p: _Problems) -> None:
    """EGN's comments on the calls or the plays (``{"4": ["[?] ..."]}``, keyed by
    the index of the call, or of the card among all played) as each event's
    ``annotations``."""
    if notes is None:
        return
    if not isinstance(notes, Mapping):
        p.add(at, notes, "not an object of comments by index")
        return
    for key, texts in notes.items():
        if not (isinstance(key, str) and key.isdigit() and int(key) < len(events)):
            p.add(f"{at}.{key}", texts, f"not the index of one of the {len(events)} calls or plays")
        elif not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
            p.add(f"{at}.{key}", texts, "not a list of comments")
        else:
            events[int(key)]["annotations"] = list(texts)


def _read_phases(
    phases: Any, at: str, p: _Problems,
) -> tuple[Mapping[str, Any] | None, str, Mapping[str, Any] | None, str]:
    bidding: Mapping[str, Any] | None = None
    play: Mapping[str, Any] | None = None
    bid_at = play_at = ""
    if not isinstance(phases, list):
        p.add(f"{at}.phases", phases, "missing or not a list")
        return None, "", None, ""
    for j, phase in enumerate(phases):
        path = f"{at}.phases[{j}]"
        kind = phase.get("type") if isinstance(phase, Mapping) else None
        if kind in ("EUCHRE_BIDDING", "TRICK_PLAY"):
            p.unread(phase, _READ[kind], path)
        if kind == "EUCHRE_BIDDING" and bidding is None and play is None:
            bidding, bid_at = phase, path
        elif kind == "TRICK_PLAY" and play is None:
            play, play_at = phase, path
        elif kind in ("EUCHRE_BIDDING", "TRICK_PLAY"):
            p.add(f"{path}.type", kind, "a second bidding phase, or the bidding after the play")
        else:
            p.add(f"{path}.type", kind, "not a phase: expected EUCHRE_BIDDING or TRICK_PLAY")
    return bidding, bid_at, play, play_at


def _read_alone(
    bidding: Mapping[str, Any], play: Mapping[str, Any] | None, bid_at: str, play_at: str, p: _Problems,
) -> bool:
    """``isAlone``, which EGN may give on either phase; they must agree."""
    said: dict[str, bool] = {}
    for phase, path in ((bidding, bid_at), (play, play_at)):
        if phase is not None and "isAlone" in phase:
            if isinstance(phase["isAlone"], bool):
                said[path] = phase["isAlone"]
            else:
                p.add(f"{path}.isAlone", phase["isAlone"], "not a boolean")
    if len(set(said.values())) > 1:
        p.add(f"{play_at}.isAlone", said[play_at], "disagrees with the bidding's isAlone")
    return any(said.values())


def _read_hands(
    state: Mapping[str, Any], at: str, trump: str | None, cards: _CardReader, p: _Problems,
) -> tuple[dict[int, list[str]], str]:
    """``playerCards`` (or the older logger's ``player_cards``), by seat, and
    their path: an empty list is an unknown hand."""
    key = "playerCards" if "playerCards" in state else "player_cards"
    lists = state.get(key, [])
    path = f"{at}.initialState.{key}"
    if not isinstance(lists, list) or len(lists) > 4:
        p.add(path, lists, "not a list of at most four hands")
        return {}, path
    hands: dict[int, list[str]] = {}
    for seat, hand in enumerate(lists):
        if not isinstance(hand, list) or len(hand) not in (0, 5):
            p.add(f"{path}[{seat}]", hand, "a hand is five cards, or an empty list when unknown")
        elif hand:
            read = [cards.read(c, f"{path}[{seat}][{j}]", trump) for j, c in enumerate(hand)]
            hands[seat] = [c for c in read if c is not None]
    return hands, path


def _read_kitty(state: Mapping[str, Any], at: str, cards: _CardReader, p: _Problems) -> list[str] | None:
    """The older logger's ``kitty``: the cards left under the up-card, when all are known."""
    kitty = state.get("kitty")
    if kitty is None:
        return None
    if not isinstance(kitty, list) or not all(isinstance(c, str) for c in kitty):
        p.add(f"{at}.initialState.kitty", kitty, "not a list of cards")
        return None
    if not kitty or "" in kitty:
        return None  # unknown
    read = [cards.read(c, f"{at}.initialState.kitty[{j}]") for j, c in enumerate(kitty)]
    return [c for c in read if c is not None]


def _in_hand(seat: int) -> str:
    return f"in {SEATS[seat]}'s hand"


def _place(where: dict[str, str], card: str, place: str, path: str, p: _Problems) -> None:
    """Note where ``card`` lies at the deal (``place``: ``"the up-card"``, ``"in N's hand"``)."""
    if card in where:
        p.add(path, card, f"{card} is {place} but also {where[card]}")
    else:
        where[card] = place


def _read_tricks(
    play: Mapping[str, Any] | None, at: str, dealer: int, trump: str | None, sitting_out: int | None,
    taken: bool, up: str, given: Mapping[int, list[str]], where: dict[str, str], leader: int,
    cards: _CardReader, p: _Problems,
) -> tuple[list[dict[str, Any]], dict[int, list[str]], bool]:
    """The play events, the cards each seat played, and whether all five tricks were played.

    ``leader`` leads the first trick unless the older logger's ``initialLead`` says who did."""
    events: list[dict[str, Any]] = []
    played: dict[int, list[str]] = {s: [] for s in range(4)}
    if play is None:
        return events, played, False
    tricks = play.get("tricks")
    if not isinstance(tricks, list):
        p.add(f"{at}.tricks", tricks, "missing or not a list")
        return events, played, False
    if tricks and trump is None:
        p.add(f"{at}.tricks", tricks, "tricks played, but the bidding made no trump")
        return events, played, False
    if "initialLead" in play:  # the older logger's record of who led the first trick
        first = play["initialLead"]
        if not _is_int(first) or not 0 <= first <= 3 or first == sitting_out:
            p.add(f"{at}.initialLead", first, "not the index of a player in the hand")
            return events, played, False
        leader = first
    complete = 0
    for t, trick in enumerate(tricks):
        path = f"{at}.tricks[{t}]"
        order = _play_order(leader, sitting_out)
        if t >= 5:
            p.add(path, trick, "a sixth trick")
            break
        last = t == len(tricks) - 1
        if not isinstance(trick, list) or len(trick) > len(order) or (len(trick) < len(order) and not last):
            p.add(path, trick, f"a trick is {len(order)} cards here (only the last may stop short)")
            break
        read = [cards.read(c, f"{path}[{j}]", trump) for j, c in enumerate(trick)]
        if None in read:
            break
        plays = list(zip(order, read))
        for j, (seat, card) in enumerate(plays):
            assert card is not None
            cpath = f"{path}[{j}]"
            played_here = f"played by {SEATS[seat]} in trick {t + 1}"
            if card == up and taken and seat == dealer and where.get(up) == "the up-card":
                where[up] = played_here
            elif seat in given and card not in given[seat]:
                p.add(cpath, trick[j], f"{SEATS[seat]} plays {card}, which is not in the hand dealt to him")
            elif where.get(card, _in_hand(seat)) != _in_hand(seat):
                p.add(cpath, trick[j], f"{SEATS[seat]} plays {card}, but that card is {where[card]}")
            else:
                where[card] = played_here
            played[seat].append(card)
            events.append({"type": "play", "seat": SEATS[seat], "card": card})
        if len(plays) == len(order):
            events.append({"type": "quit_trick"})
            leader = _winner([(s, c) for s, c in plays if c is not None], trump)  # type: ignore[arg-type]
            complete += 1
    return events, played, complete == 5


def _known_hands(
    given: Mapping[int, list[str]], played: Mapping[int, list[str]], complete: bool, dealer: int,
    sitting_out: int | None, taken: bool, up: str, discard: str | None,
) -> dict[int, list[str]]:
    """Each hand as dealt that EGN gives or the play fixes exactly.

    A player who played all five tricks was dealt the cards he played, except
    the dealer who took up the turn-up: he was dealt his cards played and his
    discard, less the turn-up, so his hand is known only with his discard.
    (When he never played the turn-up, an unrecorded discard must have been
    that card; this importer does not write down that inference.)"""
    hands = {s: list(h) for s, h in given.items()}
    if not complete:
        return hands
    for seat in range(4):
        if seat in hands or seat == sitting_out:
            continue
        cards = list(played[seat])
        if seat == dealer and taken:
            if discard is None:
                continue
            cards.append(discard)
            cards.remove(up)  # the up-card lies in his play or is his discard (checked by the reader)
        hands[seat] = cards
    return hands


# -- record to EGN ------------------------------------------------------------


def _to_egn(code: str) -> str:
    """A checked record card in EGN's notation: ``9s``, ``Th``; the joker ``B``."""
    return "B" if code == "JK" else code[0] + code[1].lower()


def egn_from_record(record: Mapping[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """A four-hand euchre record in EGN (valid under ``egn-schema-v1.json``),
    and one readable message for each fact EGN cannot express that was left out.

    Raises :class:`EgnError` for a record that is not four-hand euchre, or
    that is malformed where the export reads it.
    """
    p = _Problems()
    notes: list[str] = []
    if not isinstance(record, Mapping):
        raise EgnError([{"path": "record", "value": record, "message": "a record is a JSON object"}])
    if record.get("format") != RECORD_FORMAT:
        p.add("format", record.get("format"), f"expected {RECORD_FORMAT!r}")
    if record.get("game") != "euchre":
        p.add("game", record.get("game"), "EGN records four-hand euchre only")
    seats = record.get("seats")
    if not (isinstance(seats, list) and len(seats) == 4 and all(isinstance(s, str) for s in seats)
            and len(set(seats)) == 4):
        p.add("seats", seats, "four-hand euchre has four distinct seats")
    deals = record.get("deals")
    if not isinstance(deals, list):
        p.add("deals", deals, "missing or not a list")
    options = record.get("options", {})
    if not isinstance(options, Mapping):
        p.add("options", options, "not an object")
    p.raise_any()
    assert isinstance(seats, list) and isinstance(deals, list) and isinstance(options, Mapping)

    for key in record:
        if key not in ("format", "game", "code", "options", "seats", "players", "start_score", "deals",
                       *_DESCRIPTIVE, "source"):
            notes.append(f"{key}: EGN has no place for this field; left out")
    metadata = _metadata(record, notes, p)
    if record.get("code", "foster") != "foster":
        notes.append(f"code: EGN does not say under which law code a game was played; "
                     f"{record.get('code')!r} left out")
    if seats != list(SEATS):
        notes.append(f"seats: {', '.join(seats)} become EGN players 0-3, read back as N, E, S, W")
    ruleset = _ruleset(options, notes, p)
    players = record.get("players", {})
    if not isinstance(players, Mapping):
        p.add("players", players, "not an object")
        players = {}
    names = [players.get(s, "") for s in seats]
    for k, (s, name) in enumerate(zip(seats, names)):
        if not isinstance(name, str):
            p.add(f"players.{s}", name, "not a name")
        else:
            names[k] = _clip(name, 64, f"players.{s}", notes)
    sides = (seats[0] + seats[2], seats[1] + seats[3])
    start = record.get("start_score") or {}
    if not isinstance(start, Mapping) or not all(_is_int(start.get(side, 0)) for side in sides):
        p.add("start_score", start, "not a whole number for each side")
        start = {}
    egn_deals: list[dict[str, Any]] = []
    for i, deal in enumerate(deals):
        out = _export_deal(deal, f"deals[{i}]", len(egn_deals), seats, options, notes, p)
        if out is not None:
            egn_deals.append(out)
    p.raise_any()
    egn = {
        "fileType": EGN_FILE_TYPE,
        "version": EGN_VERSION,
        "metadata": {
            **metadata,
            "players": names,
            "initialScore": [start.get(sides[0], 0), start.get(sides[1], 0)],
            "ruleset": ruleset,
        },
        "deals": egn_deals,
    }
    return egn, notes


def _clip(text: str, limit: int, path: str, notes: list[str]) -> str:
    """``text`` cut to EGN's ``limit`` of characters, noting what is cut off."""
    if len(text) > limit:
        notes.append(f"{path}: EGN allows at most {limit} characters here; {text[limit:]!r} left out")
    return text[:limit]


def _metadata(record: Mapping[str, Any], notes: list[str], p: _Problems) -> dict[str, Any]:
    """EGN's ``title``, ``description``, ``date`` and ``gameId`` from the record's own optional fields."""
    metadata: dict[str, Any] = {}
    for key, limit in zip(_DESCRIPTIVE, (128, 1024, 64)):
        if key not in record:
            continue
        value = record[key]
        if not isinstance(value, str):
            p.add(key, value, "not a string")
        elif key == "date" and not _EGN_DATE.match(value):
            notes.append(f"date: EGN writes a date as 2026-05-29T16:30; {value!r} left out")
        else:
            metadata[key] = _clip(value, limit, key, notes)
    source = record.get("source", {})
    if not isinstance(source, Mapping):
        p.add("source", source, "not an object")
        source = {}
    for key, value in source.items():
        if key == "game_id" and isinstance(value, str):
            metadata["gameId"] = _clip(value, 64, "source.game_id", notes)
        elif (key, value) not in (("notation", EGN_FILE_TYPE), ("version", EGN_VERSION)):
            notes.append(f"source.{key}: {value!r} left out: this is a new file in EGN {EGN_VERSION}")
    return metadata


def _ruleset(options: Mapping[str, Any], notes: list[str], p: _Problems) -> dict[str, Any]:
    game_to = options.get("game_to", 5)
    if not _is_int(game_to) or game_to < 1:
        p.add("options.game_to", game_to, "not a number of points")
    lone_lead = options.get("lone_lead", "eldest")
    egn_lead = {v: k for k, v in _LONE_LEAD.items()}.get(lone_lead)
    if egn_lead is None:
        p.add("options.lone_lead", lone_lead, "not eldest or left_of_lone")
    std = options.get("stick_the_dealer", False)
    if not isinstance(std, bool):
        p.add("options.stick_the_dealer", std, "not a boolean")
    joker = options.get("joker", False)
    pack = options.get("pack", _DEFAULT_PACK + (1 if joker is True else 0))
    if pack not in _MIN_RANK_OF_PACK:
        p.add("options.pack", pack, f"not a pack EGN can name ({', '.join(map(str, _MIN_RANK_OF_PACK))})")
        pack = _DEFAULT_PACK
    ruleset: dict[str, Any] = {
        "std": std,
        "min_rank": _MIN_RANK_OF_PACK[pack],
        "winning_score": game_to,
        "loner_lead": egn_lead,
    }
    if pack in (25, 33) or joker is True:
        ruleset["joker"] = True
    for name, value in options.items():
        if name in ("game_to", "lone_lead", "stick_the_dealer", "pack", "joker"):
            continue
        if name not in _OPTION_DEFAULTS or value != _OPTION_DEFAULTS[name]:
            notes.append(f"options.{name}: EGN's ruleset has no such rule; {name}={value!r} left out")
    return ruleset


def _describe(event: Mapping[str, Any]) -> str:
    """``claim by W {"against": "N", "kind": "revoke"}``."""
    text = str(event.get("type"))
    if "seat" in event:
        text += f" by {event['seat']}"
    rest = {k: v for k, v in event.items() if k not in ("type", "seat")}
    return text + (" " + json.dumps(rest, sort_keys=True) if rest else "")


def _export_deal(
    deal: Any, at: str, number: int, seats: list[str], options: Mapping[str, Any], notes: list[str],
    p: _Problems,
) -> dict[str, Any] | None:
    if not isinstance(deal, Mapping) or deal.get("dealer") not in seats or not isinstance(deal.get("events"), list):
        p.add(at, deal, "a deal is an object with a dealer at the table and a list of events")
        return None
    events = deal["events"]
    for key in deal:
        if key not in ("dealer", "events"):
            notes.append(f"{at}.{key}: EGN has no place for this field; left out")
    if not any(isinstance(e, Mapping) and e.get("type") == "deal" and e.get("turn_up") is not None for e in events):
        kinds = ", ".join(_describe(e) if isinstance(e, Mapping) else repr(e) for e in events) or "none"
        notes.append(f"{at}: the whole deal left out: EGN needs each deal's up-card, and none is recorded "
                     f"(events: {kinds})")
        return None
    walk = _DealExport(at, seats.index(deal["dealer"]), seats, options, notes, p)
    walk.run(events)
    return walk.egn(number)


class _DealExport:
    """Walks one record deal's events in order and builds its EGN deal.

    EGN gives each call to the next player in turn and infers who plays each
    card; at the first fact that does not fit (a call or a card out of turn,
    say) the walk stops, and that fact and all after it are reported."""

    def __init__(
        self, at: str, dealer: int, seats: list[str], options: Mapping[str, Any], notes: list[str],
        p: _Problems,
    ) -> None:
        self.at, self.dealer, self.seats, self.notes, self.p = at, dealer, seats, notes, p
        self.lone_lead = options.get("lone_lead", "eldest")
        self.up: str | None = None
        self.hands: list[list[str]] | None = None
        self.calls: list[str] = []
        self.call_notes: dict[str, list[str]] = {}  # EGN's callAnnotations
        self.play_notes: dict[str, list[str]] = {}  # and playAnnotations
        self.alone = False
        self.trump: str | None = None
        self.maker: int | None = None
        self.first_round = False
        self.discarded = False
        self.discard: str | None = None
        self.tricks: list[list[str]] = []
        self.current: list[tuple[int, str, str, Mapping[str, Any]]] = []  # seat, card, path, event
        self.leader: int | None = None
        self.stopped: str | None = None

    def run(self, events: list[Any]) -> None:
        for j, event in enumerate(events):
            path = f"{self.at}.events[{j}]"
            if not isinstance(event, Mapping) or not isinstance(event.get("type"), str):
                self.p.add(path, event, "not an event")
                continue
            kind = event["type"]
            if self.stopped is not None:
                self.notes.append(f"{path}: {_describe(event)} left out (after {self.stopped})")
                continue
            for name in event:
                if kind in _HELD_FIELDS and name not in _HELD_FIELDS[kind]:
                    self.notes.append(f"{path}.{name}: EGN has no place for the {kind}'s {name}; "
                                      f"{name}={event[name]!r} left out")
            self.dispatch(kind, event, path)
            if self.stopped not in (None, path):  # the walk stopped at an earlier play of this trick
                self.notes.append(f"{path}: {_describe(event)} left out (after {self.stopped})")
        if self.current:
            self.close_trick()  # the last trick, perhaps unfinished

    def dispatch(self, kind: str, event: Mapping[str, Any], path: str) -> None:
        if kind == "deal":
            self.on_deal(event, path)
        elif kind in ("pass", "turn_down", "order_up", "take_up", "make"):
            self.on_call(event, path)
        elif kind == "discard":
            self.on_discard(event, path)
        elif kind == "play":
            self.on_play(event, path)
        elif kind == "quit_trick":
            if self.current and len(self.current) < len(self.order()):
                self.stop(path, f"a trick quitted with {len(self.current)} cards")
            elif self.current:
                self.close_trick()
        elif kind in ("take_back", "correct"):
            self.on_retract(event, path)
        elif kind == "abandon":
            self.stop(path, f"{_describe(event)}: {_NOT_IN_EGN['abandon']}")
        else:
            why = _NOT_IN_EGN.get(kind, "EGN has no such event")
            self.notes.append(f"{path}: {_describe(event)} left out: {why}")

    def stop(self, path: str, why: str) -> None:
        self.notes.append(f"{path}: {why}; EGN cannot express it: it and the rest of the deal were left out")
        self.stopped = path

    def seat_of(self, event: Mapping[str, Any], path: str) -> int | None:
        if event.get("seat") not in self.seats:
            self.p.add(f"{path}.seat", event.get("seat"), "not a seat at the table")
            return None
        return self.seats.index(event["seat"])

    def card(self, value: Any, path: str) -> str | None:
        """A record card, checked and written the one way (``10h`` -> ``TH``)."""
        try:
            code = Card.parse(value).code
        except (ValueError, TypeError, AttributeError):
            self.p.add(path, value, "unknown card")
            return None
        if code[0] == "6":
            self.p.add(path, value, "EGN has no sixes")
            return None
        return code

    @property
    def sitting_out(self) -> int | None:
        return (self.maker + 2) % 4 if self.alone and self.maker is not None else None

    def order(self) -> list[int]:
        if self.leader is None:
            lone = self.maker if self.alone else None
            self.leader = _first_leader(self.dealer, lone, self.sitting_out, self.lone_lead)
        return _play_order(self.leader, self.sitting_out)

    def close_trick(self) -> None:
        """Add the current trick to EGN's if its cards came in EGN's order of play."""
        assert self.trump is not None
        order = self.order()
        wrong = [k for k, (seat, *_) in enumerate(self.current) if seat != order[k]]
        if wrong:
            _, _, path, event = self.current[wrong[0]]
            self.stop(path, f"{_describe(event)} where EGN's order of play has {self.seats[order[wrong[0]]]}")
            for k, (_, _, other, left) in enumerate(self.current):
                if k != wrong[0]:
                    self.notes.append(f"{other}: {_describe(left)} left out with its trick (see {path})")
        elif len(self.current) == len(order):
            self.leader = _winner([(seat, card) for seat, card, *_ in self.current], self.trump)
        if not wrong:
            played = sum(map(len, self.tricks))
            for k, (*_, event) in enumerate(self.current):
                if event["type"] == "play" and "annotations" in event:  # not a correct's (reported left out)
                    self.play_notes[str(played + k)] = event["annotations"]
            self.tricks.append([card for _, card, *_ in self.current])
        self.current = []

    def on_deal(self, event: Mapping[str, Any], path: str) -> None:
        if self.up is not None or self.calls:
            self.stop(path, "a second deal within one deal")
            return
        if event.get("turn_up") is None:
            self.notes.append(f"{path}: a deal without its up-card left out (EGN needs it)")
            return
        self.up = self.card(event["turn_up"], f"{path}.turn_up")
        hands = event.get("hands")
        if hands is None:
            return
        if not isinstance(hands, Mapping):
            self.p.add(f"{path}.hands", hands, "not an object")
            return
        known: list[list[str]] = [[] for _ in range(4)]
        for seat, cards in hands.items():
            if seat not in self.seats or not isinstance(cards, list):
                self.p.add(f"{path}.hands.{seat}", cards, "not a seat's list of cards")
            elif len(cards) != 5:
                self.notes.append(f"{path}.hands.{seat}: a hand of {len(cards)} cards left out; EGN hands are five")
            else:
                read = [self.card(c, f"{path}.hands.{seat}[{k}]") for k, c in enumerate(cards)]
                known[self.seats.index(seat)] = [c for c in read if c is not None]
        if any(known):
            self.hands = known

    def on_call(self, event: Mapping[str, Any], path: str) -> None:
        kind, k = event["type"], len(self.calls)
        seat = self.seat_of(event, path)
        if seat is None:
            return
        if self.up is None or self.up == "JK":
            self.stop(path, f"{_describe(event)} without a suit turned up")
            return
        if self.maker is not None or k >= 8:
            self.stop(path, f"{_describe(event)} after the bidding was over")
            return
        if seat != (self.dealer + 1 + k) % 4:
            self.stop(path, f"{_describe(event)} out of turn (EGN gives each call to the next player in turn)")
            return
        suit = event.get("suit")
        if kind == "pass" or (kind == "turn_down" and k == 3):
            self.calls.append("Pass")
        elif kind in ("order_up", "take_up") and k < 4:
            if (kind == "take_up") != (seat == self.dealer):
                self.notes.append(f"{path}: {kind} by {event['seat']} is read back as "
                                  f"{'take_up' if seat == self.dealer else 'order_up'} (EGN has one 'Order')")
            self.calls.append("Order")
            self.maker, self.trump, self.first_round = seat, self.up[1], True
        elif kind == "make" and k >= 4 and isinstance(suit, str) and len(suit) == 1 and suit.upper() in "SHDC":
            self.calls.append(suit.lower())
            self.maker, self.trump = seat, suit.upper()
        else:
            self.stop(path, f"{_describe(event)} in the {'first' if k < 4 else 'second'} round")
            return
        if event.get("alone") is True:
            self.alone = self.maker is not None
        if "annotations" in event:
            self.call_notes[str(k)] = event["annotations"]

    def on_discard(self, event: Mapping[str, Any], path: str) -> None:
        seat = self.seat_of(event, path)
        if seat != self.dealer or not self.first_round or self.discarded or self.tricks or self.current:
            self.notes.append(f"{path}: {_describe(event)} left out: EGN has only the dealer's discard "
                              "on taking up, before the play")
            return
        self.discarded = True
        if event.get("to_partner") is False:
            self.notes.append(f"{path}: the lone dealer's discard was not passed to his partner; "
                              "EGN cannot say so; left out")
        if event.get("card") is not None:
            self.discard = self.card(event["card"], f"{path}.card")

    def on_play(self, event: Mapping[str, Any], path: str) -> None:
        seat = self.seat_of(event, path)
        card = self.card(event.get("card"), f"{path}.card")
        if seat is None or card is None:
            return
        if self.trump is None:
            self.stop(path, f"{_describe(event)} before the trump was made")
            return
        if self.current and len(self.current) == len(self.order()):
            self.close_trick()
        if self.stopped is not None:
            return
        if len(self.tricks) == 5:
            self.stop(path, f"{_describe(event)} after five tricks")
            return
        if not self.tricks and not self.current and self.first_round and not self.discarded \
                and self.dealer != self.sitting_out:
            self.notes.append(f"{path}: no discard by the dealer is recorded before the play; EGN cannot "
                              "say so, and reading it back records one")
        self.current.append((seat, card, path, event))

    def on_retract(self, event: Mapping[str, Any], path: str) -> None:
        seat = self.seat_of(event, path)
        card = self.card(event.get("card"), f"{path}.card")
        mine = [k for k, (s, *_) in enumerate(self.current) if s == seat]
        if card is None or not mine or (event["type"] == "take_back" and self.current[mine[-1]][1] != card):
            self.stop(path, f"{_describe(event)}, of no card of his in the current trick")
            return
        _, _, played_at, played = self.current[mine[-1]]
        if event["type"] == "take_back":
            del self.current[mine[-1]]
        else:
            self.current[mine[-1]] = (self.current[mine[-1]][0], card, path, event)
        why = "EGN keeps only the card that stayed in the trick"
        self.notes.append(f"{played_at}: {_describe(played)} left out ({event['type']} at {path}): {why}")
        self.notes.append(f"{path}: {_describe(event)} left out: {why}")

    def egn(self, number: int) -> dict[str, Any]:
        state: dict[str, Any] = {"dealer": self.dealer, "upCard": _to_egn(self.up or "JK")}
        if self.hands is not None:
            state["playerCards"] = [[_to_egn(c) for c in hand] for hand in self.hands]
        phases: list[dict[str, Any]] = []
        if self.calls:
            bidding: dict[str, Any] = {
                "phaseNumber": 0, "type": "EUCHRE_BIDDING", "calls": self.calls, "isAlone": self.alone,
            }
            if self.discard is not None:
                bidding["discard"] = _to_egn(self.discard)
            if self.call_notes:
                bidding["callAnnotations"] = self.call_notes
            phases.append(bidding)
        if self.tricks:
            play: dict[str, Any] = {
                "phaseNumber": len(phases), "type": "TRICK_PLAY",
                "tricks": [[_to_egn(c) for c in trick] for trick in self.tricks],
            }
            if self.play_notes:
                play["playAnnotations"] = self.play_notes
            phases.append(play)
        return {"dealNumber": number, "initialState": state, "phases": phases}


# -- files ------------------------------------------------------------------


def _read_egn_file(path: Path) -> Any:
    try:
        return read_json(path)
    except UnreadableFile as err:
        raise EgnError([{"path": "", "value": str(path), "message": err.problem}]) from None


def _write_json(path: Path, data: Mapping[str, Any]) -> None:
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


class Imported(NamedTuple):
    """What :func:`import_egn_path` did: the records written, what each left
    out (``FILE: deals[0]: ...``), and each file refused with its errors."""

    written: list[Path]
    left_out: list[str]
    refused: list[tuple[Path, list[dict[str, Any]]]]


def import_egn_path(
    src: Path, dst: Path, progress: Callable[[int, int, str], None] | None = None,
) -> Imported:
    """Convert ``src`` (an ``.egn`` file, or a directory of them) into records.

    A file is written to ``dst`` (or ``dst/<stem>.record.json`` if ``dst`` is
    a directory). A directory's ``*.egn`` files are each written to
    ``dst/<stem>.record.json``, ``progress(done, total, name)`` being called
    after each. A file that cannot be converted is refused, and the others
    are written all the same.
    """
    src, dst = Path(src), Path(dst)
    if src.is_dir():
        jobs = [(file, dst / f"{file.stem}.record.json") for file in sorted(src.glob("*.egn"))]
    else:
        jobs = [(src, dst / f"{src.stem}.record.json" if dst.is_dir() else dst)]
    done = Imported([], [], [])
    for n, (file, out) in enumerate(jobs, 1):
        try:
            record, left_out = record_from_egn(_read_egn_file(file))
        except EgnError as err:
            done.refused.append((file, err.errors))
        else:
            out.parent.mkdir(parents=True, exist_ok=True)
            _write_json(out, record)
            done.written.append(out)
            done.left_out.extend(f"{file}: {note}" for note in left_out)
        if progress is not None:
            progress(n, len(jobs), file.name)
    return done
