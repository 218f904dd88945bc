"""The law codes as data (laws/*.toml): complete, well formed, and verbatim.

Each entry's `text` must occur in the source file it is copied from, after every run
of whitespace (in the text and in the source alike) is collapsed to one space.
"""
import re
import tomllib
from collections import Counter

import pytest

from builders import ROOT, SHARED

LAWS = ROOT / "laws"
SOURCES = SHARED / "sources"

#: Each code's numbered laws (or pages); a game's own section of a chapter stands in a file of its own beside them.
FILES = {
    "foster": LAWS / "foster-euchre.toml",
    "callace": LAWS / "foster-call-ace.toml",
    "1862": LAWS / "professor-1862.toml",
}
#: Every law file, the codes' own and the games' sections.
ALL_FILES = sorted(LAWS.glob("*.toml"))
ID_1862 = re.compile(r"^1862:(II|III|IV|V)\.\d+$")
KEBAB = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


def load(code):
    return load_file(FILES[code])


def load_file(path):
    with path.open("rb") as f:
        return tomllib.load(f)


def collapse(text):
    return re.sub(r"\s+", " ", text).strip()


_source_cache = {}


def sources():
    """The law texts, ``../shared/sources`` beside the checkout."""
    if not SOURCES.is_dir():
        pytest.skip(f"the law texts are not at {SOURCES}")
    return SOURCES


def source_text(name):
    if name not in _source_cache:
        _source_cache[name] = collapse((sources() / name).read_text(encoding="utf-8"))
    return _source_cache[name]


def entry_source(doc, law):
    """The source file an entry is copied from: its own `source`, else the file's."""
    return law.get("source") or doc["source"]


def all_entries():
    for path in ALL_FILES:
        doc = load_file(path)
        for law in doc["law"]:
            yield doc["code"], doc, law


def entry_name(law):
    return f"{law['id']}[{law.get('key', '')}]"


@pytest.mark.parametrize("code", list(FILES))
def test_file_parses_and_declares_its_code(code):
    doc = load(code)
    assert doc["code"] == code
    assert doc["name"]
    assert doc["law"], "no [[law]] entries"


@pytest.mark.parametrize("path", ALL_FILES, ids=lambda p: p.name)
def test_every_law_file_declares_a_known_code_name_and_its_laws(path):
    doc = load_file(path)
    assert doc["code"] in FILES or doc["code"] == "keller", path.name
    assert doc["name"] and doc["law"], path.name
    if path not in FILES.values():  # a game's own section: named in a report by the file's citation
        assert doc["citation"], path.name


def test_foster_laws_1_to_40_each_present_exactly_once():
    ids = Counter(law["id"] for law in load("foster")["law"] if law["id"] != "foster:text")
    expected = {f"foster:{n}" for n in range(1, 41)}
    assert set(ids) == expected
    assert all(count == 1 for count in ids.values()), [i for i, c in ids.items() if c > 1]


def test_callace_laws_1_to_51_each_present_exactly_once():
    ids = Counter(law["id"] for law in load("callace")["law"])
    expected = {f"callace:{n}" for n in range(1, 52)}
    assert set(ids) == expected
    assert all(count == 1 for count in ids.values()), [i for i, c in ids.items() if c > 1]


def test_every_entry_has_nonempty_id_title_and_text():
    for code, doc, law in all_entries():
        for field in ("id", "title", "text"):
            value = law.get(field)
            assert isinstance(value, str) and value.strip(), (code, law.get("id"), field)


def test_every_id_key_pair_is_unique():
    pairs = Counter((law["id"], law.get("key", "")) for _, _, law in all_entries())
    dupes = [pair for pair, count in pairs.items() if count > 1]
    assert not dupes, dupes


def test_shared_ids_are_told_apart_by_a_kebab_case_key():
    for code in FILES:
        ids = Counter(law["id"] for law in load(code)["law"])
        for law in load(code)["law"]:
            shared = law["id"] == "foster:text" or code == "1862" or ids[law["id"]] > 1
            if shared:
                assert KEBAB.match(law.get("key", "")), (code, entry_name(law))


def test_numbered_law_ids_are_not_repeated():
    for code in ("foster", "callace"):
        ids = Counter(law["id"] for law in load(code)["law"] if law["id"] != "foster:text")
        assert all(count == 1 for count in ids.values()), code


