"""The Alerteerwijzer on the web: pages under ``/{lang}/alert`` and JSON under
``/api/v1/alert``, a plugin of the app (see :data:`arbiter.web.app.PLUGINS`).

* ``/{lang}/alert``: the form, with the bidding box of the table-data form for the
  auction and the call;
* ``/{lang}/alert/check?dealer=N&auction=1SA+pas&call=2♣&a=meaning:artificial``: the next
  question or the answer; every state is its own URL, like the guide's;
* ``/{lang}/alert/rules?profile=NBB``: the regulation in our own words;
* ``GET|POST /api/v1/alert``, ``GET /api/v1/alert/regulations[/{profile}]``: the same as
  ``arbiter alert --json`` and ``arbiter alert --rules --json``.

A wrong alert leads on into the guide (misinformation, unauthorized information) with the
auction and the call carried as table data in the guide's plain URL form.
"""

from __future__ import annotations

import json
from typing import Any, Literal
from urllib.parse import urlencode

from fastapi import APIRouter, Query, Request
from pydantic import BaseModel, Field
from starlette.responses import Response

from arbiter.alert import check, regulation, regulations
from arbiter.alert.engine import Asked
from arbiter.alert.serialize import DECISION_TEXT, regulation_json, result_json
from arbiter.guide.story import Story, parse_answers
from arbiter.i18n import LANGS, InputError, Lang
from arbiter.web.render import Page, respond
from arbiter.web.views import NotFound

router = APIRouter()
NAV = ({"path": "/{lang}/alert", "text": {"nl": "Alerteren", "en": "Alerting"}},)
MAX_TEXT = 200

WORDS: dict[Lang, dict[str, str]] = {
    "nl": {
        "title": "Alerteerwijzer",
        "intro": (
            "Moet deze bieding gealerteerd worden? Geef het bieden tot en met de bieding; "
            "arbiter vraagt alleen wat het bieden zelf niet zegt."
        ),
        "profile": "Regeling",
        "dealer": "Gever (mag leeg)",
        "unknown": "onbekend",
        "calls": "Het bieden vanaf de gever, tot en met de bieding waar het om gaat",
        "calls_hint": "De laatste bieding is die waar het om gaat. Biddingbox: 1♥ 1SA pas X XX",
        "go": "Moet dit gealerteerd worden?",
        "rules": "De alerteerregeling",
        "rules_intro": (
            "De regeling in onze eigen woorden, met bron en versie. Geen officiële tekst."
        ),
        "version": "Versie",
        "status": "Geldigheid",
        "established": "Zo vastgesteld",
        "must": "Alerteren",
        "announce": "Aankondigen",
        "exception": "Uitzondering",
        "must_not": "Niet alerteren",
        "rule": "Regel",
        "source": "Bron",
        "also": "Zie ook",
        "note": "Noot",
        "unverified": "Niet geverifieerd",
        "examples": "Voorbeelden uit de bronnen",
        "sources": "Bronnen",
        "questions": "Wat arbiter kan vragen",
        "from_auction": "Uit het bieden",
        "say": "Zeg",
        "wrong": "Verkeerd gealerteerd?",
        "back": "Terug",
        "new_call": "Andere bieding",
        "edit": "Bieden wijzigen",
        "json": "Als JSON",
        "other_profile": "Andere regeling",
        "caller": "bieder",
        "law_short": "art.",
        "check_example": "Bekijk",
        "none": "geen",
    },
    "en": {
        "title": "Alert guide",
        "intro": (
            "Must this call be alerted? Give the auction up to and including the call; "
            "arbiter only asks what the auction itself does not tell."
        ),
        "profile": "Regulation",
        "dealer": "Dealer (may be empty)",
        "unknown": "unknown",
        "calls": "The auction from the dealer, up to and including the call in question",
        "calls_hint": "The last call is the one in question. Bidding box: 1♥ 1NT pass X XX",
        "go": "Must this be alerted?",
        "rules": "The alert regulation",
        "rules_intro": (
            "The regulation in our own words, with source and version. Not the official text."
        ),
        "version": "Version",
        "status": "In force",
        "established": "How we established it",
        "must": "Alert",
        "announce": "Announce",
        "exception": "Exception",
        "must_not": "Do not alert",
        "rule": "Rule",
        "source": "Source",
        "also": "See also",
        "note": "Note",
        "unverified": "Not verified",
        "examples": "Examples from the sources",
        "sources": "Sources",
        "questions": "What arbiter may ask",
        "from_auction": "From the auction",
        "say": "Say",
        "wrong": "A wrong alert?",
        "back": "Back",
        "new_call": "Another call",
        "edit": "Change the auction",
        "json": "As JSON",
        "other_profile": "Other regulation",
        "caller": "caller",
        "law_short": "Law",
        "check_example": "Check",
        "none": "none",
    },
}


