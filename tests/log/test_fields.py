"""The log's fields are declared inputs drawn by the app's one form renderer (issue 23):
the ruling form's seats, roles, steppers, choices and texts carry the renderer's markup,
no field is drawn by hand, and a form sent back as a browser sends it saves the same
ruling as the form the log drew by hand did."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from arbiter.log import fields
from arbiter.web.calc_widgets import control
from tests.log.conftest import a_ruling, csrf_of

VOID = {"input", "br", "img", "meta", "link", "hr", "source", "wbr"}
#: Named controls of the ruling form that are not a ruling's field: the event it goes to.
NOT_FIELDS = {"event", "new_club", "event_other"}


class Control:
    """One named control of a form, with the renderer's field it stands in (if any)."""

    def __init__(self, tag: str, attrs: dict[str, str], field: dict[str, str] | None) -> None:
        self.tag = tag
        self.attrs = attrs
        self.field = field  # the attributes of the enclosing div.field[data-input]
        self.text = ""  # a text area's content
        self.options: list[tuple[str, bool]] = []  # a select's (value, selected)
        self.boxes: list[dict[str, str]] = []  # the elements around it, innermost last

    @property
    def name(self) -> str:
        return self.attrs.get("name", "")


class FormReader(HTMLParser):
    """The named controls of the first form with class ``form_class``, as a browser sees
    them."""

    def __init__(self, form_class: str) -> None:
        super().__init__(convert_charrefs=True)
        self.form_class = form_class
        self.stack: list[tuple[str, dict[str, str]]] = []
        self.controls: list[Control] = []
        self.action = ""
        self._in_form = False
        self._open: Control | None = None  # a select or text area being read

    def handle_starttag(self, tag, attrs):
        a = {k: v or "" for k, v in attrs}
        if tag == "form" and self.form_class in a.get("class", "").split() and not self.action:
            self._in_form, self.action = True, a.get("action", "")
        if self._in_form and tag in ("input", "select", "textarea") and a.get("name"):
            around = [attrs for t, attrs in self.stack if t == "div" and "data-input" in attrs]
            found = Control(tag, a, around[-1] if around else None)
            found.boxes = [attrs for _t, attrs in self.stack]
            self.controls.append(found)
            if tag != "input":
                self._open = found
        if tag == "option" and self._open is not None:
            self._open.options.append((a.get("value", ""), "selected" in a))
        if tag not in VOID:
            self.stack.append((tag, a))

    def handle_endtag(self, tag):
        if tag in ("select", "textarea"):
            self._open = None
        if tag == "form":
            self._in_form = False
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data):
        if self._open is not None and self._open.tag == "textarea":
            self._open.text += data

    def posted(self) -> list[tuple[str, str]]:
        """What the browser sends: text fields, checked taps, the chosen option."""
        out = []
        for c in self.controls:
            kind = c.attrs.get("type", "text")
            if c.tag == "input" and kind in ("radio", "checkbox"):
                if "checked" in c.attrs:
                    out.append((c.name, c.attrs.get("value", "on")))
            elif c.tag == "input":
                out.append((c.name, c.attrs.get("value", "")))
            elif c.tag == "textarea":
                out.append((c.name, c.text.removeprefix("\n")))
            elif c.options:
                chosen = [v for v, s in c.options if s] or [c.options[0][0]]
                out.append((c.name, chosen[-1]))
        return out


def read_form(html: str, form_class: str = "ruling-form") -> FormReader:
    reader = FormReader(form_class)
    reader.feed(html)
    return reader


