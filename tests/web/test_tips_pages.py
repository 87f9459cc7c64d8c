"""The table protocol, the tips and the official law text on the web, in process: pages
in both languages, the API against the command line's JSON, protocol links on rulings,
the official wording beside the summary once a text is imported."""

from __future__ import annotations

import json
import re

import pytest
from fastapi.testclient import TestClient

from arbiter.cli.main import main
from arbiter.laws import official
from arbiter.web import tips
from arbiter.web.app import create_app

PENALTY_RULING = (
    "/nl/t/penalty-card?a=situation:exposed,holder:defender,dummy:dummy,dummy.looked:no,"
    "dummy.wanted:yes,seen:yes,status:major,major:partner_leads,"
    "lead26b:no,choice:require"
)
BOOK = """\
ARTIKEL 27 Onvoldoende bod
A. Accepteren
1. Verzonnen zin voor A1.
B. Niet accepteren
1. (a) Verzonnen zin voor B1a.
(b) Verzonnen zin voor B1b.
"""


@pytest.fixture(scope="module")
def web():
    with TestClient(create_app(plugins=(tips,))) as client:
        yield client


def cli_json(capsys, *argv: str):
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_protocol_page_is_a_checklist_of_seven_steps(web, lang):
    page = web.get(f"/{lang}/aap")
    assert page.status_code == 200
    html = page.text
    assert len(re.findall(r'<li id="s-[a-z_0-9]+">', html)) == 7
    boxes = re.findall(r'data-point="([a-z_0-9.]+)"', html)
    assert len(boxes) == len(set(boxes)) >= 20 and "options.read_all" in boxes
    assert 'data-checklist="arbiter.aap.ticks"' in html and "data-clear-checklist" in html
    assert ("Eerst alle keuzes voorlezen" if lang == "nl" else "Read every option first") in html
    assert f'href="/{lang}/">' in html  # on to the topics


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_tips_index_groups_and_search(web, lang):
    html = web.get(f"/{lang}/tips").text
    for group in ("table", "conduct", "judgement", "paperwork"):
        assert f'href="/{lang}/tips/{group}"' in html
    assert f'href="/{lang}/aap"' in html
    found = web.get(f"/{lang}/tips", params={"q": "denkpauzes"}).text
    assert 'id="tip-hesitation-timing"' in found
    assert found.index("tip-hesitation-timing") < found.index("tip-accepted-is-not-16b")
    none = web.get(f"/{lang}/tips", params={"q": "xyzzy"}).text
    assert 'class="tip"' not in none and "xyzzy" in none


def test_a_group_page_lists_its_tips_with_source_and_law_links(web):
    html = web.get("/en/tips/paperwork").text
    assert html.count('class="tip"') >= 4
    assert 'href="/en/laws/79"' in html and "Source:" in html
    missing = web.get("/nl/tips/kitchen")  # the groups' ids are not listed (issue 25)
    assert missing.status_code == 404 and "paperwork" not in missing.text
    assert 'href="/nl/"' in missing.text


def test_the_api_gives_what_the_command_line_gives(web, capsys):
    api = web.get("/api/v1/tips", params={"q": "blinde", "lang": "en"}).json()
    assert api == cli_json(capsys, "tips", "blinde", "--json", "--lang", "en")
    api = web.get("/api/v1/tips", params={"group": "conduct"}).json()
    assert api == cli_json(capsys, "tips", "--group", "conduct", "--json")
    assert web.get("/api/v1/protocol?lang=en").json() == cli_json(
        capsys, "tips", "--protocol", "--json", "--lang", "en"
    )
    bad = web.get("/api/v1/tips", params={"group": "kitchen"})
    assert bad.status_code == 422 and "table" in bad.json()["accepted"]


def test_home_offers_the_protocol_on_a_first_visit(web):
    html = web.get("/nl/").text
    start = html.index('id="welcome"')
    card = html[start : html.index("</section>", start)]
    assert 'class="welcome hidden"' in html  # shown by app.js to a new director only
    assert 'href="/nl/aap"' in card and "data-welcome-dismiss" in card