def _lang(lang: str) -> Lang:
    if lang not in LANGS:
        raise NotFound(
            f"Taal '{lang[:20]}' bestaat niet.", f"Language '{lang[:20]}' does not exist.", LANGS
        )
    return lang


def _regulation(profile: str | None):
    try:
        return regulation(profile)
    except InputError as error:
        raise NotFound(error.text["nl"], error.text["en"], error.accepted) from None


def _text(params: Any, name: str) -> str:
    value = (params.get(name) or "").strip()
    if len(value) > MAX_TEXT:
        raise InputError(
            f"'{name}' is te lang.", f"'{name}' is too long.", accepted=(f"≤ {MAX_TEXT}",)
        )
    return value


class Input:
    """What the form and the check page's URL carry."""

    def __init__(self, params: Any) -> None:
        self.profile = _text(params, "profile").upper()
        self.dealer = _text(params, "dealer")
        self.auction = _text(params, "auction")
        self.call = _text(params, "call")
        self.answers = parse_answers(params.get("a", ""))
        self.raw_calls = _text(params, "calls")

    def resolve(self) -> None:
        """Split the form's one field (the auction up to the call) into auction and call."""
        if self.raw_calls and not self.call:
            self.auction, self.call = split_calls(self.dealer, self.raw_calls)
            self.raw_calls = ""

    @property
    def calls(self) -> str:
        """The auction and the call as the form's one field shows them."""
        if self.raw_calls and not self.call:
            return self.raw_calls
        return " ".join(part for part in (self.auction, self.call) if part)

    def query(self, answers: tuple[tuple[str, str], ...] | None = None) -> str:
        answers = self.answers if answers is None else answers
        items = [(k, v) for k, v in (("profile", self.profile), ("dealer", self.dealer),
                 ("auction", self.auction), ("call", self.call)) if v]  # fmt: skip
        if answers:
            items.append(("a", ",".join(f"{f}:{a}" for f, a in answers)))
        return urlencode(items, safe=":,")

    def key(self) -> tuple:
        return (self.profile, self.dealer, self.auction, self.call, self.raw_calls, self.answers)


def split_calls(dealer: str, text: str) -> tuple[str, str]:
    """Split "1SA pas 2♣" into the auction before the last call and that call."""
    from arbiter.alert.situation import AlertInputError
    from arbiter.bridge import Auction, AuctionError, Seat

    try:
        seat = Seat.parse(dealer) if dealer else Seat.NORTH
        auction = Auction.parse(seat, text)
    except AuctionError as error:
        raise AlertInputError(error.text["nl"], error.text["en"], error.accepted) from None
    if not auction.calls:
        return "", ""
    before = Auction(auction.dealer, auction.calls[:-1])
    return before.format("nl"), auction.calls[-1].format("nl")


def _profiles(lang: Lang) -> list[dict[str, str]]:
    return [{"profile": p, "title": r.title.get_lang(lang)} for p, r in regulations().items()]


# -- pages --------------------------------------------------------------------------------


