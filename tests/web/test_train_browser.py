"""The self-test in Debian's Chromium on a 360x740 phone, against ``arbiter serve``: one
item per screen, a tap answers in place (no page load), the verdict, why and the laws,
the score, another topic; progress in the browser, and for a signed-in trainee on the
server where his course leader sees it; offline after a first visit. Screenshots go to
artifacts/screenshots/ (train-*.png)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from arbiter.train import item, topic_items
from tests.web.conftest import (
    PHONE,
    ROOT,
    Server,
    Watch,
    phone_page,
    screenshot,
)
from tests.web.test_e2e import tap_and_wait, wait_until

pytestmark = pytest.mark.e2e

SMALL_TARGETS = """() => Array.from(document.querySelectorAll(
  'main a, main button, main summary, .bar a'))
  .filter(e => { const r = e.getBoundingClientRect();
                 return r.width > 0 && (r.height < 44 || r.width < 44); })
  .map(e => (e.textContent || e.tagName).trim().slice(0, 40))"""
SMALL_TEXT = """() => Array.from(document.querySelectorAll('main *'))
  .filter(e => Array.from(e.childNodes)
    .some(n => n.nodeType === 3 && n.textContent.trim()))
  .filter(e => parseFloat(getComputedStyle(e).fontSize) < 14)
  .map(e => e.textContent.trim().slice(0, 30))"""
CASE = next(i for i in topic_items("revoke") if i.kind == "case" and i.origin == "generated")
WRONG = next(c.id for c in CASE.choices if c.id != CASE.key)


def check_layout(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert page.evaluate(SMALL_TARGETS) == []
    assert page.evaluate(SMALL_TEXT) == []


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("train-server")
    env = {**os.environ, "ARBITER_DATA_DIR": str(tmp)}
    for name, role in (("cora", "director"), ("tim", "viewer")):
        subprocess.run([sys.executable, "-m", "arbiter", "user", "add", name, "--role", role,
                        "--password-stdin"], input="een lang wachtwoord\n", text=True,
                       env=env, cwd=ROOT, check=True, capture_output=True)  # fmt: skip
    running = Server(tmp)
    yield running
    running.stop()


@pytest.fixture
def phone(browser, server):
    with phone_page(browser, server.url) as page:
        yield page


def mark_page(page) -> None:
    """A flag that a page load would wipe: proves an answer came in place."""
    page.evaluate("window.__samePage = true")


def same_page(page) -> bool:
    return page.evaluate("window.__samePage === true")


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_self_test_on_a_phone(phone, lang):
    page = phone
    words = {"nl": ("Goed!", "Fout", "Ander onderwerp", "Score: 1 van 2 goed", "Onjuist"),
             "en": ("Right!", "Wrong", "Another topic", "Score: 1 of 2 right", "False")}
    right, wrong, other, score, false = words[lang]
    page.goto(f"/{lang}/train")
    check_layout(page)
    screenshot(page, f"train-home-{lang}")
    taps = 0
    tap_and_wait(page, page.locator('li[data-set="seed-002"] a'))
    taps += 1
    first = item("seed-002.a")
    assert page.locator("h1.train-q").inner_text() == first.prompt[lang]
    check_layout(page)
    screenshot(page, f"train-statement-{lang}")
    wait_until(page, "document.body.dataset.trainReady === '1'")
    mark_page(page)
    tap_and_wait(page, page.locator(f'.answers a[data-choice="{first.key}"]'))  # "onjuist"
    taps += 1
    assert page.locator("[data-verdict]").inner_text() == right
    assert same_page(page) and page.url.endswith("/train/q/seed-002.a?c=false")  # score 0-0
    assert page.locator(".done-choices li.key").inner_text().startswith(false)
    assert page.locator("details.law summary").first.inner_text().startswith("50B")
    check_layout(page)
    screenshot(page, f"train-statement-answered-{lang}")
    tap_and_wait(page, page.locator("a[data-next]"))
    taps += 1
    assert same_page(page)
    assert page.locator("h1.train-q").inner_text() == item("seed-002.b").prompt[lang]
    # Another topic, then a table case from the guide's paths answered wrong.
    page.goto(f"/{lang}/train/q/{CASE.id}")
    check_layout(page)
    screenshot(page, f"train-case-{lang}")
    assert page.locator(".situation li").count() == len(CASE.situation)
    assert page.locator(".answers a").count() == 4
    wait_until(page, "document.body.dataset.trainReady === '1'")
    mark_page(page)
    tap_and_wait(page, page.locator(f'.answers a[data-choice="{WRONG}"]'))
    assert same_page(page)
    assert page.locator("[data-verdict]").inner_text() == wrong
    assert page.locator(".why").inner_text().endswith(CASE.choice(WRONG).why[lang])
    assert page.locator(".done-choices li.key").inner_text().startswith(
        CASE.choice(CASE.key).text[lang]
    )
    assert page.locator("[data-score]").inner_text() == score
    check_layout(page)
    screenshot(page, f"train-case-answered-{lang}")
    page.go_back()
    page.locator(".answers a").first.wait_for()
    tap_and_wait(page, page.get_by_role("link", name=f"← {other}"))
    assert page.url.endswith(f"/{lang}/train")
    progress = page.locator('li[data-set="seed-002"] [data-progress]').inner_text()
    assert progress.startswith("1 ") and ("1 goed" in progress or "1 right" in progress)
    assert taps == 3


def test_without_javascript_every_answer_is_a_link(browser, server):
    context = browser.new_context(**PHONE, base_url=server.url, java_script_enabled=False)
    page = context.new_page()
    page.goto("/nl/train/q/seed-002.h")
    page.locator('.answers a[data-choice="true"]').click()
    assert page.locator("[data-verdict]").inner_text() == "Goed!"
    assert "c=true" in page.url
    page.locator("a[data-next]").click()
    assert "s=1-1" in page.url
    context.close()


def test_a_signed_in_trainee_and_the_course_leader(browser, server):
    context = browser.new_context(**PHONE, base_url=server.url, service_workers="block")
    page = context.new_page()
    page.set_default_timeout(10_000)
    watch = Watch(page, server.url)

    def sign_in(name: str) -> None:
        page.goto("/log/login?next=/log/train")
        page.fill("input[name=username]", name)
        page.fill("input[name=password]", "een lang wachtwoord")
        page.locator("form button[type=submit]").click()
        page.wait_for_url("**/log/train")
        page.goto("/nl/train")

    sign_in("tim")
    wait_until(page, "document.body.dataset.trainUser === 'tim'")
    tap_and_wait(page, page.locator('li[data-set="seed-002"] a'))
    wait_until(page, "document.body.dataset.trainUser === 'tim'")
    tap_and_wait(page, page.locator('.answers a[data-choice="true"]'))  # a: wrong
    wait_until(page, "JSON.parse(localStorage.getItem('arbiter.train.queue') || '[]').length === 0")
    page.goto("/log/train")
    assert "1 van 1" not in page.inner_text("main")
    assert "0 van 1 antwoorden goed" in page.inner_text("main")
    assert "Strafkaart" in page.inner_text("main")
    screenshot(page, "train-progress-trainee")
    page.goto("/log/train/users/cora")
    assert "Onbekende gebruiker 'cora'" in page.inner_text("main")  # not his to see
    page.context.clear_cookies()
    sign_in("cora")
    page.goto("/log/train")
    page.get_by_role("link", name="tim").click()
    text = page.inner_text("main")
    assert "Oefenvoortgang van tim" in text and "Strafkaart" in text and "mist" in text
    penalty = len(topic_items("penalty-card"))
    assert f"0 van 1 goed (0%) · 1 van {penalty} vragen gehad" in text and "built-in" not in text
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    screenshot(page, "train-progress-leader")
    watch.server_errors = [e for e in watch.server_errors if "/log/" not in e]
    watch.check()
    context.close()


def test_the_self_test_keeps_working_offline(browser, tmp_path):
    running = Server(tmp_path)
    try:
        context = browser.new_context(**PHONE, base_url=running.url)
        page = context.new_page()
        page.set_default_timeout(15_000)
        page.goto("/nl/train")
        wait_until(page, "Boolean(navigator.serviceWorker && navigator.serviceWorker.controller)",
               timeout=90)  # the worker installs some 70 pages first
        context.set_offline(True)
        running.stop()
        never = next(i for i in topic_items("claim") if i.kind == "case")
        page.goto(f"/nl/train/q/{never.id}")  # never visited: drawn from the stored items
        page.locator(f'[data-train-item="{never.id}"] .answers a').first.wait_for()
        assert page.locator("h1.train-q").inner_text() == never.prompt["nl"]
        page.locator(f'.answers a[data-choice="{never.key}"]').tap()
        assert page.locator("[data-verdict]").inner_text() == "Goed!"
        page.locator("a[data-next]").tap()
        page.locator(".answers a").first.wait_for()
        context.close()
    finally:
        running.stop()
