"""The spec's six examples give their rulings (the fields the rules decide, and the rulings' words)."""
from __future__ import annotations

from typing import Any

import referee
from referee.schemas import RulingSchema

DECIDED = ("status", "trump", "maker", "alone", "lone", "points", "next_dealer")


def _decided(d: dict[str, Any]) -> dict[str, Any]:
    return {
        **{k: d[k] for k in DECIDED},
        "winners": [t["winner"] for t in d["tricks"]],
        "leaders": [t["leader"] for t in d["tricks"]],
        "rulings": [(r["event"], r["irregularity"], r["laws"], r["persuasive"], r["options"], r["elected"],
                     r["finding"], r["effect"]) for r in d["rulings"]],
    }


def test_examples_give_their_rulings(examples: list[tuple[str, dict[str, Any], dict[str, Any]]]) -> None:
    assert len(examples) == 6
    for name, record, expected in examples:
        ruling = referee.rule(record)
        assert RulingSchema().validate(ruling) == {}, name
        assert [_decided(d) for d in ruling["deals"]] == [_decided(d) for d in expected["deals"]], name
        assert ruling["score"] == expected["score"], name
        assert [(g["winner"], g["score"]) for g in ruling["games"]] == \
            [(g["winner"], g["score"]) for g in expected["games"]], name


def test_every_citation_quotes_the_law_text_from_laws(examples: list[tuple[str, dict[str, Any], dict[str, Any]]]) -> None:
    from referee.law.laws import laws_with_id

    cited = 0
    for _, record, _ in examples:
        for d in referee.rule(record)["deals"]:
            for r in d["rulings"]:
                assert {c["id"] for c in r["citations"]} == set(r["laws"]) | set(r["persuasive"])
                for c in r["citations"]:
                    assert c["text"] in {law.text for law in laws_with_id(c["id"])}
                    cited += 1
    assert cited >= 3
