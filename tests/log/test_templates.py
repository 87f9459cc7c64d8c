"""The log's page templates are compiled once a process (arbiter.log.web.shared): a
second LogApp in the same process (the tests make one per test) loads them compiled,
and a template whose source changed is compiled anew, never served stale."""

from __future__ import annotations

import jinja2

from arbiter.log.web.shared import LogApp, _CompiledTemplates


class _Counting(jinja2.Environment):
    """An environment that counts how often it parses a template's source."""

    parsed = 0

    def _parse(self, *args, **kwargs):
        _Counting.parsed += 1
        return super()._parse(*args, **kwargs)


def test_a_second_log_app_renders_without_compiling_again(store):
    first = LogApp(store)
    first.env.get_template("login.html")
    second = LogApp(store)
    assert second.env is not first.env
    parsed = []
    parse = second.env._parse
    second.env._parse = lambda *a, **k: parsed.append(a[1]) or parse(*a, **k)  # type: ignore[method-assign]
    second.env.get_template("login.html")
    assert parsed == []


def test_an_edited_template_is_compiled_anew():
    cache = _CompiledTemplates()
    source = {"page.html": "Hallo {{ name }}"}

    def env() -> jinja2.Environment:
        return _Counting(loader=jinja2.DictLoader(source), autoescape=True, bytecode_cache=cache)

    _Counting.parsed = 0
    assert env().get_template("page.html").render(name="<b>") == "Hallo &lt;b&gt;"
    assert env().get_template("page.html").render(name="Jan") == "Hallo Jan"
    assert _Counting.parsed == 1  # the second environment loaded the compiled code
    source["page.html"] = "Dag {{ name }}"
    assert env().get_template("page.html").render(name="Jan") == "Dag Jan"
    assert _Counting.parsed == 2
