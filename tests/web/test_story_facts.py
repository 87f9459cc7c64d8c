"""The facts screen of a story offers the inputs of the topic the story is in now: after
a call after the final pass hands over to the lead restrictions, declarer's seat, which
tells whether the offender's partner makes the opening lead (issue 11)."""

from __future__ import annotations

import re

STORY = "a=ended:contract,played_on:no,who:defender,defender_kind:double,lho_called:no"


def test_the_facts_screen_follows_the_story(client):
    start = client.get("/nl/t/call-after-final-pass/facts").text
    assert 'name="declarer"' not in start
    later = client.get(f"/nl/t/call-after-final-pass/facts?{STORY}").text
    assert 'name="declarer"' in later and 'name="offender"' in later


def test_declarers_seat_answers_who_leads_first(client):
    asked = client.get(f"/nl/t/call-after-final-pass?{STORY}&offender=O").text
    assert 'id="q-first_turn"' in asked
    told = client.get(f"/nl/t/call-after-final-pass?{STORY}&offender=O&declarer=Z").text
    assert re.search(r'<h1 class="question" id="q-suits"', told)