def test_foster_text_entries_cover_the_required_keys():
    keys = {law["key"] for law in load("foster")["law"] if law["id"] == "foster:text"}
    required = {
        "bowers", "joker", "cutting-joker", "counters", "game", "stakes", "dealing",
        "deal-faced-card", "deal-exposed", "deal-out-of-turn", "deal-wrong-count",
        "deal-lost", "imperfect-pack", "ordering-up", "dealers-partner-alone",
        "playing-alone", "taking-up", "lone-discard", "changing-trump", "scoring", "lead",
        "follow-suit", "revoke-penalty", "revoke-both-sides", "trick-winner",
        "naming-trump", "cards-played-in-error", "leading-out-of-turn", "draw-cards",
        "revoke-claim-time", "bridge", "pack",
    }
    assert required <= keys, sorted(required - keys)


def test_every_text_occurs_verbatim_in_its_source_file():
    missing = []
    for code, doc, law in all_entries():
        name = entry_source(doc, law)
        if collapse(law["text"]) not in source_text(name):
            missing.append((code, entry_name(law), name))
    assert not missing, missing


def test_every_source_named_is_a_shared_source_file():
    for code, doc, law in all_entries():
        assert (sources() / entry_source(doc, law)).is_file(), (code, entry_name(law))
    doc = load("1862")
    assert all((sources() / name).is_file() for name in doc["sources"])
    for law in doc["law"]:
        assert law["source"] in doc["sources"], entry_name(law)


def test_foster_text_quotes_only_the_descriptive_chapter():
    """foster:text is the chapter's text before the EUCHRE LAWS (lines 1-317)."""
    lines = (sources() / load("foster")["source"]).read_text(encoding="utf-8").split("\n")
    descriptive = collapse("\n".join(lines[: lines.index("EUCHRE LAWS.")]))
    for law in load("foster")["law"]:
        if law["id"] == "foster:text":
            assert collapse(law["text"]) in descriptive, entry_name(law)


def test_numbered_law_texts_do_not_start_with_their_number():
    for code in ("foster", "callace"):
        for law in load(code)["law"]:
            if law["id"] != "foster:text":
                assert not re.match(r"^\d+\.", law["text"]), law["id"]


def test_1862_ids_name_chapter_and_page():
    for law in load("1862")["law"]:
        assert ID_1862.match(law["id"]), law["id"]


def test_1862_id_agrees_with_chapter_and_page_fields():
    first_page = {"II": 35, "III": 44, "IV": 59, "V": 78}
    last_page = {"II": 43, "III": 58, "IV": 77, "V": 87}
    for law in load("1862")["law"]:
        assert law["id"] == f"1862:{law['chapter']}.{law['page']}", entry_name(law)
        assert first_page[law["chapter"]] <= law["page"] <= last_page[law["chapter"]], entry_name(law)


def test_1862_entries_cover_the_keys_the_engine_cites():
    keys = {law["key"] for law in load("1862")["law"]}
    required = {
        # II
        "cut-and-deal", "dealing", "ordering-up", "assisting", "taking-up", "turning-down",
        "making", "all-pass-making", "lead", "follow-suit-revoke", "trump-wins", "point",
        "march", "euchre", "defenders-march", "score-remark", "counters", "counters-position", "game",
        # III
        "who-may-play-alone", "dealer-alone-on-assist", "eldest-partner-alone",
        "both-alone-precedence", "passed-cannot-alone", "lone-partner-lays-down",
        "lone-lead", "lone-score", "lone-euchred", "lone-euchred-example", "bridge",
        "bridge-remark",
        # IV
        "lap", "slam", "jambone", "jambone-call", "jambone-call-forfeit",
        "jambone-restrictions", "jambone-majority", "jambone-euchred", "jamboree",
        "jamboree-announce", "jamboree-restrictions", "lap-slam-arithmetic",
        "example-jambone-from-two", "example-jambone-from-four", "example-jambone-love",
        "example-jamboree-from-four", "progression",
        # V
        "bridge-defined", "counters-defined",
    }
    assert required <= keys, sorted(required - keys)


def test_titles_are_short():
    for code, doc, law in all_entries():
        assert len(law["title"]) < 60, (code, entry_name(law))


#: A run of the 1877 scan's page furniture: the folio "(44)" closing a page, a running head ("46 EUCHRE.",
#: "PLAYING ALONE. 47", misspelt or not) opening the next.
RUNNING_HEAD = re.compile(r"\(\d+\)|\b\d+ [A-Z]{4,}[.,]|\b[A-Z]{3,}[A-Z ,;]*\. \d+\b")


def test_1862_page_furniture_in_a_text_is_named_and_opens_the_next_page():
    # The texts keep the scan's page furniture verbatim (the check above); each run of it is named in the entry's
    # `furniture`, as it stands in the text, for the documents to show as a page mark: the page it opens (its largest
    # number) is the one after the entry's, the sentence running over a page break.
    for law in load("1862")["law"]:
        furniture = law.get("furniture", [])
        assert all(run in law["text"] for run in furniture), entry_name(law)
        assert all(max(map(int, re.findall(r"\d+", run))) == law["page"] + 1 for run in furniture), entry_name(law)
        rest = law["text"]
        for run in furniture:
            rest = rest.replace(run, "")
        assert not RUNNING_HEAD.search(rest), (entry_name(law), RUNNING_HEAD.findall(rest))
    assert sum(bool(law.get("furniture")) for law in load("1862")["law"]) == 13


