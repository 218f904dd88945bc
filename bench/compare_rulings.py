"""Every ruling, old against new: the engine as it stood at a git revision and as it stands, on the same records.

    .venv/bin/python bench/compare_rulings.py --baseline 00e2cf9 [--deals 10000] [--tests]

The records: the benchmark corpus (``bench/corpus.py``: regular deals and deals of all kinds, as
``bench_engine.py`` makes them), the spec's examples, and with ``--tests`` every record the engine's tests rule
or load (the test files run once under ``bench/record_capture.py``). Each is ruled by both engines (the old one
imported from git as ``bench_engine.py --baseline`` does); a record ruled otherwise is put down to one of the
rulings changed on purpose (``ON_PURPOSE``) or, if none explains it, reported as a difference, and the command
exits 1.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench_engine import load_baseline
from corpus import make_corpus

import referee

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT.parent / "shared" / "spec" / "examples"
#: The engine's test files, whose records are compared.
TESTS = ["test_examples.py", "test_foster_laws.py", "test_foster_irregularities.py", "test_foster_regular.py",
         "test_1862.py", "test_callace.py", "test_regular.py", "test_egn.py", "test_properties.py", "test_outcome.py",
         "test_record.py", "test_scoring.py", "test_codes.py", "test_games.py",
         # the games of the family, whose rulings issue 33 corrected
         "test_railroad.py", "test_auction_euchre.py", "test_five_hand.py", "test_seven_hand.py", "test_set_back.py",
         "test_five_hundred.py", "test_blind_euchre.py", "test_penalty_euchre.py"]
Rule = Callable[[dict[str, Any]], dict[str, Any]]
Signature = tuple[str, tuple[str, ...], tuple[str, ...]]


def _sig(r: dict[str, Any]) -> Signature:
    return r["irregularity"], tuple(r["laws"]), tuple(r.get("persuasive", ()))


OF_NO_GAME = "an event the game does not have (Game.events): ruled of no effect, not assumed"
#: The rulings changed on purpose (issue 20's audit), each known by a ruling the new engine gives and the old did not.
ON_PURPOSE: dict[str, Callable[[Signature], bool]] = {
    "foster:36, a lone player's corrected renounce: not liable to a call":
        lambda s: s[0] == "revoke_corrected" and "foster:36" in s[1],
    "foster:24, 26 (25): the lone player may call an adversary's exposed card":
        lambda s: s[0] == "exposed_card" and "foster:25" in s[1] + s[2] and "foster:24" in s[1] + s[2],
    "foster:25 with 32: a renounce corrected by an adversary of the lone player":
        lambda s: s[0] == "revoke_corrected" and "foster:25" in s[1] + s[2],
    "1862:IV.68: the dealer may decline the turn-up":
        lambda s: "1862:IV.68" in s[1] and s[0] == "discard",
    "a joker turned under a code silent on it: callace:5 persuasive":
        lambda s: s[0] == "joker_turned",
    OF_NO_GAME: lambda s: s == ("not_ruled", (), ()),
}


def _paired(o: dict[str, Any], n: dict[str, Any]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """A deal's rulings, old and new, paired by the event and the irregularity each rules on (an election the old
    engine found of no effect, where the new one offers it, is left unpaired)."""
    olds: dict[tuple[Any, str], dict[str, Any]] = {}
    for r in o["rulings"]:
        olds.setdefault((r["event"], r["irregularity"]), r)
    return [(olds[r["event"], r["irregularity"]], r) for r in n["rulings"] if (r["event"], r["irregularity"]) in olds]


SILENT = "are cited as persuasive."  # the end of a ruling under a section that does not incorporate the Euchre Laws
#: The rulings issue 33 corrected, each known by a deal ruled otherwise (old, new) where the signatures do not tell.
CORRECTED: dict[str, Callable[[dict[str, Any], dict[str, Any]], bool]] = {
    "foster:30, 25, 28, 37: a lone hand's value is the game's, not law 2's count (issue 33)":
        lambda o, n: any(ro["options"] != rn["options"] and any(x.startswith(("add_", "deduct_")) for x in rn["options"])
                         or rn["elected"] == "abandon_and_score" and ro["effect"] != rn["effect"]
                         or ro["irregularity"] == rn["irregularity"] and ro["laws"] != rn["laws"]
                         and set(ro["laws"]) < set(rn["laws"]) and ("abandon_and_score" in rn["options"]
                                                                    or rn["irregularity"] == "revoke")
                         for ro, rn in _paired(o, n)),
    "foster:27: partners taken for the deal are partners (issue 33)":
        lambda o, n: any(rn["irregularity"] == "lead_out_of_turn" and rn["options"] == ["call_suit"]
                         and ro["options"] != ["call_suit"] for ro, rn in _paired(o, n)),
    "foster:27: the demand made by the last of the adversaries to the trick, not the offender (issue 33)":
        lambda o, n: any(rn["irregularity"] == "lead_out_of_turn" and rn["options"] == ro["options"] == ["call_suit"]
                         and ro["effect"].split(", last to play")[1:] == rn["effect"].split(", last to play")[1:]
                         and ro["effect"] != rn["effect"] for ro, rn in _paired(o, n)),
    "Five Hundred by its own section: the deal, the joker's duty, Laws 1-40 persuasive (issue 33)":
        lambda o, n: [b["id"] for b in n.get("basis", ()) if b["decides"] == "next_dealer"] == ["foster:500"]
        or any(rn["effect"].endswith(SILENT) and not ro["effect"].endswith(SILENT)
               or "foster:500" in rn["laws"] and "foster:500" not in ro["laws"] for ro, rn in _paired(o, n)),
    "foster:38: partners taken for the deal are partners, the call the adversaries' (issue 33)":
        lambda o, n: any(rn["irregularity"] == "looked_back" and ro["effect"] != rn["effect"]
                         and ("for the deal" in rn["effect"] or rn["elected"] == "call_suit" and ro["elected"] is None)
                         for ro, rn in _paired(o, n)),
    "foster:text#cards-played-in-error: the call of an exposed card once played is of no effect (issue 33)":
        lambda o, n: any("call_card" in rn["options"] and ro["elected"] == "call_card" and ro["effect"] != rn["effect"]
                         for ro, rn in _paired(o, n))
        and any("got rid of in the course of play" in r["finding"] for r in n["rulings"]),
    "a deal's basis citing a law the section does not incorporate says it is persuasive (issue 33)":
        lambda o, n: {**o, "basis": None} == {**n, "basis": None}
        and [{k: v for k, v in b.items() if k != "persuasive"} for b in o.get("basis", ())]
        == [{k: v for k, v in b.items() if k != "persuasive"} for b in n.get("basis", ())],
}
BOTH_WIN = "foster:text#both-win: two of three reaching five together both win (issue 33)"
LATER = "an event the baseline did not know (added since: the table's agreed outcome, the bell)"
NEW_GAME = "a table the baseline refused: euchre with two, three or six seats (family.md §4)"
#: How the baseline refused a table of another number of seats.
OLD_SEATS = ("Four-hand euchre has four seats.", "seats: Length must be between 4 and 7.")
OTHER_GAME = "a game the baseline did not have (Railroad, issue 21; the games registered since)"
#: How the baseline refused a game it did not have.
OLD_GAMES = "game: Must be one of"
SCORE = "the ruling's score is the game in progress: after a game won, the next game's (spec §2)"
MORE_SEATS = ("a table of more than seven seats, refused by its game's seats, not the record's seven (family.md §2: "
              "a game may have 2 to 17; issue 33)")
#: How the baseline refused a table of more than seven seats.
OLD_MORE_SEATS = "seats: Length must be between 2 and 7."
SEATS_ALONE = ("a number of seats its game has not, refused by the seats alone: the pack is counted for the game's own "
               "seats (Game.pack_impossibilities; issue 33)")


def outcome(rule: Rule, record: dict[str, Any]) -> dict[str, Any]:
    try:
        return rule(record)
    except Exception as err:  # an impossible record: the error is the outcome compared
        return {"error": type(err).__name__, "message": str(err)}


def why_differs(old: dict[str, Any], new: dict[str, Any]) -> set[str]:
    """The changes on purpose that explain the difference between two rulings of one record ('?' where none does)."""
    reasons: set[str] = set()
    if "Unknown event type" in old.get("message", ""):
        return {LATER}
    if any(said in old.get("message", "") for said in OLD_SEATS):
        return {NEW_GAME}
    if OLD_GAMES in old.get("message", ""):
        return {OTHER_GAME}
    if OLD_MORE_SEATS in old.get("message", "") and "seats: " in new.get("message", ""):
        return {MORE_SEATS}
    if all("seats: " in said.get("message", "") for said in (old, new)) and "options.pack" in old.get("message", "") \
            and "options.pack" not in new.get("message", ""):
        return {SEATS_ALONE}
    old_deals, new_deals = old.get("deals", []), new.get("deals", [])
    if len(old_deals) != len(new_deals) or "error" in old or "error" in new:
        return {"?"}
    cascade = False
    for o, n in zip(old_deals, new_deals):
        if o == n:
            continue
        added = Counter(map(_sig, n["rulings"])) - Counter(map(_sig, o["rulings"]))
        found = {name for name, test in ON_PURPOSE.items() if any(test(s) for s in added)}
        found |= {name for name, corrected in CORRECTED.items() if corrected(o, n)}
        if not added and _unworded(o) == _unworded(n):  # the same rulings, one said in the words of OF_NO_GAME
            found = {OF_NO_GAME}
        if not found and not cascade:
            return {"?"}
        reasons |= found
        cascade = cascade or bool(found) and (o["points"] != n["points"] or o["status"] != n["status"])
    rest = {k for k in set(old) | set(new) if k != "deals" and old.get(k) != new.get(k)}
    joint = [g for g in new.get("games", ()) if isinstance(g["winner"], list)]
    if rest and joint and not any(isinstance(g["winner"], list) for g in old.get("games", ())) \
            and all("foster:text" in g.get("laws", ()) for g in joint):
        reasons.add(BOTH_WIN)
    elif rest == {"score"} and new["games"] and new["games"][-1]["winner"] is not None:
        reasons.add(SCORE)
    elif rest and not cascade:
        return {"?"}
    return reasons


def _unworded(deal: dict[str, Any]) -> dict[str, Any]:
    """A deal's ruling with the words of its rulings of no effect left out."""
    return {**deal, "rulings": [{k: v for k, v in r.items() if k not in ("finding", "effect")}
                                if r["irregularity"] == "not_ruled" else r for r in deal["rulings"]]}