def test_a_ruling_links_the_protocol_steps_it_carries_out(web):
    html = web.get(PENALTY_RULING).text
    heads = dict(re.findall(r'<h2 id="(h-[a-z]+|readout-h)">(.*?)</h2>', html))
    assert 'href="/nl/aap#s-decide"' in heads["h-rect"]
    assert 'href="/nl/aap#s-leave"' in heads["h-leave"]
    assert 'href="/nl/aap#s-follow_up"' in heads["h-after"]
    trail = html[html.index('class="aaptrail"') :]
    assert trail.index('href="/nl/aap#s-dummy_11a"') < trail.index("</p>")  # dummy asked
    assert 'href="/nl/aap#s-facts"' not in html  # no question of that step on this path


def test_a_question_with_options_links_step_four(web):
    page = web.get("/en/t/penalty-card?a=situation:exposed,holder:defender,dummy:dummy,"
                   "dummy.looked:no,dummy.wanted:yes,seen:yes,status:major,"
                   "major:partner_leads,lead26b:no").text  # fmt: skip
    head = re.search(r'<h2 id="readout-h">(.*?)</h2>', page).group(1)
    assert 'href="/en/aap#s-options"' in head


def test_without_an_imported_text_law_pages_say_so(web):
    """In the director's words, no command line (issue 25): the one who runs the app can
    import it."""
    html = web.get("/nl/laws/27").text
    assert "De officiële tekst staat hier niet" in html and 'class="official"' not in html
    assert "arbiter laws" not in html and "docs/" not in html


def test_with_an_imported_text_every_cited_law_shows_the_official_wording(
    web, tmp_path, monkeypatch
):
    monkeypatch.setenv("ARBITER_DATA_DIR", str(tmp_path / "data"))
    official._cache.clear()
    book = tmp_path / "boek.txt"
    book.write_text(BOOK, encoding="utf-8")
    official.import_file(str(book))
    law = web.get("/en/laws/27").text
    assert 'class="official" lang="nl"' in law
    assert "<b>27B1(a)</b> Verzonnen zin voor B1a." in law
    ruling = web.get(
        "/nl/t/insufficient-bid?a=insufficient:yes,in_turn:yes,mispull:no,lho_called:no,"
        "lho_choice:decline,replacement:lowest_same"
    ).text
    laws = ruling[ruling.index('id="h-laws"') :].split('<details class="law">')
    b1a = next(x for x in laws if "<b>27B1(a)</b> Onvoldoende" in x)
    assert "<b>27B1(a)</b> Verzonnen zin voor B1a." in b1a
    assert "Verzonnen zin voor B1b" not in b1a  # only the clause cited
    d = next(x for x in laws if "<b>27D</b> Onvoldoende" in x)  # not in the made-up book
    assert "(het hele artikel)" in d and "Verzonnen zin voor B1b" in d
    official.forget()
    assert 'class="official"' not in web.get("/en/laws/27").text  # pages rebuilt
    official._cache.clear()


@pytest.mark.parametrize(
    "params",
    [{"q": "x" * 100}, {"q": "♠♥♦♣ 27"}, {"q": "\u202e😀"}, {"q": "((("}, {"group": ""},
     {"group": "x" * 30}, {"lang": "fr"}, {"q": "1" * 100, "group": "table"}],
)  # fmt: skip
def test_hostile_input_never_gives_a_server_error(web, params):
    api = web.get("/api/v1/tips", params=params)
    assert api.status_code in (200, 422), params
    if "q" in params:
        page = web.get("/nl/tips", params={"q": params["q"]})
        assert page.status_code == 200
    assert web.get("/nl/tips/%2e%2e").status_code == 404
    assert web.get("/xx/aap").status_code == 404


def test_the_app_version_follows_the_imported_text(tmp_path, monkeypatch):
    """A restart after an import gives a new version, so phones renew their offline store."""
    from arbiter.web.render import compute_version

    monkeypatch.setenv("ARBITER_DATA_DIR", str(tmp_path / "data"))
    before = compute_version()
    book = tmp_path / "boek.txt"
    book.write_text(BOOK, encoding="utf-8")
    official.import_file(str(book))
    assert compute_version() != before
    official.forget()
    assert compute_version() == before


def test_the_home_search_offers_the_tips_for_the_same_words(web, client):
    html = web.get("/nl/", params={"q": "denkpauze"}).text
    assert (
        'class="btn ghost tipsline" href="/nl/tips?q=denkpauze">Tips bij “denkpauze”: 2 →' in html
    )
    assert "tipsline" not in web.get("/nl/", params={"q": "xyzzy"}).text  # no tip: no line
    assert "tipsline" not in client.get("/nl/?q=denkpauze").text  # without the tips pages
