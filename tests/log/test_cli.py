"""``arbiter log`` and ``arbiter user`` on both backends."""

from __future__ import annotations

import io
import json
from shlex import split

import pytest

from arbiter.cli.main import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def cli(db_url, capsys):
    def call(*argv: str):
        return run(capsys, *argv[:2], "--db", db_url, *argv[2:])

    return call


def test_event_add_ruling_list_show_export(cli, tmp_path, monkeypatch):
    monkeypatch.setenv("ARBITER_USER", "kees")
    code, out, _ = cli("log", "event-add", "--club", "BC Zuid", "--date", "21-11-2026", "--json")
    assert code == 0
    event = json.loads(out)
    code, out, err = cli(
        *split(
            f"log add --event {event['id']} --table 3 --board 12 --called-at 20:41 "
            "--called-by O --topic insufficient-bid --answer insufficient=yes "
            "--answer in_turn=yes --answer mispull=no --answer lho_called=yes "
            "--person 'seat=Z,role=offender,pair=7,name=Jan Smit' "
            "--followup 'check_board=Na afloop kijken' --adjusted-score artificial:G+:G- --json"
        )
    )
    assert code == 0, err
    r = json.loads(out)
    assert r["created_by"] == "kees" and r["persons"][0]["name"] == "Jan Smit"
    assert r["adjusted_score"] == {"kind": "artificial", "ns": "G+", "ew": "G-", "note": None}
    code, out, _ = cli("log", "list", "--event", str(event["id"]), "--open", "--json")
    assert [x["id"] for x in json.loads(out)] == [r["id"]]
    code, out, _ = cli("log", "list", "--event", str(event["id"]), "--lang", "en")
    assert "Insufficient bid" in out
    code, out, _ = cli("log", "show", str(r["id"]))
    assert "Jan Smit" in out and "Onvoldoende bod" in out
    code, out, _ = cli("log", "export", "--event", str(event["id"]), "--format", "json")
    assert json.loads(out)["rulings"][0]["uid"] == r["uid"]
    target = tmp_path / "log.csv"
    cli("log", "export", "--event", str(event["id"]), "-o", str(target))
    assert target.read_text(encoding="utf-8").startswith("event_id,number")
    pdf = tmp_path / "r.pdf"
    code, _, _ = cli("log", "report", str(r["id"]), "-o", str(pdf))
    assert code == 0 and pdf.read_bytes().startswith(b"%PDF-1.4")
    f = r["followups"][-1]["id"]
    code, out, _ = cli("log", "followup", str(r["id"]), str(f), "--status", "done", "--json")
    assert json.loads(out)["followups"][-1]["status"] == "done"


def test_bad_input_gives_exit_2_and_names_the_field(cli, svc, event):
    add = f"log add --event {event['id']} --table 1"
    code, out, _ = cli(*split(f"{add} --board 0 --called-by X --topic nope --json"))
    assert code == 2
    error = json.loads(out)
    assert {f["field"] for f in error["fields"]} == {"board", "called_by", "topic"}
    code, _, err = cli(*split(f"{add} --board 2 --title x --note"), "x" * 100_000)
    assert code == 2 and "Notities" in err
    assert svc.counts()["rulings"] == 0
    code, _, err = cli("log", "event-add", "--club", "X", "--date", "2026/11/21")
    assert code == 2 and "Datum" in err
    code, _, err = cli("log", "show", "999")
    assert code == 2 and "bestaat niet" in err


def test_user_add_list_and_password_rules(cli, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("correct horse battery\n"))
    code, out, _ = cli("user", "add", "dirk", "--password-stdin", "--json")
    assert code == 0 and json.loads(out)["role"] == "director"
    monkeypatch.setattr("sys.stdin", io.StringIO("short\n"))
    code, _, err = cli("user", "add", "vera", "--role", "viewer", "--password-stdin")
    assert code == 2 and "Wachtwoord" in err
    monkeypatch.setattr("sys.stdin", io.StringIO("correct horse battery\n"))
    code, _, err = cli("user", "add", "dirk", "--password-stdin")
    assert code == 2 and "bestaat al" in err
    code, out, _ = cli("user", "list", "--json")
    assert [u["username"] for u in json.loads(out)] == ["dirk"]


@pytest.mark.parametrize(
    ("name", "says"),
    [("\x01", "verplicht"), ("\x01\x02 ", "verplicht"), ("jan\x01", "alleen letters"),
     ("jan\tpiet", "alleen letters")],
)  # fmt: skip
def test_user_add_refuses_a_name_of_control_characters(cli, monkeypatch, name, says):
    """A name of control characters only was an assert (a traceback); one with a control
    character inside was stored without it, a name the director never typed."""
    monkeypatch.setattr("sys.stdin", io.StringIO("correct horse battery\n"))
    code, out, err = cli("user", "add", name, "--password-stdin")
    assert code == 2 and "Gebruikersnaam" in err and says in err and "Traceback" not in err
    code, out, _ = cli("user", "list", "--json")
    assert json.loads(out) == []


def test_retention_and_person_commands(cli, svc, event):
    from tests.log.conftest import a_ruling

    svc.add_ruling(event["id"], a_ruling(persons=[{"name": "Anna", "federation_no": "123"}]), "t")
    code, out, _ = cli("log", "person-export", "--federation-no", "123")
    assert code == 0
    assert json.loads(out)["rulings"][0]["persons"][0]["name"] == "Anna"
    code, out, _ = cli("log", "person-forget", "--name", "Anna", "--json")
    assert code == 0
    assert json.loads(out) == {"rulings": 1}
    code, out, _ = cli("log", "retention", "400", "--json")
    assert code == 0
    assert json.loads(out) == {"retention_days": 400}
    old = svc.create_event({"club": "Oud", "date": "2020-01-01"}, "t")
    code, out, _ = cli("log", "purge", "--dry-run", "--json")
    assert code == 0
    assert [e["id"] for e in json.loads(out)["events"]] == [old["id"]]
    _, out, _ = cli("log", "retention", "none", "--json")
    assert json.loads(out) == {"retention_days": None}