@router.get("/{lang}/alert", include_in_schema=False)
async def form(request: Request, lang: str) -> Response:
    lang = _lang(lang)
    inp = Input(request.query_params)
    r = request.app.state.renderer

    def build() -> Page:
        return _form_page(r, lang, inp, None, 200)

    return respond(request, await r.cache.aget(("alert-form", lang, inp.key()), build), lang)


def _form_page(r: Any, lang: Lang, inp: Input, error: InputError | None, status: int) -> Page:
    from arbiter.bridge import Seat

    seats = [(s.abbr(lang), s.name(lang)) for s in Seat]
    return r.page(
        "alert/form.html", lang, f"/{lang}/alert", inp.query(()), status=status,
        title=WORDS[lang]["title"], kind="alert", W=WORDS[lang], inp=inp, seats=seats,
        profiles=_profiles(lang), error=error.message(lang) if error else None,
        accepted=list(error.accepted) if error else [],
    )  # fmt: skip


@router.get("/{lang}/alert/check", include_in_schema=False)
async def check_page(request: Request, lang: str) -> Response:
    lang = _lang(lang)
    r = request.app.state.renderer
    inp = Input(request.query_params)

    def build() -> Page:
        try:
            inp.resolve()
            result = check(inp.profile or None, inp.dealer, inp.auction, inp.call,
                           dict(inp.answers))  # fmt: skip
        except InputError as error:
            return _form_page(r, lang, inp, error, 422)
        data = result_json(result, lang)
        used = tuple((a["fact"], a["answer"]) for a in data["answers"])
        trail = [
            {**a, "url": f"/{lang}/alert/check?{inp.query(used[:i])}"}
            for i, a in enumerate(data["answers"])
        ]
        if isinstance(result, Asked):
            for answer in data["question"]["answers"]:
                answer["url"] = (
                    f"/{lang}/alert/check?{inp.query((*used, (result.fact.id, answer['id'])))}"
                )
        for h in data.get("handoffs", ()):
            facts = tuple(h["facts"].items())
            h["url"] = Story(h["topic"], tuple(h["answers"].items()), facts, lang=lang).url()
        back = f"/{lang}/alert/check?{inp.query(used[:-1])}" if used else None
        title = data["question"]["text"] if isinstance(result, Asked) else data["decision_text"]
        return r.page(
            "alert/check.html", lang, f"/{lang}/alert/check", inp.query(used), kind="alert",
            title=WORDS[lang]["title"], page_title=title, W=WORDS[lang], d=data, trail=trail,
            back_url=back, edit_url=f"/{lang}/alert?{inp.query(())}",
            new_url=f"/{lang}/alert?" + urlencode(
                [(k, v) for k, v in (("profile", inp.profile), ("dealer", inp.dealer),
                 ("auction", inp.auction)) if v]),
            json_url=f"/api/v1/alert?{inp.query(used)}&lang={lang}",
            rules_url=f"/{lang}/alert/rules?profile={data['regulation']['profile']}",
        )  # fmt: skip

    page = await r.cache.aget(("alert-check", lang, inp.key()), build)
    return respond(request, page, lang)


@router.get("/{lang}/alert/rules", include_in_schema=False)
async def rules_page(request: Request, lang: str) -> Response:
    lang = _lang(lang)
    reg = _regulation(_text(request.query_params, "profile") or None)
    r = request.app.state.renderer

    def build() -> Page:
        data = regulation_json(reg, lang)
        groups = [(g, [x for x in data["rules"] if x["group"] == g])
                  for g in ("must", "announce", "exception", "must_not")]  # fmt: skip
        for e in data["examples"]:
            e["url"] = f"/{lang}/alert/check?" + urlencode(
                [("profile", reg.profile), ("dealer", e["dealer"]), ("auction", e["auction"]),
                 ("call", e["call"])]
                + ([("a", ",".join(f"{k}:{v}" for k, v in e["answers"].items()))]
                   if e["answers"] else []), safe=":,")  # fmt: skip
            e["decision_text"] = DECISION_TEXT[e["expect"]].get_lang(lang)
        others = [p for p in _profiles(lang) if p["profile"] != reg.profile]
        return r.page(
            "alert/rules.html", lang, f"/{lang}/alert/rules", f"profile={reg.profile}",
            title=f"{WORDS[lang]['rules']}: {data['title']}", kind="alert", W=WORDS[lang],
            reg=data, groups=[g for g in groups if g[1]], others=others,
        )  # fmt: skip

    return respond(request, await r.cache.aget(("alert-rules", lang, reg.profile), build), lang)


