/* arbiter self-test: answers in place, offline, with progress.
   The training pages are plain server-rendered links (each answer is a link to the
   answered page). With this file a tap is answered at once from the stored items
   (/api/v1/train/bundle/LANG: kept by the service worker, and in local storage for a
   phone without one), so the self-test keeps working when the club network drops.
   The score is kept for the tab (session storage); each answer goes to the browser's
   progress (local storage) and, for a user signed in to the log, to the server
   (/api/log/train/answers; queued while offline, sent when the network is back). */
"use strict";
(function () {
  const body = document.body;
  const lang = body.dataset.lang === "en" ? "en" : "nl";
  const version = body.dataset.v || "";
  const KEY = "arbiter.train." + lang;
  const PROGRESS = "arbiter.train.progress";
  const QUEUE = "arbiter.train.queue";
  const SCORE = "arbiter.train.score";
  const esc = (s) => String(s == null ? "" : s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
  const read = (store, key, empty) => { try { return JSON.parse(store.getItem(key)) || empty; } catch (e) { return empty; } };
  const write = (store, key, value) => { try { store.setItem(key, JSON.stringify(value)); } catch (e) { /* full or private */ } };
  let bundle = null;
  let byId = null;
  let me = null; // {csrf} when signed in to the log

  function index(b) {
    bundle = b;
    byId = new Map(b.items.map((it) => [it.id, it]));
    body.dataset.trainReady = "1"; // taps are answered in place from now on
  }

  function load() {
    if (bundle) return Promise.resolve(bundle);
    const kept = read(localStorage, KEY, null);
    if (kept && kept.v === version && kept.data) { index(kept.data); return Promise.resolve(bundle); }
    return fetch("/api/v1/train/bundle/" + lang).then((r) => { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then((data) => {
        index(data);
        // Only a phone without a service worker needs its own copy (the worker keeps one),
        // and then only one language: the guide's stored copy must keep its room.
        if (!(navigator.serviceWorker && navigator.serviceWorker.controller)) {
          try { localStorage.removeItem("arbiter.train." + (lang === "nl" ? "en" : "nl")); } catch (e) { /* */ }
          write(localStorage, KEY, { v: version, data });
        }
        return bundle;
      });
  }

  function uuid() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    return "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (c) => (c ^ (Math.random() * 16) >> (c / 4)).toString(16));
  }

  /* -- progress ------------------------------------------------------------------------ */

  function remember(item, choice, right) {
    const p = read(localStorage, PROGRESS, {});
    const had = p[item.id] || [0, 0, 0];
    p[item.id] = [had[0] + 1, had[1] + (right ? 1 : 0), right ? 1 : 0, item.topic, item.set || null];
    write(localStorage, PROGRESS, p);
    const s = read(sessionStorage, SCORE, [0, 0]);
    write(sessionStorage, SCORE, [s[0] + (right ? 1 : 0), s[1] + 1]);
    if (me) {
      const q = read(localStorage, QUEUE, []);
      q.push({ uid: uuid(), item: item.id, answer: choice });
      write(localStorage, QUEUE, q);
      flush();
    }
  }

  let flushing = false;
  function flush() {
    if (!me || flushing) return;
    const q = read(localStorage, QUEUE, []);
    if (!q.length) return;
    flushing = true;
    const one = q[0];
    fetch("/api/log/train/answers?lang=" + lang, {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": me.csrf },
      body: JSON.stringify(one),
    }).then((r) => {
      flushing = false;
      if (r.status === 401) { me = null; write(localStorage, QUEUE, []); return; }
      if (r.status === 201 || r.status === 422) { // kept, or refused for good: never again
        write(localStorage, QUEUE, read(localStorage, QUEUE, []).filter((x) => x.uid !== one.uid));
        flush();
      }
    }, () => { flushing = false; /* offline: tried again on the next answer or reload */ });
  }

  function signedIn() {
    return fetch("/api/log/train/me", { credentials: "same-origin" })
      .then((r) => (r.ok ? r.json() : null))
      .then((data) => { me = data; if (me) { body.dataset.trainUser = me.username; flush(); } }, () => {});
  }

  /* -- drawing --------------------------------------------------------------------------- */

  const url = (id, choice) => {
    const s = read(sessionStorage, SCORE, [0, 0]);
    const q = [];
    if (choice) q.push("c=" + choice);
    if (s[1]) q.push("s=" + s[0] + "-" + s[1]);
    return "/" + lang + "/train/q/" + id + (q.length ? "?" + q.join("&") : "");
  };

  function siblings(item) { return bundle.items.filter((it) => it.topic === item.topic); }

  function draw(item, choice) {
    const W = bundle.words;
    const list = siblings(item);
    const n = list.indexOf(item) + 1;
    let html = '<div data-train-item="' + esc(item.id) + '" data-topic="' + esc(item.topic) + '" data-kind="' + item.kind + '"' +
      (choice ? ' data-choice="' + esc(choice) + '"' : "") + ">";
    html += '<p class="train-meta"><a href="/' + lang + '/train" data-train-home-link>← ' + esc(W.other_topic) + "</a><span>" +
      esc(bundle.titles[item.topic]) + "</span><span data-of>" + esc(W.of.replace("{n}", n).replace("{total}", list.length)) + "</span></p>";
    if (item.title) html += '<p><span class="chip">' + esc(item.title) + "</span></p>";
    const situation = '<ol class="situation">' +
      item.situation.map((s) => "<li>" + esc(s.question) + " <b>" + esc(s.answer) + "</b></li>").join("") + "</ol>";
    if (item.situation.length && !choice) html += '<p class="small muted">' + esc(W.situation) + "</p>" + situation;
    if (choice) {
      const ok = choice === item.key;
      html += '<p class="verdict ' + (ok ? "ok" : "bad") + '" role="status" data-verdict>' + esc(ok ? W.right : W.wrong) + "</p>";
    }
    html += '<h1 class="train-q' + (choice ? " done" : "") + '">' + esc(item.prompt) + "</h1>";
    if (!choice) {
      if (item.set && item.kind === "statement") html += '<p class="small muted">' + esc(W.several) + "</p>";
      html += '<ul class="answers t-' + item.kind + '">' + item.choices.map((c, i) =>
        '<li><a href="' + url(item.id, c.id) + '" data-choice="' + esc(c.id) + '"><span class="n">' +
        (item.kind === "case" ? esc(c.id) : i + 1) + "</span>" + esc(c.text) + "</a></li>").join("") + "</ul>";
    } else {
      const right = choice === item.key;
      const picked = item.choices.find((c) => c.id === choice);
      const next = list[n];
      const s = read(sessionStorage, SCORE, [0, 0]);
      html += '<ul class="done-choices">' + item.choices.map((c) => {
        const mark = c.id === item.key ? "key" : c.id === choice ? "picked" : "";
        return '<li class="' + mark + '">' + esc(c.text) + (mark === "key" ? '<span class="mark">✓</span>' :
          mark === "picked" ? '<span class="mark">✗ ' + esc(W.your_answer) + "</span>" : "") + "</li>";
      }).join("") + "</ul>";
      if (!right && picked && picked.why) html += '<p class="why"><b>' + esc(W.why) + ":</b> " + esc(picked.why) + "</p>";
      html += '<p class="expl"><b>' + esc(W.explanation) + ":</b> " + esc(item.explanation) + "</p>";
      html += '<div class="train-tools">' + (next ? '<a class="btn" href="' + url(next.id) + '" data-next>' + esc(W.next) + " →</a>" :
        "<p>" + esc(W.done) + "</p>") + '<a class="btn ghost" href="/' + lang + '/train">' + esc(W.other_topic) + "</a></div>";
      html += '<p class="train-score" data-score>' + esc(W.score.replace("{right}", s[0]).replace("{asked}", s[1])) + "</p>";
      html += "<h2>" + esc(W.laws) + "</h2>" + item.laws.map((ref) => {
        const law = bundle.laws[ref] || { ref, title: "", summary: "" };
        return '<details class="law"><summary><b>' + esc(ref) + "</b> " + esc(law.title) + '</summary><div class="body"><p>' +
          esc(law.summary) + "</p>" + (law.url ? '<a href="' + law.url + '">' + esc(bundle.law_short) + " " + law.law + " →</a>" : "") + "</div></details>";
      }).join("");
      if (item.situation.length) html += '<details class="law"><summary>' + esc(W.situation) + "</summary>" + situation + "</details>";
      html += '<p class="small muted">' + esc(W.source) + ": " + esc(item.source) + "</p>";
    }
    html += "</div>";
    const main = document.getElementById("main");
    main.innerHTML = html;
    document.title = item.prompt.slice(0, 60) + " · arbiter";
    const sw = document.querySelector("[data-lang-switch]");
    if (sw) sw.setAttribute("href", "/" + (lang === "nl" ? "en" : "nl") + "/train/q/" + item.id + (choice ? "?c=" + choice : ""));
    window.scrollTo(0, 0);
    const h = main.querySelector(choice ? "[data-verdict]" : "h1");
    if (h) { h.setAttribute("tabindex", "-1"); h.focus({ preventScroll: true }); }
  }

  function fromLocation() {
    const m = /^\/(nl|en)\/train\/q\/([^/?#]+)$/.exec(location.pathname);
    if (!m) return null;
    const choice = new URLSearchParams(location.search).get("c");
    return { id: decodeURIComponent(m[2]), choice };
  }

  function show(id, choice, push) {
    return load().then(() => {
      const item = byId.get(id);
      if (!item || (choice && !item.choices.some((c) => c.id === choice))) return false;
      draw(item, choice);
      if (push) history.pushState({ train: true }, "", url(id, choice));
      return true;
    });
  }

  /* -- taps ---------------------------------------------------------------------------- */

  document.addEventListener("click", (event) => {
    const a = event.target.closest && event.target.closest("a");
    if (!a || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const box = a.closest("[data-train-item]");
    if (!box) return;
    if (a.dataset.choice) {
      event.preventDefault();
      load().then(() => {
        const item = byId.get(box.dataset.trainItem);
        if (!item) { location.href = a.href; return; }
        const answered = url(item.id, a.dataset.choice); // the score before, as the server's URL
        remember(item, a.dataset.choice, a.dataset.choice === item.key);
        draw(item, a.dataset.choice);
        history.pushState({ train: true }, "", answered);
      }).catch(() => { location.href = a.href; });
    } else if (a.hasAttribute("data-next")) {
      const m = /\/train\/q\/([^/?#]+)/.exec(a.getAttribute("href"));
      if (!m) return;
      event.preventDefault();
      show(decodeURIComponent(m[1]), null, true).then((ok) => { if (!ok) location.href = a.href; },
        () => { location.href = a.href; });
    }
  });

  window.addEventListener("popstate", () => {
    const at = fromLocation();
    if (at) show(at.id, at.choice, false).then((ok) => { if (!ok) location.reload(); }, () => location.reload());
    else if (/\/train$/.test(location.pathname)) location.reload();
  });

  /* -- on load --------------------------------------------------------------------------- */

  function homeProgress() {
    const p = read(localStorage, PROGRESS, {});
    const per = {};
    Object.keys(p).forEach((id) => {
      const [, , last, topic, set] = p[id];
      const t = per[topic] || (per[topic] = [0, 0]);
      t[0] += 1; t[1] += last;
      if (set) { const s = per["set:" + set] || (per["set:" + set] = [0, 0]); s[0] += 1; s[1] += last; }
    });
    const words = lang === "nl" ? ["gehad", "goed"] : ["tried", "right"];
    document.querySelectorAll("[data-topic] [data-progress], [data-set] [data-progress]").forEach((el) => {
      const li = el.closest("li");
      const t = per[li.dataset.topic || "set:" + li.dataset.set];
      if (t) el.textContent = t[0] + " " + words[0] + " · " + t[1] + " " + words[1];
    });
  }

  const at = fromLocation();
  const shown = document.querySelector("[data-train-item]");
  if (at && (!shown || shown.dataset.trainItem !== at.id || (shown.dataset.choice || null) !== at.choice)) {
    show(at.id, at.choice, false); // a page never stored: drawn from the stored items
  } else if (shown) {
    history.replaceState({ train: true }, "", location.href);
    load().catch(() => {});
  } else {
    homeProgress();
    load().catch(() => {});
  }
  signedIn();
  window.addEventListener("online", flush);
})();
