/* arbiter live screen: the questions of a topic stay on one page.
   A tap on an answer (or on an answered line, back, restart, a what-if, "continue with")
   fetches that state's page, the same server-rendered page a reload gives, and puts its
   content in place: the answered question folds into a line of the trail, the next
   question or the ruling appears, no page load. Every state keeps its own URL
   (history.pushState), so reload, back and bookmarks work; without this file the links
   are ordinary links. Offline: the service worker answers the fetch from its store, or
   gives the offline shell, and then the page is drawn from the stored guide (offline.js);
   without a worker app.js draws it from local storage (window.arbiterOfflineDraw). */
"use strict";
(function () {
  if (!window.fetch || !window.DOMParser || !history.pushState) return;
  const body = document.body;
  const lang = body.dataset.lang === "en" ? "en" : "nl";
  const GUIDE = /^\/(nl|en)\/t\/[^/]+$/;
  const TIMEOUT_MS = 4000;
  let busy = false;

  const isGuide = () => body.classList.contains("k-question") || body.classList.contains("k-ruling");
  if (isGuide() && !history.state) history.replaceState({ live: true }, "", location.href);

  function remember(main) {
    const mark = main.querySelector("[data-recent]");
    if (!mark) return;
    try {
      const list = JSON.parse(localStorage.getItem("arbiter.recent") || "[]").filter((x) => x !== mark.dataset.recent);
      list.unshift(mark.dataset.recent);
      localStorage.setItem("arbiter.recent", JSON.stringify(list.slice(0, 5)));
    } catch (e) { /* private mode */ }
  }

  function put(doc, url, push) {
    const main = document.getElementById("main");
    const next = doc.getElementById("main");
    if (!main || !next) return false;
    const before = new Set(Array.from(main.querySelectorAll(".trail li[data-node]"), (li) => li.dataset.node));
    main.innerHTML = next.innerHTML;
    const offline = body.classList.contains("is-offline");
    body.className = doc.body.className;
    body.classList.toggle("is-offline", offline || !navigator.onLine);
    document.title = doc.title;
    const mine = document.querySelector("[data-lang-switch]");
    const theirs = doc.querySelector("[data-lang-switch]");
    if (mine && theirs) mine.setAttribute("href", theirs.getAttribute("href"));
    main.querySelectorAll(".trail li[data-node]").forEach((li) => {
      if (!before.has(li.dataset.node)) li.classList.add("is-new");
    });
    if (push) history.pushState({ live: true }, "", url);
    remember(main);
    window.scrollTo(0, 0);
    const focus = main.querySelector("h1");
    if (focus) { focus.setAttribute("tabindex", "-1"); focus.focus({ preventScroll: true }); }
    document.dispatchEvent(new CustomEvent("arbiter:page", { detail: { url } }));
    return true;
  }

  function drawStored(url, push) {
    /* the worker's offline shell came back: draw from the guide it keeps */
    return fetch("/api/v1/bundle/" + lang).then((r) => r.json()).then((bundle) => {
      if (!window.arbiterOffline) throw new Error("no offline.js");
      if (push) history.pushState({ live: true }, "", url);
      window.arbiterOffline.draw(bundle, new URL(url, location.href));
      body.classList.add("is-offline");
      window.scrollTo(0, 0);
    });
  }

  function go(url, push, link) {
    if (busy) return;
    busy = true;
    const main = document.getElementById("main");
    if (main) main.setAttribute("aria-busy", "true");
    if (link) link.classList.add("is-busy");
    const controller = window.AbortController ? new AbortController() : null;
    const timer = setTimeout(() => controller && controller.abort(), TIMEOUT_MS);
    fetch(url, { signal: controller ? controller.signal : undefined, headers: { Accept: "text/html" } })
      .then((response) => response.text())
      .then((html) => {
        clearTimeout(timer);
        const doc = new DOMParser().parseFromString(html, "text/html");
        if (doc.querySelector("[data-offline-shell]")) return drawStored(url, push);
        if (!put(doc, url, push)) location.href = url;
        return null;
      })
      .catch(() => {
        clearTimeout(timer);
        if (window.arbiterOfflineDraw && window.arbiterOfflineDraw(url, push)) return;
        location.href = url;
      })
      .finally(() => {
        busy = false;
        const now = document.getElementById("main");
        if (now) now.removeAttribute("aria-busy");
        if (link) link.classList.remove("is-busy");
      });
  }

  document.addEventListener("click", (e) => {
    if (!isGuide() || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = e.target.closest && e.target.closest("a[href]");
    if (!a || a.target || a.hasAttribute("download")) return;
    if ((a.getAttribute("href") || "").startsWith("#")) return; // a place on this page
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || !GUIDE.test(url.pathname) || url.pathname.slice(1, 3) !== lang) return;
    e.preventDefault();
    go(url.pathname + url.search, true, a);
  }, true);

  window.addEventListener("popstate", (e) => {
    if (!e.state || !e.state.live) return;
    const url = new URL(location.href);
    if (GUIDE.test(url.pathname)) go(url.pathname + url.search, false, null);
    else location.reload();
  });
})();