def test_foster_progressive_and_military_hold_the_rules_an_evening_cites():
    """Each sentence of Foster's PROGRESSIVE EUCHRE and MILITARY EUCHRE that referee/evenings/evening.py rules by, keyed."""
    keys = {(law["id"], law["key"]) for _, _, law in all_entries() if law["id"] in ("foster:progressive",
                                                                                   "foster:military")}
    progressive = {"ordinary-game", "tables", "stars", "bell-and-pack", "draw-packs", "draw", "no-cutting-for-partners",
                   "game", "head-table-lone", "bell", "play-on", "gold", "head-losers", "red", "green",
                   "change-partners", "head-and-booby-partners", "resume", "ties", "tie-cut", "cut-ranks", "prizes",
                   "one-prize", "prize-ties", "hostess"}
    military = {"forts", "progress", "flags", "victors"}
    assert {("foster:progressive", k) for k in progressive} | {("foster:military", k) for k in military} <= keys


def test_foster_railroad_holds_every_sentence_of_its_section():
    """Foster's RAILROAD EUCHRE, every rule of the section keyed under foster:railroad (referee/games/railroad/)."""
    keys = {law["key"] for _, _, law in all_entries() if law["id"] == "foster:railroad"}
    assert keys == {"expedient", "pack", "joker", "players", "joker-suit", "partners-best", "no-trump-to-give",
                    "dealer-two-discards", "dealers-partner-alone", "lone-against-lone", "lone-euchre-four",
                    "imperative-defence", "partner-cannot-refuse", "scoring", "laps", "slams", "pat-hand",
                    "jambone", "jambone-calls", "jambone-lead-call", "jambone-follow-call", "jambone-score",
                    "no-lone-against-jambone", "jamboree", "jamboree-help", "pat-jamboree-ordered-up",
                    "maker-only", "ordering-up-common"}
    lines = (sources() / "foster-complete-hoyle-euchre-family.txt").read_text(encoding="utf-8").split("\n")
    section = collapse("\n".join(lines[lines.index("RAILROAD EUCHRE."): lines.index("SEVEN-HANDED EUCHRE.")]))
    for _, _, law in all_entries():
        if law["id"] == "foster:railroad":
            assert collapse(law["text"]) in section, entry_name(law)


def _spec_anchors(section):
    """The anchors of ``foster:<section>`` that the spec's table (napoleon-spoil-five.md 7.1) lists, with their
    sentences as the spec quotes them (the two tables of Spoil Five quoted line by line, in quotation marks)."""
    spec = SHARED / "spec" / "napoleon-spoil-five.md"
    if not spec.is_file():
        pytest.skip(f"the spec is not at {spec}")
    rows = re.findall(rf"^\| `foster:{section}#([a-z0-9-]+)` \| (.*) \|$", spec.read_text(encoding="utf-8"), re.M)
    return dict(rows)


@pytest.mark.parametrize("section,heading,end", [("spoil-five", "SPOIL FIVE.", "FORTY-FIVE, OR FIVE AND TEN."),
                                                 ("forty-five", "FORTY-FIVE, OR FIVE AND TEN.", "RAMS, OR RAMMES")])
def test_foster_spoil_five_and_forty_five_hold_every_anchor_of_the_spec_verbatim(section, heading, end):
    """Every foster:spoil-five#<anchor> and foster:forty-five#<anchor> of the spec, and no other, its text the
    spec's sentence and standing verbatim in its own section of Foster's chapter."""
    anchors = _spec_anchors(section)
    entries = {law["key"]: law for _, _, law in all_entries() if law["id"] == f"foster:{section}"}
    assert anchors and set(entries) == set(anchors), sorted(set(entries) ^ set(anchors))
    lines = (sources() / "foster-complete-hoyle-euchre-family.txt").read_text(encoding="utf-8").split("\n")
    text = collapse("\n".join(lines[lines.index(heading): lines.index(end)]))
    for key, sentence in anchors.items():
        law = entries[key]
        assert collapse(law["text"]) in text, key
        if key.endswith("-table"):  # the spec quotes the table's lines: each stands in the entry, in order
            quoted = re.findall(r"\"([^\"]+)\"", sentence.replace("“", '"').replace("”", '"'))
            assert collapse(" ".join(quoted)) == collapse(law["text"]), key
        else:
            assert collapse(law["text"]) == collapse(sentence), key
