/* arbiter: small enhancements. Every page works without this file except offline.
   - service worker (offline, installable) and the language remembered;
   - recently used topics (localStorage) and search as you type on the home page;
   - keys 1-9 answer, Backspace goes back (laptop);
   - bidding box and card picker on the table-data form;
   - without a service worker (a phone on plain http://), the guide is kept in
     localStorage and drawn here when the club network is gone. */
"use strict";
(function () {
  const body = document.body;
  const lang = body.dataset.lang === "en" ? "en" : "nl";
  const version = body.dataset.v || "";
  const store = {
    get(key, fallback) { try { const v = localStorage.getItem(key); return v === null ? fallback : JSON.parse(v); } catch (e) { return fallback; } },
    set(key, value) { try { localStorage.setItem(key, JSON.stringify(value)); return true; } catch (e) { return false; } },
  };

  /* language: the director's choice, remembered in a cookie (the server's "/" and the
     log), localStorage and the worker's store. It changes only when she chooses it (the
     language link) or, on a first visit, to the language of the page she opened; never
     because a page in the other language was loaded (the worker stores both). */
  function chooseLang(chosen) {
    document.cookie = "arbiter_lang=" + chosen + "; path=/; max-age=31536000; SameSite=Lax";
    store.set("arbiter.lang", chosen);
    if (window.caches) {
      caches.open("arbiter-prefs").then((c) => c.put("/__lang", new Response(chosen))).catch(() => {});
    }
  }
  if (!/(^|;\s*)arbiter_lang=(nl|en)(;|$)/.test(document.cookie)) chooseLang(lang);
  document.addEventListener("click", (e) => {
    const link = e.target.closest && e.target.closest("[data-lang-switch]");
    if (link) chooseLang(link.dataset.langSwitch === "en" ? "en" : "nl");
  });

  /* a link to a folded part of the page ("what if", a step of it) opens it */
  function unfold(hash) {
    let el = hash && hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    for (; el; el = el.parentElement) if (el.tagName === "DETAILS") el.open = true;
  }
  unfold(location.hash);
  window.addEventListener("hashchange", () => unfold(location.hash));
  document.addEventListener("click", (e) => {
    const a = e.target.closest && e.target.closest('a[href^="#"]');
    if (a) unfold(a.getAttribute("href"));
  });

  /* the log's offline page: how many rulings wait on this phone (log.js's queue) */
  const queued = document.querySelector("[data-queued]");
  if (queued) {
    const waiting = store.get("arbiter.log.queue", []);
    if (Array.isArray(waiting) && waiting.length) {
      queued.querySelector("[data-queued-count]").textContent = String(waiting.length);
      queued.hidden = false;
    }
  }

  /* service worker */
  const hasWorker = Boolean(navigator.serviceWorker) && window.isSecureContext;
  if (hasWorker) {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
  }

  /* online / offline */
  function connection() { body.classList.toggle("is-offline", !navigator.onLine); }
  window.addEventListener("online", connection);
  window.addEventListener("offline", connection);
  connection();

  /* recently used topics */
  const RECENT = "arbiter.recent";
  const mark = document.querySelector("[data-recent]");
  if (mark) {
    const id = mark.dataset.recent;
    const list = store.get(RECENT, []).filter((x) => x !== id);
    list.unshift(id);
    store.set(RECENT, list.slice(0, 5));
  }
  const recent = document.getElementById("recent");
  if (recent) {
    const ids = store.get(RECENT, []);
    const target = recent.querySelector("ul");
    ids.forEach((id) => {
      const item = document.querySelector('#all li[data-topic="' + CSS.escape(id) + '"]');
      if (item) target.appendChild(item.cloneNode(true));
    });
    if (target.children.length && !document.getElementById("results")) recent.classList.remove("hidden");
  }

  /* first visit: the table protocol offered on the home page until it is seen or put
     away; a director who has used a topic is not new (nothing changes for her) */
  const SEEN = "arbiter.aap.seen";
  const welcome = document.getElementById("welcome");
  if (welcome && !store.get(SEEN, false) && !store.get(RECENT, []).length) {
    welcome.classList.remove("hidden");
    const away = welcome.querySelector("[data-welcome-dismiss]");
    if (away) away.addEventListener("click", () => { store.set(SEEN, true); welcome.classList.add("hidden"); });
  }
  if (body.classList.contains("k-aap")) store.set(SEEN, true);

  /* the protocol's checklist: ticks kept in this browser only, cleared for a new ruling */
  const checklist = document.querySelector("[data-checklist]");
  if (checklist) {
    const key = checklist.dataset.checklist;
    const boxes = checklist.querySelectorAll("input[data-point]");
    const ticks = store.get(key, {});
    boxes.forEach((box) => {
      box.checked = Boolean(ticks[box.dataset.point]);
      box.addEventListener("change", () => {
        const now = store.get(key, {});
        if (box.checked) now[box.dataset.point] = true; else delete now[box.dataset.point];
        store.set(key, now);
      });
    });
    const clear = document.querySelector("[data-clear-checklist]");
    if (clear) clear.addEventListener("click", () => {
      store.set(key, {});
      boxes.forEach((box) => { box.checked = false; });
    });
  }

  /* search as you type: the server reads the director's sentence and ranks the topics;
     offline, a plain filter over the topic list. Results go right below the box. */
  const q = document.getElementById("q");
  const all = document.getElementById("all");
  if (q && all) {
    let timer = null;
    let results = document.getElementById("results");
    const fold = (s) => s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
    const show = (items, query, nearest) => {
      if (!results) {
        results = document.createElement("section");
        results.id = "results";
        all.parentNode.insertBefore(results, recent || all);  /* right below the box */
      }
      results.innerHTML = "";
      const h = document.createElement("h2");
      h.textContent = (items.length && !nearest ? q.dataset.found : q.dataset.none) + " “" + query + "”";
      results.appendChild(h);
      if (nearest && items.length) {
        const sub = document.createElement("h3");
        sub.textContent = q.dataset.nearest;
        results.appendChild(sub);
      }
      const ul = document.createElement("ul");
      ul.className = "topics";
      items.forEach((li) => ul.appendChild(li));
      results.appendChild(ul);
      tipsLine(query);
      results.classList.remove("hidden");
      all.classList.add("hidden");
      if (recent) recent.classList.add("hidden");
    };
    /* the director's tips for the same words, as one link under the topics */
    const tipsLine = (query) => {
      fetch("/api/v1/tips?lang=" + lang + "&q=" + encodeURIComponent(query.slice(0, 100)))
        .then((r) => (r.ok ? r.json() : Promise.reject(r)))
        .then((data) => {
          if (q.value.trim() !== query || !results || !data.tips.length) return;
          const p = document.createElement("p");
          const a = document.createElement("a");
          a.className = "btn ghost tipsline";
          a.href = "/" + lang + "/tips?q=" + encodeURIComponent(query.slice(0, 100));
          a.textContent = (lang === "en" ? "Tips for “" : "Tips bij “") + query + "”: " + data.tips.length + " →";
          p.appendChild(a);
          results.appendChild(p);
        })
        .catch(() => {});
    };
    const reset = () => {
      if (results) results.classList.add("hidden");
      all.classList.remove("hidden");
      if (recent && recent.querySelector("li")) recent.classList.remove("hidden");
    };
    const span = (cls, text) => {
      const el = document.createElement("span");
      el.className = cls;
      el.textContent = text;
      return el;
    };
    /* a hit as the server draws it: law, title, summary, and what the sentence told */
    const item = (hit) => {
      const li = document.createElement("li");
      li.dataset.topic = hit.id;
      const a = document.createElement("a");
      a.href = hit.url || "/" + lang + "/t/" + hit.id;
      const text = document.createElement("span");
      text.appendChild(span("t", hit.title));
      const summary = span("s", hit.summary || "");
      summary.title = hit.summary || "";
      text.appendChild(summary);
      const n = (hit.answers || []).length;
      const answered = n ? "✓ " + (n === 1 ? q.dataset.answeredOne : q.dataset.answeredMany).replace("%d", n) : "";
      const line = [answered, hit.read || ""].filter(Boolean).join(" · ");
      if (line) text.appendChild(span("story", line));
      a.appendChild(span("lawno", hit.law));
      a.appendChild(text);
      li.appendChild(a);
      return li;
    };
    /* offline: the topics sharing the most words (of four letters or more) with the query */
    const local = (query) => {
      const words = fold(query).split(/[^a-z0-9]+/).filter((w) => w.length >= 4);
      const best = new Map();
      all.querySelectorAll("li[data-topic]").forEach((li) => {
        const text = fold(li.textContent + " " + (li.querySelector("a").title || ""));
        const score = words.filter((w) => text.includes(w)).length;
        if (score && !(best.has(li.dataset.topic) && best.get(li.dataset.topic).score >= score)) {
          best.set(li.dataset.topic, { li, score });
        }
      });
      return Array.from(best.values()).sort((a, b) => b.score - a.score).slice(0, 10)
        .map((x) => x.li.cloneNode(true));
    };
    q.dataset.found = lang === "en" ? "Found:" : "Gevonden:";
    q.dataset.none = lang === "en" ? "Nothing found for" : "Niets gevonden voor";
    const search = () => {
      clearTimeout(timer);
      const query = q.value.trim();
      if (!query) { reset(); return; }
      timer = setTimeout(() => {
        fetch("/api/v1/search?lang=" + lang + "&q=" + encodeURIComponent(query))
          .then((r) => (r.ok ? r.json() : Promise.reject(r)))
          .then((hits) => {
            if (q.value.trim() !== query) return;
            const nearest = hits.length > 0 && hits.every((h) => h.match === "nearest");
            show(hits.map(item), query, nearest);
          })
          .catch(() => show(local(query), query, false));
      }, 120);
    };
    q.addEventListener("input", search);

    /* speaking instead of typing, where the browser offers it (Web Speech API); the
       button stays hidden elsewhere, and typing always works */
    const mic = document.querySelector("[data-speech]");
    const Recognition = window.SpeechRecognition || window.webkitSpeechRecognition;
    const note = document.getElementById("speech-note");
    const say = (text) => {
      if (!note) return;
      note.textContent = text;
      note.classList.toggle("hidden", !text);
    };
    if (mic && Recognition) {
      mic.classList.remove("hidden");
      let listening = null;
      mic.addEventListener("click", () => {
        if (listening) { listening.stop(); return; }
        const rec = new Recognition();
        rec.lang = lang === "en" ? "en-GB" : "nl-NL";
        rec.interimResults = true;
        rec.maxAlternatives = 1;
        const before = q.value.trim();
        rec.onresult = (e) => {
          const heard = Array.from(e.results).map((r) => r[0].transcript).join(" ").trim();
          q.value = (before ? before + " " : "") + heard;
          search();
        };
        rec.onerror = () => say(mic.dataset.failed);
        rec.onend = () => {
          listening = null;
          mic.classList.remove("on");
          mic.setAttribute("aria-pressed", "false");
          if (note && note.textContent === mic.dataset.listening) say("");
        };
        try {
          rec.start();
          listening = rec;
          mic.classList.add("on");
          mic.setAttribute("aria-pressed", "true");
          say(mic.dataset.listening);
        } catch (err) {
          say(mic.dataset.failed);
        }
      });
    }
  }

  /* a link to a what-if ("assumed, tap to change") opens it */
  document.addEventListener("click", (e) => {
    const a = e.target.closest && e.target.closest('a[href^="#w-"]');
    const target = a && document.getElementById(a.getAttribute("href").slice(1));
    if (target && target.tagName === "DETAILS") target.open = true;
  });

  /* keys: 1-9 answer the question, Backspace goes back */
  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const tag = (e.target && e.target.tagName) || "";
    if (/INPUT|TEXTAREA|SELECT/.test(tag)) return;
    if (/^[1-9]$/.test(e.key)) {
      const link = document.querySelectorAll(".answers a")[Number(e.key) - 1];
      if (link) { e.preventDefault(); link.click(); }
    } else if (e.key === "Backspace") {
      const back = document.querySelector("[data-back]");
      if (back) { e.preventDefault(); back.click(); }
    }
  });

  /* flowchart: fits the screen; zoom in and out, then bring the current box into view */
  const flow = document.getElementById("flow");
  const zoom = document.querySelector(".zoom");
  if (flow && zoom) {
    const svg = flow.querySelector("svg");
    const natural = svg ? parseFloat(svg.getAttribute("width")) : 0;
    // 0: fit the width. On a phone the chart opens at its own size (readable, scrolled to
    // where the walk is); on a wide screen it fits (app.css does the same without this)
    let scale = window.innerWidth < 900 ? 1 : 0;
    if (svg && scale) svg.style.width = Math.round(natural) + "px";
    zoom.hidden = false;
    zoom.addEventListener("click", (e) => {
      const b = e.target.closest("button[data-zoom]");
      if (!b || !svg) return;
      const step = Number(b.dataset.zoom);
      const fit = flow.clientWidth / natural;
      const now = scale || fit;
      scale = step === 0 ? 0 : Math.max(fit, Math.min(2, step > 0 ? now * 1.5 : now / 1.5));
      if (scale && Math.abs(scale - fit) < 0.01) scale = 0;
      svg.style.width = scale ? Math.round(natural * scale) + "px" : flow.clientWidth + "px";
    });
  }
  if (flow) {
    const style = flow.querySelector("style");
    const m = style && /#n(\d+) rect\{stroke:#b3261e;stroke-width:5/.exec(style.textContent);
    const node = m && document.getElementById("n" + m[1]);
    if (node && node.getBBox) {
      const box = node.getBBox();
      flow.scrollLeft = Math.max(0, box.x + box.width / 2 - flow.clientWidth / 2);
      flow.scrollTop = Math.max(0, box.y - 60);
    }
  }

  /* bidding box and card picker */
  const SUITS = [["♠", "S"], ["♥", "H"], ["♦", "D"], ["♣", "C"]];
  const DENOMS = ["♣", "♦", "♥", "♠", lang === "en" ? "NT" : "SA"];
  const PASS = lang === "en" ? "pass" : "pas";
  const RANKS = lang === "en" ? ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
    : ["A", "H", "V", "B", "10", "9", "8", "7", "6", "5", "4", "3", "2"];
  const SEATS = lang === "en" ? ["N", "E", "S", "W"] : ["N", "O", "Z", "W"];
  /* a seat's place (N 0 ... W 3) in either language: a seat tap sends N O Z W on every
     page (calc_widgets.py), the board's hands are lettered in the page's language */
  const seatAt = (s) => Math.max(["N", "O", "Z", "W"].indexOf(s), ["N", "E", "S", "W"].indexOf(s));
  const button = (text, onClick, cls) => {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    if (cls) b.className = cls;
    if (/[♥♦]/.test(text)) b.classList.add("red");
    b.addEventListener("click", onClick);
    return b;
  };
  function auctionTable(input, preview) {
    const select = document.querySelector('select[name="dealer"]');
    const radio = document.querySelector('input[name="dealer"]:checked');
    const value = select ? select.value : radio ? radio.value : "";
    const calls = input.value.trim() ? input.value.trim().split(/[\s,]+/) : [];
    const dealerIndex = value ? Math.max(0, seatAt(value)) : 0;
    let html = "<thead><tr>" + SEATS.map((s) => "<th>" + s + "</th>").join("") + "</tr></thead><tbody><tr>";
    const cells = Array(dealerIndex).fill("").concat(calls);
    cells.forEach((c, i) => {
      if (i && i % 4 === 0) html += "</tr><tr>";
      html += "<td>" + c.replace(/[<>&]/g, "") + "</td>";
    });
    preview.innerHTML = html + "</tr></tbody>";
    preview.classList.toggle("hidden", !calls.length);
  }
  /* the bidding box: its taps go to ``target()``, the field it stands under (one box for
     all the calls of a form: the auction, the irregular call, its replacement) */
  function biddingBox(target) {
    /* three rows, as small as a phone allows: pass X XX ⌫; the levels 1-7; the strains
       (a strain tap bids at the level chosen, 1 until another is tapped) */
    const box = document.createElement("div");
    box.className = "box";
    const many = () => target().dataset.picker === "calls";
    const put = (call) => {
      const input = target();
      input.value = many() ? (input.value.trim() + " " + call).trim() : call;
      input.dispatchEvent(new Event("input"));
    };
    const row = document.createElement("div");
    row.className = "row";
    row.appendChild(button(PASS, () => put(PASS)));
    row.appendChild(button("X", () => put("X")));
    row.appendChild(button("XX", () => put("XX")));
    row.appendChild(button("⌫", () => {
      const input = target();
      const parts = input.value.trim().split(/\s+/);
      parts.pop();
      input.value = many() ? parts.join(" ") : "";
      input.dispatchEvent(new Event("input"));
    }));
    let level = 1;
    const levels = document.createElement("div");
    levels.className = "grid levels";
    for (let n = 1; n <= 7; n++) {
      const b = button(String(n), () => {
        level = n;
        levels.querySelectorAll("button").forEach((x) => x.classList.toggle("on", x === b));
      });
      if (n === 1) b.classList.add("on");
      levels.appendChild(b);
    }
    const strains = document.createElement("div");
    strains.className = "grid strains";
    DENOMS.forEach((d) => {
      const b = button(d, () => put(level + d));
      b.dataset.call = d;
      strains.appendChild(b);
    });
    box.appendChild(row);
    box.appendChild(levels);
    box.appendChild(strains);
    return box;
  }
  /* the auction as a table (dealer first), under its field */
  function auctionPreview(input) {
    const preview = document.createElement("table");
    preview.className = "auction hidden";
    input.after(preview);
    const update = () => auctionTable(input, preview);
    input.addEventListener("input", update);
    document.querySelectorAll('select[name="dealer"], input[name="dealer"]').forEach((d) => d.addEventListener("change", update));
    update();
  }
  function cardPicker(input, many) {
    const box = document.createElement("div");
    box.className = "box";
    const suits = document.createElement("div");
    suits.className = "grid suits";
    const ranks = document.createElement("div");
    ranks.className = "grid ranks";
    let suit = null;
    SUITS.forEach(([symbol]) => {
      const b = button(symbol, () => {
        suit = symbol;
        suits.querySelectorAll("button").forEach((x) => x.classList.toggle("on", x === b));
      });
      suits.appendChild(b);
    });
    RANKS.forEach((rank) => ranks.appendChild(button(rank, () => {
      if (!suit) return;
      input.value = many ? (input.value.trim() + " " + suit + rank).trim() : suit + rank;
      input.dispatchEvent(new Event("input"));
    })));
    ranks.appendChild(button("⌫", () => {
      const parts = input.value.trim().split(/\s+/);
      parts.pop();
      input.value = many ? parts.join(" ") : "";
      input.dispatchEvent(new Event("input"));
    }));
    box.appendChild(suits);
    box.appendChild(ranks);
    return box;
  }
  /* the board of a call (arbiter.guide.board): the cards of the real hands, the
     offender's once chosen; a tap on a card of a hand while no offender is chosen
     chooses that hand's player */
  const boardEl = document.getElementById("tboard");
  let boardHands = null;
  try { boardHands = boardEl && boardEl.dataset.hands ? JSON.parse(boardEl.dataset.hands) : null; } catch (e) { boardHands = null; }
  function handPicker(input, many, board) {
    const box = document.createElement("div");
    box.className = "box hands";
    const holder = () => {
      const checked = document.querySelector('input[name="' + board.holder + '"]:checked');
      return checked ? checked.value : "";
    };
    const draw = () => {
      box.textContent = "";
      const chosen = holder();
      board.hands.filter((h) => !chosen || seatAt(h.seat) === seatAt(chosen)).forEach((h) => {
        const row = document.createElement("div");
        row.className = "hand";
        row.dataset.seat = h.seat;
        const who = document.createElement("span");
        who.className = "who";
        who.textContent = h.seat;
        row.appendChild(who);
        const used = many ? input.value.trim().split(/\s+/) : [];
        h.cards.filter((card) => used.indexOf(card) < 0).forEach((card) => row.appendChild(button(card, () => {
          input.value = many ? (input.value.trim() + " " + card).trim() : card;
          input.dispatchEvent(new Event("input"));
          if (many) draw();  // a card played is gone from its hand
          const seat = Array.from(document.querySelectorAll('input[name="' + board.holder + '"]'))
            .find((r) => r.value && seatAt(r.value) === seatAt(h.seat));
          if (seat && !holder()) {
            seat.checked = true;
            document.querySelectorAll('input[name="' + board.holder + '"]').forEach((r) => r.dispatchEvent(new Event("change")));
          }
        })));
        box.appendChild(row);
      });
      box.appendChild(button("⌫", () => {
        const parts = input.value.trim().split(/\s+/);
        parts.pop();
        input.value = many ? parts.join(" ") : "";
        input.dispatchEvent(new Event("input"));
        if (many) draw();
      }));
    };
    document.querySelectorAll('input[name="' + board.holder + '"]').forEach((r) => r.addEventListener("change", draw));
    draw();
    return box;
  }
  const shared = new Map(); // form -> {box, target}: one bidding box a form (issue 25)
  document.querySelectorAll("input[data-picker]").forEach((input) => {
    const kind = input.dataset.picker;
    let box = null;
    if (kind === "calls" || kind === "call") {
      if (kind === "calls") auctionPreview(input);
      const form = input.form || document.body;
      let one = shared.get(form);
      if (!one) {
        one = { target: input };
        one.box = biddingBox(() => one.target);
        shared.set(form, one);
        input.parentNode.appendChild(one.box);
        input.parentNode.classList.add("boxed");
      } else {
        input.parentNode.classList.add("unboxed");
      }
      /* a tap on another call's field brings the box under it; on the table-data form no
         keyboard for it (a calculator's "type it" switch wants one) */
      if (!document.getElementById("typeit")) input.inputMode = "none";
      const take = () => {
        if (one.target === input) return;
        one.target.parentNode.classList.replace("boxed", "unboxed");
        one.target = input;
        input.parentNode.classList.replace("unboxed", "boxed");
        input.parentNode.appendChild(one.box);
      };
      input.addEventListener("focus", take);
      input.addEventListener("click", take);
    }
    else if ((kind === "card" || kind === "cards") && boardHands && input.name.indexOf(".") < 0) box = handPicker(input, kind === "cards", boardHands);
    else if (kind === "card" || kind === "cards") box = cardPicker(input, kind === "cards");
    if (box) input.parentNode.appendChild(box);
  });

  /* without a service worker: keep the guide here, draw it when the network is gone */
  const guideLink = /^\/(nl|en)\/(|t\/[^/]+|laws(\/\d+)?)$/;
  if (!hasWorker && window.fetch) {
    const key = "arbiter.bundle." + lang;
    const kept = store.get(key + ".v", "");
    if (kept !== version && navigator.onLine) {
      fetch("/api/v1/bundle/" + lang).then((r) => r.text()).then((text) => {
        try { localStorage.setItem(key, text); store.set(key + ".v", version); } catch (e) { /* full */ }
      }).catch(() => {});
    }
    const offlineDraw = (href, push) => {
      let bundle = null;
      try { bundle = JSON.parse(localStorage.getItem(key) || "null"); } catch (e) { bundle = null; }
      if (!bundle || !window.arbiterOffline) return false;
      if (push) history.pushState({ offline: true }, "", href);
      window.arbiterOffline.draw(bundle, new URL(href, location.href));
      body.classList.add("is-offline");
      window.scrollTo(0, 0);
      return true;
    };
    document.addEventListener("click", (e) => {
      const a = e.target.closest && e.target.closest("a[href]");
      if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey) return;
      const url = new URL(a.href, location.href);
      if (url.origin !== location.origin || !guideLink.test(url.pathname)) return;
      if (url.pathname.slice(1, 3) !== lang) return;
      e.preventDefault();
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), 4000);
      fetch("/healthz", { cache: "no-store", signal: controller.signal })
        .then(() => { clearTimeout(timer); location.href = url.href; })
        .catch(() => { clearTimeout(timer); if (!offlineDraw(url.href, true)) location.href = url.href; });
    });
    window.arbiterOfflineDraw = offlineDraw;
    window.addEventListener("popstate", () => {
      if (history.state && history.state.offline) offlineDraw(location.href, false);
      else if (!(history.state && history.state.live)) location.reload();
    });
  }
})();
