"""Facts as rows of taps above the question (a topic's ``tap_facts``, issue 11).

Each value is a link to the state with that fact given (the chosen one: without it), so
a tap is a page with its own URL, like an answer; only rows that can still answer a
question from here on are shown."""

from __future__ import annotations

import json
import re
from html import unescape

import pytest

ROWS = ["revoker", "revoke_trick_won_by", "offending_side_tricks_after"]


def rows(html: str) -> list[str]:
    return re.findall(r'class="taprow[^"]*" data-fact="([a-z_]+)"', html)


def link(html: str, name: str, value: str) -> str:
    row = html.split(f'data-fact="{name}"', 1)[1].split("</div>", 1)[0]
    found = re.search(rf'<a href="([^"]+)" data-value="{value}"', row)
    assert found, (name, value)
    return unescape(found.group(1))


def question(html: str) -> str | None:
    found = re.search(r'<h1 class="question" id="q-([a-z0-9_.:-]+)"', html)
    return found.group(1) if found else None


def ruling(html: str) -> str | None:
    found = re.search(r'data-ruling="([a-z0-9_.]+)"', html)
    return found.group(1) if found else None


def test_the_revoke_opens_with_its_rows_of_facts(client):
    html = client.get("/nl/t/revoke").text
    assert rows(html) == ROWS
    assert question(html) == "established"  # the questions stay, below the rows
    assert link(html, "revoker", "defender") == "/nl/t/revoke?revoker=defender"
    assert ">tegenspeler</a>" in html and ">tegenpartij</a>" in html
    assert rows(client.get("/en/t/revoke").text) == ROWS


def test_three_taps_settle_the_revoke_table(client):
    """Who revoked, who won the revoke trick and the count of later tricks: the revoke is
    established, play is over, trick 12 is ruled out; only dummy's part is asked."""
    url = "/nl/t/revoke"
    for name, value in [("revoker", "defender"), ("revoke_trick_won_by", "non_offending_side"),
                        ("offending_side_tricks_after", "2")]:  # fmt: skip
        url = link(client.get(url).text, name, value)
    html = client.get(url).text
    assert question(html) == "dummy_est"
    assert 'class="on" aria-current="true">2</a>' in html
    # dummy drawing attention first is a rare case: one tap "Niets hiervan" (issue 22)
    answer = re.search(r'<a href="([^"]+)" data-none>', html)
    assert answer
    done = client.get(unescape(answer.group(1)))
    assert ruling(done.text) == "one_trick_lost"
    assert "1 slag naar de niet-overtredende partij" in done.text


def test_a_chosen_value_tapped_again_is_taken_away(client):
    html = client.get("/nl/t/revoke?revoker=defender").text
    assert link(html, "revoker", "defender") == "/nl/t/revoke"
    assert link(html, "revoker", "declarer") == "/nl/t/revoke?revoker=declarer"


def test_rows_that_can_no_longer_answer_anything_are_left_out(client):
    """Not established: the revoke is corrected (62), the tricks won later do not matter;
    the rows fold away once the director answers the questions himself."""
    html = client.get("/nl/t/revoke?a=established:no").text
    assert rows(html) == ["revoker"]
    assert '<details class="tapfacts">' in html
    ruled = client.get("/nl/t/revoke?a=established:yes,who_est:declarer"
                       "&offending_side_tricks_after=1").text
    assert question(ruled) == "same_trick"  # the exceptions screen comes first (issue 22)
    ruled = client.get("/nl/t/revoke?a=established:yes,who_est:declarer,same_trick:no,"
                       "time_limit:yes,step0:no&offending_side_tricks_after=1").text
    assert question(ruled) == "step1"  # one later trick: trick 12 is still possible


def test_topics_without_tap_facts_show_no_rows(client):
    assert rows(client.get("/nl/t/insufficient-bid").text) == []


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_rows_answer_what_the_questions_would(client, lang):
    """Every way through the three rows ends where answering the questions ends."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.interview import Asked, Decided
    from arbiter.guide.library import library

    topic = library().topic("revoke")
    for won_by, later, expected in [("offender", "3", "two_tricks"),
                                    ("offender", "0", "one_trick_won"),
                                    ("offender_partner", "2", "one_trick_lost"),
                                    ("non_offending_side", "0", "nothing_won")]:  # fmt: skip
        facts = {"revoker": "declarer", "revoke_trick_won_by": won_by,
                 "offending_side_tricks_after": later}  # fmt: skip
        if later in ("0", "1"):
            facts["revoke_trick"] = "7"
        # the rows answer every question but the exceptions screen, which the director
        # answers herself: "Niets hiervan" (each line its usual answer; issue 22)
        screen = walk_chain(topic, {}, facts)
        assert isinstance(screen, Asked) and screen.exceptions, (won_by, later)
        none = {q.id: q.exception.usual for q in screen.exceptions}
        res = walk_chain(topic, none, facts)
        assert isinstance(res, Decided) and res.ruling.id == expected
        query = "&".join(f"{k}={v}" for k, v in facts.items())
        answers = ",".join(f"{k}:{v}" for k, v in none.items())
        assert ruling(client.get(f"/{lang}/t/revoke?a={answers}&{query}").text) == expected


def test_a_premise_confirmed_leaves_the_rows_open(client):
    """A description that confirms "there is a revoke" answers no question the rows
    could: they stay open, as on the first page."""
    html = client.get("/nl/t/revoke?a=revoked:yes").text
    assert '<section class="tapfacts"' in html and rows(html) == ROWS


# -- the meanings on the facts screen (23A): the comparable-call calculator's tap editor --

def test_the_facts_screen_gives_meanings_their_tap_editor(client):
    html = client.get("/nl/t/insufficient-bid/facts?withdrawn_meaning=open1-major:♠").text
    assert "/static/meaning.js" in html and 'id="meaning-data"' in html
    for name in ("withdrawn_meaning", "replacement_meaning"):
        assert f'data-input="{name}" data-kind="meaning"' in html
    assert '<textarea name="candidates"' in html
    data = json.loads(html.split('id="meaning-data">', 1)[1].split("</script>", 1)[0])
    assert "open1-major" in {p["id"] for p in data["presets"]}
    assert set(data["values"]) == {"withdrawn_meaning"}  # the meaning given, shown again
    plain = client.get("/nl/t/revoke/facts").text
    assert "meaning.js" not in plain


def test_meanings_by_taps_on_a_phone(phone):
    phone.goto("/nl/t/insufficient-bid/facts")
    phone.locator("details.meanings > summary").tap()  # folded until a question asks
    withdrawn = phone.locator('[data-input="withdrawn_meaning"] .meaning-editor')
    withdrawn.locator("select.me-preset").select_option("open1-major")
    withdrawn.locator('button[data-suit="♠"]').tap()
    replacement = phone.locator('[data-input="replacement_meaning"] .meaning-editor')
    replacement.locator("select.me-preset").select_option("overcall1")
    replacement.locator('button[data-suit="♠"]').tap()
    assert "open1-major:♠" in phone.locator('[name="withdrawn_meaning"]').input_value()
    with phone.expect_navigation():
        phone.locator("form.factform button[type=submit]").tap()
    from urllib.parse import parse_qs, urlsplit

    given = parse_qs(urlsplit(phone.url).query)
    assert "open1-major:♠" in given["withdrawn_meaning"][0]
    assert "overcall1:♠" in given["replacement_meaning"][0]
    shown = phone.locator("section.facts").inner_text()  # the guide took both, in words
    assert "Opening 1 in een hoge kleur" in shown and "Volgbod op 1-niveau" in shown
    assert "open1-major" not in shown
