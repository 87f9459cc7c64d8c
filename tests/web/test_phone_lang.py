"""Issue 25: the language is the director's choice. The offline worker stores the pages of
both languages; loading them must never change the language "/" and the log open in."""

from __future__ import annotations

import pytest

from tests.web.conftest import PHONE, Watch
from tests.web.test_e2e import wait_until

pytestmark = pytest.mark.e2e


def _cookie(context) -> str | None:
    return next((c["value"] for c in context.cookies() if c["name"] == "arbiter_lang"), None)


def _installed(page) -> None:
    """The worker controls the page and has stored both languages' pages."""
    wait_until(page, "Boolean(navigator.serviceWorker && navigator.serviceWorker.controller)",
               timeout=90)  # the worker installs some 70 pages first
    wait_until(page, "window.__stored === true", timeout=30)


def test_the_worker_never_changes_the_language(browser, fresh_server):
    context = browser.new_context(**PHONE, base_url=fresh_server.url)
    page = context.new_page()
    page.set_default_timeout(15_000)
    watch = Watch(page, fresh_server.url)
    page.goto("/nl/")
    # the worker's store holds /en/ pages once it has installed
    page.evaluate("""caches.keys().then(() => navigator.serviceWorker.ready).then(async () => {
        for (let i = 0; i < 300; i++) {
          const names = await caches.keys();
          for (const n of names.filter((k) => k.startsWith("arbiter-") && k !== "arbiter-prefs")) {
            const c = await caches.open(n);
            if (await c.match("/en/") && await c.match("/en/calc/claim")) {
              window.__stored = true;
              return;
            }
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      })""")
    _installed(page)
    assert _cookie(context) == "nl"  # the worker fetched /en/ pages after /nl/ was shown
    page.goto("/")
    assert page.url.endswith("/nl/"), page.url
    assert page.locator("html").get_attribute("lang") == "nl"

    # the director chooses English: from then on "/" opens English
    with page.expect_navigation():
        page.locator("[data-lang-switch]").first.tap()
    assert "/en/" in page.url
    assert _cookie(context) == "en"
    page.goto("/")
    assert page.url.endswith("/en/"), page.url

    # a Dutch page opened from a link (or stored by the worker) does not switch back
    page.goto("/nl/t/claim")
    page.goto("/")
    assert page.url.endswith("/en/"), page.url

    # and back to Dutch by choice
    with page.expect_navigation():
        page.locator("[data-lang-switch]").first.tap()
    assert _cookie(context) == "nl"
    page.goto("/")
    assert page.url.endswith("/nl/"), page.url
    page.goto("/log")
    assert page.locator("html").get_attribute("lang") == "nl"
    watch.check()
    context.close()


def test_a_page_in_the_other_language_sets_no_cookie(client):
    """What the worker fetches at install (every /en/ page among them) changes nothing."""
    client.cookies.clear()
    for url in ("/en/", "/en/t/revoke", "/en/calc/claim", "/en/laws", "/en/offline"):
        response = client.get(url)
        assert response.status_code == 200, url
        assert "arbiter_lang" not in response.headers.get("set-cookie", ""), url