def capture_tests(path: Path) -> None:
    """Run the engine's test files once, keeping every record they rule or load."""
    files = [str(path) for name in TESTS for path in sorted((ROOT / "tests").rglob(name))]
    env = {**os.environ, "REFEREE_CAPTURE": str(path),
           "PYTHONPATH": os.pathsep.join([str(ROOT / "bench"), os.environ.get("PYTHONPATH", "")])}
    subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "record_capture",
                    "-x", *files], cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", required=True, metavar="REV")
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--tests", action="store_true", help="also every record the engine's tests rule or load")
    parser.add_argument("--records", type=Path, help="a file of records kept by record_capture, one a line")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = load_baseline(args.baseline, Path(tmp))
        if base is None:
            sys.exit(2)
        sets: dict[str, list[dict[str, Any]]] = {
            "corpus, regular deals": make_corpus(args.deals, per_record=10, irregular=0.0, seed=args.seed).records,
            "corpus, all kinds": make_corpus(args.deals, per_record=10, irregular=0.1, seed=args.seed + 1).records,
            "spec examples": [json.loads(p.read_text()) for p in sorted(EXAMPLES.glob("*.record.json"))],
        }
        kept = args.records
        if args.tests and kept is None:
            kept = Path(tmp) / "tests.jsonl"
            capture_tests(kept)
        if kept is not None:
            sets["test records"] = [json.loads(line) for line in kept.read_text().splitlines()]
        unexplained = 0
        for name, records in sets.items():
            reasons: Counter[str] = Counter()
            for record in records:
                old, new = outcome(base, record), outcome(referee.rule, record)
                if old == new:
                    continue
                why = why_differs(old, new)
                reasons.update(why)
                if "?" in why:
                    unexplained += 1
                    if unexplained <= 5:
                        print(f"  UNEXPLAINED ({name}): {json.dumps(record)[:300]}")
            same = len(records) - sum(1 for r in records if outcome(base, r) != outcome(referee.rule, r))
            print(f"{name}: {len(records):,} records, {same:,} ruled alike")
            for reason, n in reasons.most_common():
                print(f"    {n:>6}  {'NOT EXPLAINED' if reason == '?' else reason}")
        print("every difference is a ruling changed on purpose" if not unexplained
              else f"{unexplained} records ruled otherwise, not on purpose")
        sys.exit(1 if unexplained else 0)


if __name__ == "__main__":
    main()