def test_every_declared_field_is_drawn_by_the_form_renderer(app, director, event_id):
    reader = read_form(director.get(f"/log/new?event={event_id}").text)
    by_name: dict[str, list[Control]] = {}
    for c in reader.controls:
        by_name.setdefault(c.name, []).append(c)
    declared = fields.RULING + fields.person(0) + fields.person(1)  # two rows on a new form
    for inp in declared:
        assert inp.name in by_name, inp.name
        for c in by_name[inp.name]:
            assert c.field is not None, f"{inp.name} is drawn by hand"
            assert c.field["data-input"] == inp.name and c.field["data-kind"] == inp.kind
            assert f"c-{control(inp)}" in c.field["class"].split(), (inp.name, c.field)
    # nothing else is a field drawn by hand: every named control that is not hidden is the
    # renderer's, apart from the event the ruling goes to
    by_hand = {c.name for c in reader.controls if c.field is None
               and c.attrs.get("type") != "hidden" and c.name not in NOT_FIELDS}  # fmt: skip
    assert not by_hand, by_hand
    # the renderer's controls: steppers with the log's bounds, a seat and a role as taps
    for name, high in (("table", "999"), ("board", "999"), ("round", "99"), ("p0_pair", "9999")):
        (c,) = by_name[name]
        stepper = c.boxes[-1]
        assert "stepper" in stepper["class"].split(), name
        assert (stepper["data-min"], stepper["data-max"]) == ("1", high), name
    seats = ["", "N", "O", "Z", "W"]  # left open, then the seats as the renderer sends them
    taps_of = {
        "called_by": seats,
        "p0_seat": seats,
        "p1_role": ["offender", "non_offender", "other"],
        "adj_kind": ["", "assigned", "weighted", "artificial", "split"],
    }
    for name, values in taps_of.items():
        taps = by_name[name]
        assert [c.attrs["value"] for c in taps] == values, name
        assert all(c.attrs["type"] == "radio" and "ctap" in c.boxes[-1]["class"].split()
                   for c in taps), name  # fmt: skip
    # each row starts with its role: the offender, then the non-offending side
    checked = {c.name: c.attrs["value"] for c in reader.controls if "checked" in c.attrs}
    assert (checked["p0_role"], checked["p1_role"]) == ("offender", "non_offender")
    # long choices stay a pick-list (their words would fill rows of buttons on a phone)
    assert [c.tag for c in by_name["appeal_status"]] == ["select"]
    assert [c.tag for c in by_name["fu_kind"]] == ["select"]
    assert [c.tag for c in by_name["notes"]] == ["textarea"]
    assert [c.attrs.get("type") for c in by_name["title"]] == ["text"]  # a text stays a text


def test_a_table_s_call_page_asks_board_and_round_as_the_ruling_form(app, event_id):
    from fastapi.testclient import TestClient

    from arbiter.log.calls import CallService

    token = CallService(app.state.arbiter_log.store).table_token(event_id, 3)
    html = TestClient(app).get(f"/log/table/{token}/3").text
    controls = {c.name: c for c in read_form(html, "callform").controls}
    for inp in (fields.BOARD, fields.ROUND):
        drawn = controls[inp.name].field
        assert drawn is not None and drawn["data-kind"] == "int", inp.name
        assert "stepper" in controls[inp.name].boxes[-1]["class"].split()


def ruling_record(svc, ruling_id: int) -> dict:
    """A stored ruling without what every save changes (version, times, history)."""
    r = svc.ruling(ruling_id)
    skip = {"version", "updated_at", "updated_by", "history", "created_at", "id", "uid",
            "number", "event", "followups"}  # fmt: skip
    return {k: v for k, v in r.items() if k not in skip}


FULL = dict(
    called_by="W",
    title="Bod uit de beurt, toch geaccepteerd",
    persons=[
        {"role": "offender", "seat": "O", "pair": 4, "team": 2, "name": "Piet Jansen",
         "federation_no": "1234567"},
        {"role": "non_offender", "seat": "Z", "pair": 7, "name": "Els de Vries"},
        {"role": "other", "seat": "N"},
    ],
    facts_disputed="Noord zegt dat hij pas had gezegd.",
    director_finding="Het bod is gedaan.",
    notes="Twee regels\nnotitie.",
    adjusted_score={"kind": "artificial", "ns": "G+", "ew": "G-", "note": "Geen uitslag."},
    appeal_status="informed",
    appeal_note="Paar 7 weet ervan.",
)


def test_the_edit_form_sent_back_unchanged_saves_the_same_ruling(app, director, event_id):
    svc = app.state.arbiter_log.service
    r = svc.add_ruling(event_id, a_ruling(**FULL), "dirk")
    before = ruling_record(svc, r["id"])
    reader = read_form(director.get(f"/log/rulings/{r['id']}/edit").text)
    posted = reader.posted()
    sent = dict(posted)
    # East as the renderer's tap sends it (the Dutch letter; stored as E)
    assert sent["called_by"] == "W" and sent["p0_seat"] == "O" and sent["p2_role"] == "other"
    response = director.post(reader.action, data=sent)
    assert response.status_code == 303, response.text[:2000]
    after = ruling_record(svc, r["id"])
    assert after == before
    assert svc.ruling(r["id"])["version"] == r["version"]  # nothing changed, nothing saved
    # one tap changed: only that changes
    changed = {**sent, "p1_seat": "W", "board": "13"}
    assert director.post(reader.action, data=changed).status_code == 303
    after = ruling_record(svc, r["id"])
    assert after["board"] == 13 and after["persons"][1]["seat"] == "W"
    before["board"] = 13
    before["persons"][1]["seat"] = "W"
    assert after == before