# -- API ----------------------------------------------------------------------------------

LangParam = Literal["nl", "en"]
LANG_QUERY = Query("nl", description="language of the texts: nl (default) or en")


class AlertIn(BaseModel):
    profile: str | None = Field(None, max_length=20, examples=["NBB"])
    dealer: str | None = Field(None, max_length=20, examples=["N"])
    auction: str = Field("", max_length=MAX_TEXT, examples=["1SA pas"])
    call: str = Field(max_length=40, examples=["2♣"])
    answers: dict[str, str] = Field(default_factory=dict, examples=[{"meaning": "artificial"}])
    lang: LangParam = "nl"


class ErrorOut(BaseModel):
    error: str
    message: str
    accepted: list[str]


ERRORS: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorOut, "description": "unknown regulation profile"},
    422: {"model": ErrorOut, "description": "unknown call, impossible auction, bad answer"},
}


def _json(data: Any) -> Response:
    return Response(json.dumps(data, ensure_ascii=False, separators=(",", ":")),
                    media_type="application/json")  # fmt: skip


@router.get("/api/v1/alert", tags=["alert"], responses=ERRORS,
            summary="Must this call be alerted? (the next question or the answer)")  # fmt: skip
def alert_get(
    profile: str | None = Query(None, max_length=20, description="NBB (default) or EBU"),
    dealer: str | None = Query(None, max_length=20, description="N/O/Z/W or N/E/S/W"),
    auction: str = Query("", max_length=MAX_TEXT, description="the calls before, from dealer"),
    call: str = Query(max_length=40, description="the call in question"),
    a: str = Query("", max_length=2000, description="answers: fact:answer,fact:answer"),
    lang: LangParam = LANG_QUERY,
) -> Response:
    """Same as `arbiter alert CALL --auction ... --answer FACT=ANSWER --json`."""
    result = check(profile, dealer, auction, call, dict(parse_answers(a)))
    return _json(result_json(result, lang))


@router.post("/api/v1/alert", tags=["alert"], responses=ERRORS,
             summary="Must this call be alerted? (JSON body)")  # fmt: skip
def alert_post(body: AlertIn) -> Response:
    """The same as the GET form, with the answers as an object."""
    result = check(body.profile, body.dealer, body.auction, body.call, body.answers)
    return _json(result_json(result, body.lang))


@router.get("/api/v1/alert/regulations", tags=["alert"],
            summary="The alert regulations, one per profile")  # fmt: skip
def regulations_list(lang: LangParam = LANG_QUERY) -> Response:
    """Profile, title, version and status of each regulation arbiter holds."""
    out = []
    for reg in regulations().values():
        data = regulation_json(reg, lang)
        out.append({k: data[k] for k in ("profile", "id", "title", "version", "effective",
                                         "confirmed", "status", "announcements")})  # fmt: skip
    return _json(out)


@router.get("/api/v1/alert/regulations/{profile}", tags=["alert"], responses=ERRORS,
            summary="One alert regulation in our own words")  # fmt: skip
def regulation_get(profile: str, lang: LangParam = LANG_QUERY) -> Response:
    """Same as `arbiter alert --rules --profile PROFILE --json`."""
    return _json(regulation_json(_regulation(profile[:20]), lang))
