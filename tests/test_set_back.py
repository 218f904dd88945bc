"""Set-back Euchre as Foster gives it (SET-BACK EUCHRE, laws/foster-set-back.toml) and as Keller gives it (Set-back
Euchre, laws/keller-set-back.toml; family.md §4, `game: set-back`), each case built from the section's words."""
from __future__ import annotations

from referee.codes import find_code
from referee.laws import cite, code_data, for_point


# -- the keller code ----------------------------------------------------------------------------------------------

def test_keller_setback_point_march_euchred_the_code_counts_one_two_and_two_against() -> None:
    # keller:set-back#point: "takes three tricks, he is entitled to diminish his score by one point"; #march: "If he
    # makes a march, he may deduct two points"; #euchred: "if he is euchred he is set back two points"
    keller = find_code("keller")
    assert (keller.hand_score(3, True, 4).makers, keller.hand_score(4, True, 4).makers) == (1, 1)
    assert keller.hand_score(5, True, 6).makers == 2  # two, however many play: not foster:2's "as many points"
    euchred = keller.hand_score(2, True, 4)
    assert (euchred.makers, euchred.defenders) == (0, 2)
    assert [c.key for c in (keller.hand_score(3, True, 4).laws + keller.hand_score(5, True, 4).laws
                            + euchred.laws)] == ["point", "march", "euchred"]


def test_keller_setback_keller_silent_on_irregularities_foster_persuasive() -> None:
    # Keller's section rules no irregularity: Foster's Euchre Laws are cited, persuasive, and the ruling says so
    data = code_data("keller")
    assert data.persuasive == ("foster",) and data.named
    binding, persuasive, note = for_point("keller", "misdeal")
    assert binding == () and persuasive == (cite("foster:14"),) and "silent" in note
    assert find_code("keller").revoke == ([], [cite("foster:30")])
    assert find_code("keller").lead == cite("foster:text#lead")