def test_a_new_ruling_from_the_renderer_s_taps_is_the_one_the_old_form_saved(
    app, director, event_id
):
    """The renderer's seat taps send the Dutch letters (O, Z); the old form sent E, S:
    both save the same ruling, in the stored letters (N/E/S/W)."""
    svc = app.state.arbiter_log.service
    token = csrf_of(director)
    common = {
        "csrf_token": token, "event": str(event_id), "table": "3", "board": "12",
        "round": "2", "called_at": "20:41", "title": "Kaart van de blinde", "p0_role": "offender",
        "p0_pair": "4", "p0_name": "Piet Jansen", "p1_role": "non_offender", "p1_pair": "7",
        "adj_kind": "artificial", "adj_ns": "G+", "adj_ew": "G-", "appeal_status": "none",
        "notes": "Eén\nTwee", "fu_kind": "check_board", "fu_text": "Spel nakijken",
    }  # fmt: skip
    saved = []
    old_taps = {"called_by": "E", "p0_seat": "S", "p1_seat": "W"}
    new_taps = {"called_by": "O", "p0_seat": "Z", "p1_seat": "W"}
    for seats in (old_taps, new_taps):
        response = director.post("/log/rulings", data={**common, **seats})
        assert response.status_code == 303, response.text[:2000]
        ruling_id = int(response.headers["location"].split("/")[-1].split("?")[0])
        saved.append(ruling_id)
    old, new = (ruling_record(svc, i) for i in saved)
    assert new == old
    assert new["called_by"] == "E" and [p["seat"] for p in new["persons"]] == ["S", "W"]
    assert [f["kind"] for f in svc.ruling(saved[1])["followups"]] == ["check_board"]


def test_a_refused_field_is_marked_where_the_renderer_draws_it(app, director, event_id):
    data = {"csrf_token": csrf_of(director), "event": str(event_id), "table": "0",
            "board": "12", "called_at": "half negen", "title": "Kaart"}  # fmt: skip
    response = director.post("/log/rulings", data=data)
    assert response.status_code == 422
    marked = set(re.findall(r'<div class="field c-\w+ bad" data-input="(\w+)"', response.text))
    assert marked == {"table", "called_at"}, marked
    reader = read_form(response.text)
    assert dict(reader.posted())["called_at"] == "half negen"  # shown again as typed


def test_the_new_event_form_is_drawn_by_the_renderer_with_the_club_s_defaults(
    app, director, event_id
):
    svc = app.state.arbiter_log.service
    svc.create_event({"club": "BC De Troef", "date": "2026-11-22", "kind": "teams",
                      "profile": "EBU"}, "dirk")  # fmt: skip
    reader = read_form(director.get("/log").text, "stack")
    controls = {c.name: c for c in reader.controls if c.attrs.get("type") != "hidden"}
    assert set(controls) >= {f.name for f in fields.EVENT}
    for inp in fields.EVENT:
        drawn = controls[inp.name].field
        assert drawn is not None and drawn["data-kind"] == inp.kind, inp.name
    sent = dict(reader.posted())
    # the latest event's club, kind and profile are chosen; its kind and profile as taps
    assert (sent["club"], sent["kind"], sent["profile"]) == ("BC De Troef", "teams", "EBU")
    sent["date"], sent["session"] = "2026-11-23", "middag"
    response = director.post(reader.action, data=sent)
    assert response.status_code == 303, response.text[:2000]
    made = next(e for e in svc.events() if e["date"] == "2026-11-23")
    assert (made["club"], made["kind"], made["profile"], made["session"]) == (
        "BC De Troef", "teams", "EBU", "middag")  # fmt: skip
    assert made["name"] == "BC De Troef 23-11-2026"  # named after club and date, as before


def test_an_event_s_filters_are_drawn_by_the_renderer(app, director, event_id, ruling_id):
    html = director.get(f"/log/events/{event_id}", params={"open": "1", "board": "12"}).text
    reader = read_form(html, "stack")
    controls = {c.name: c for c in reader.controls}
    for inp in fields.FILTER:
        drawn = controls[inp.name].field
        assert drawn is not None and drawn["data-kind"] == inp.kind, inp.name
    sent = dict(reader.posted())
    assert (sent["open"], sent["board"], sent["table"], sent["topic"]) == ("1", "12", "", "")
    assert "Alle onderwerpen" in html  # a filter left open shows every topic
    response = director.get(reader.action, params={**sent, "board": "12"})
    assert response.status_code == 200, re.findall(r"error-box.*?</div>", response.text, re.S)
    listing = response.text
    assert f'/log/rulings/{ruling_id}"' in listing
