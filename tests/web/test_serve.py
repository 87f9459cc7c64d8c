"""`arbiter serve` starts the web app; the guide commands never load the web stack."""

from __future__ import annotations

import subprocess
import sys

import httpx

from arbiter.cli.main import main as cli


def test_serve_is_recognised_only_as_the_command(capsys):
    assert cli(["--lang", "en", "serve", "--port", "70000"]) == 2
    assert "Port 70000 does not exist" in capsys.readouterr().err
    assert cli(["decide", "serve", "--lang", "en"]) == 2  # a topic named serve: none
    assert "Unknown topic 'serve'" in capsys.readouterr().err


def test_bad_port_is_a_friendly_error(capsys):
    assert cli(["serve", "--port", "70000"]) == 2
    assert "65535" in capsys.readouterr().err
    assert cli(["serve", "--colour", "red"]) == 2


def test_guide_commands_do_not_import_the_web_stack():
    code = (
        "import sys\n"
        "from arbiter.cli.main import main\n"
        "main(['topics', '--json']); main(['decide', 'revoke', '--json'])\n"
        "loaded = [m for m in ('fastapi', 'uvicorn', 'starlette', 'jinja2', 'arbiter.web')"
        " if m in sys.modules]\n"
        "assert not loaded, loaded\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_arbiter_serve_answers_on_its_port(server):
    home = httpx.get(server.url + "/", follow_redirects=True)
    assert home.status_code == 200 and '<html lang="nl">' in home.text
    assert httpx.get(server.url + "/api/v1/topics").status_code == 200
    with open(server.log.name) as log:
        assert f"http://127.0.0.1:{server.port}/" in log.read()
