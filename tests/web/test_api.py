"""The JSON API gives what the command line gives, and documents itself."""

from __future__ import annotations

import json

import pytest

from arbiter.cli.main import main as cli
from arbiter.guide.interview import SOURCES
from arbiter.guide.library import library
from arbiter.guide.paths import paths
from arbiter.guide.story import Story


def run_cli(capsys, *argv: str):
    capsys.readouterr()
    code = cli(list(argv))
    out = capsys.readouterr().out
    return code, json.loads(out)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_topics_as_the_command_line(client, capsys, lang):
    _, expected = run_cli(capsys, "topics", "--json", "--lang", lang)
    assert client.get("/api/v1/topics", params={"lang": lang}).json() == expected


def _cases():
    for topic in list(library().topics.values())[::5]:
        path = next(iter(paths(topic)))
        yield topic.id, dict(path.answers[:1]), {}
        yield topic.id, path.as_dict(), {}
    yield "insufficient-bid", {"lho_called": "yes"}, {
        "dealer": "N", "auction": "1♠", "offender": "O", "call": "1♥"}  # fmt: skip


@pytest.mark.parametrize(("topic", "answers", "facts"), list(_cases()))
def test_decide_as_the_command_line(client, capsys, topic, answers, facts):
    argv = ["decide", topic, "--json", "--lang", "en"]
    for node, choice in answers.items():
        argv += ["--answer", f"{node}={choice}"]
    for name, value in facts.items():
        argv += ["--fact", f"{name}={value}"]
    _, expected = run_cli(capsys, *argv)
    posted = client.post("/api/v1/decide", json={"topic": topic, "answers": answers,
                                                  "facts": facts, "lang": "en"})  # fmt: skip
    assert posted.status_code == 200 and posted.json() == expected
    query = Story("x", tuple(answers.items()), tuple(facts.items())).query()
    got = client.get(f"/api/v1/topics/{topic}/state?{query}&lang=en")
    assert got.status_code == 200 and got.json() == expected


def test_calculators_as_the_command_line(client, capsys):
    listed = client.get("/api/v1/calc").json()
    from arbiter.calc.service import names

    assert [c["name"] for c in listed] == list(names())
    _, expected = run_cli(capsys, "calc", "score", "4♠X=", "--vul", "ja", "--json")
    got = client.post("/api/v1/calc/score", json={"args": {"result": ["4♠X="], "vul": "ja"}})
    assert got.status_code == 200, got.text
    assert got.json()["result"] == expected
    assert got.json()["argv"][:2] == ["score", "--json"]


def test_paths_search_laws_facts_bundle(client):
    topic = library().topic("revoke")
    got = client.get("/api/v1/topics/revoke/paths").json()
    assert [p["ruling"] for p in got] == [p.ruling for p in paths(topic)]
    assert client.get("/api/v1/search", params={"q": "niet bekend"}).json()[0]["id"] == "revoke"
    laws = client.get("/api/v1/laws", params={"lang": "en"}).json()
    assert [law["number"] for law in laws] == list(range(1, 94))
    assert "insufficient-bid" in client.get("/api/v1/laws/27").json()["topics"]
    facts = client.get("/api/v1/facts").json()
    assert {i["name"] for i in facts["inputs"]} >= {"dealer", "auction", "call", "card"}
    bundle = client.get("/api/v1/bundle/en").json()
    assert [t["id"] for t in bundle["topics"]] == list(library().topics)
    detail = client.get("/api/v1/topics/revoke").json()
    assert detail["start"] == topic.start and len(detail["nodes"]) == len(topic.nodes)


def test_openapi_document_describes_the_api(client):
    spec = client.get("/openapi.json").json()
    assert spec["info"]["title"] == "arbiter"
    paths_ = set(spec["paths"])
    assert {
        "/api/v1/topics",
        "/api/v1/decide",
        "/api/v1/topics/{topic_id}/state",
        "/api/v1/calc",
        "/api/v1/calc/{name}",
        "/api/v1/laws",
        "/api/v1/search",
    } <= paths_
    assert not [p for p in paths_ if not p.startswith("/api/")]  # pages are not API
    state = spec["paths"]["/api/v1/topics/{topic_id}/state"]["get"]
    assert {"dealer", "auction", "a", "lang"} <= {p["name"] for p in state["parameters"]}
    assert client.get("/docs").status_code == 404  # Swagger UI would load from a CDN


def test_every_step_source_of_every_path_is_in_the_openapi_document(client):
    """A step's ``source`` as the document lists it: the auction topics start with a
    definition (source ``definition``), which the document once did not know, so a
    program validating the answers refused them (found by the schema fuzz)."""
    spec = client.get("/openapi.json").json()
    listed = set(spec["components"]["schemas"]["StepOut"]["properties"]["source"]["enum"])
    assert listed == set(SOURCES)
    seen = set()
    for topic in library().topics.values():  # each start, and each path answered in full
        bodies = [{"topic": topic.id}]
        bodies += [{"topic": topic.id, "answers": dict(p.answers)} for p in paths(topic)]
        for body in bodies:
            got = client.post("/api/v1/decide", json=body).json()
            seen.update(step["source"] for step in got["path"])
    assert seen <= listed and {"answer", "definition"} <= seen


def test_decide_and_state_answer_with_the_profile_asked(client):
    """Issue 23: the API's decide took "profile": "EBU" and answered with the NBB's values;
    an unknown profile is refused, naming those accepted."""
    body = {"topic": "appeals", "answers": {"situation": "disagrees"}, "lang": "en"}
    plain = client.post("/api/v1/decide", json=body).json()
    assert {v["profile"] for v in plain["regulation"]} == {"NBB"}
    ebu = client.post("/api/v1/decide", json={**body, "profile": "EBU"}).json()
    assert ebu["regulation"] and {v["profile"] for v in ebu["regulation"]} == {"EBU"}
    state = client.get("/api/v1/topics/appeals/state?a=situation:disagrees&profile=acbl").json()
    assert {v["profile"] for v in state["regulation"]} == {"ACBL"}
    bad = client.post("/api/v1/decide", json={**body, "profile": "XYZ"})
    assert bad.status_code == 422
    assert "NBB" in bad.json()["accepted"]
