/* arbiter calculators: small enhancements of the tap form (it works without this file).
   - steppers (−/+ within the declared bounds), a row per score with a ± key, rows of a
     weighted score shown one by one, the leader of each trick, a PBN file read from the
     phone; "type it" remembered;
   - the last result of each calculator kept on this phone;
   - offline: the form is not sent into the void (the browser's error page). Score,
     board, IMPs and matchpoints are worked out here (calc-port.js, tables from the
     server); the other calculators say they need the laptop and show the last result. */
"use strict";
(function () {
  const form = document.querySelector("form.calcform");
  if (!form) return;
  form.classList.add("js");
  const lang = document.body.dataset.lang === "en" ? "en" : "nl";
  const name = form.dataset.calc;
  const json = (id) => { try { return JSON.parse(document.getElementById(id).textContent); } catch (e) { return {}; } };
  const W = json("calc-words");
  const store = {
    get(key, fallback) { try { const v = localStorage.getItem(key); return v === null ? fallback : JSON.parse(v); } catch (e) { return fallback; } },
    set(key, value) { try { localStorage.setItem(key, JSON.stringify(value)); } catch (e) { /* full or private */ } },
  };
  const $ = (sel, root) => (root || form).querySelector(sel);
  const $$ = (sel, root) => Array.from((root || form).querySelectorAll(sel));
  const checked = (n) => { const r = $('input[name="' + n + '"]:checked'); return r ? r.value : ""; };
  const field = (n) => { const f = form.elements.namedItem(n); return f && f.value !== undefined ? f.value : ""; };
  const fire = (el) => el.dispatchEvent(new Event("change", { bubbles: true }));

  /* -- steppers -- */
  function stepperValue(box) {
    const input = $("input", box);
    const text = input.value.trim().replace(",", ".").replace("−", "-");
    if (text === "" ) return null;
    if (text === "=" || text === box.dataset.zero) return 0;
    const n = parseFloat(text);
    return isNaN(n) ? null : n;
  }
  function showStep(box, n) {
    const input = $("input", box);
    const comma = lang === "nl" && input.value.includes(",");
    let text = String(Math.round(n * 100) / 100);
    if (box.dataset.zero) text = n === 0 ? box.dataset.zero : (n > 0 ? "+" : "") + text;
    input.value = comma ? text.replace(".", ",") : text;
    fire(input);
  }
  function step(box, by) {
    const size = parseFloat(box.dataset.step || "1");
    const low = box.dataset.min === undefined ? -Infinity : parseFloat(box.dataset.min);
    const high = box.dataset.max === undefined ? Infinity : parseFloat(box.dataset.max);
    let now = stepperValue(box);
    if (now === null) now = low > 0 ? low - size : 0;
    showStep(box, Math.min(high, Math.max(low, now + by * size)));
  }
  $$(".stepper").forEach((box) => {
    $$(".step", box).forEach((b) => { b.hidden = false; b.addEventListener("click", () => step(box, Number(b.dataset.by))); });
  });

  /* -- a result: the tricks over or under stay possible for the level chosen; the typed
        field follows the taps, so "type it" shows what was tapped -- */
  const DENOM = { C: "♣", D: "♦", H: "♥", S: "♠", NT: W.nt || "NT" };
  function resultText(prefix) {
    const level = checked(prefix + ".level"), denom = checked(prefix + ".denom");
    if (!level || !denom) return "";
    let over = field(prefix + ".over").trim().replace("−", "-");
    const holder = $('[data-input="' + prefix.split(".")[0] + '"]');
    const open = Boolean(holder) && holder.dataset.kind === "contracts";
    if (open && over === "") over = "";  /* a candidate: empty tricks, the double-dummy result */
    else if (over === "" || over === "=" || over === "0") over = "=";
    else if (/^[0-9]+$/.test(over)) over = "+" + over;
    const seat = checked(prefix + ".seat");
    return level + DENOM[denom] + checked(prefix + ".dbl") + over + (seat ? " " + seat : "");
  }
  function boundOver(prefix) {
    const box = $('.stepper input[name="' + prefix + '.over"]');
    const level = parseInt(checked(prefix + ".level"), 10);
    if (!box || !level) return;
    const stepper = box.closest(".stepper");
    stepper.dataset.min = String(-(6 + level));
    stepper.dataset.max = String(7 - level);
    const now = stepperValue(stepper);
    if (now !== null && (now < -(6 + level) || now > 7 - level)) showStep(stepper, Math.min(7 - level, Math.max(-(6 + level), now)));
  }
  $$(".field.c-result, .field.c-results").forEach((f) => {
    const typed = $(".typed-only", f);
    const sync = (e) => {
      if (e && e.target === typed) return;  // typed by hand: the server reads it as typed
      const rows = $$(".resrow", f);
      if (!rows.length) { boundOver(f.dataset.input); typed.value = resultText(f.dataset.input); return; }
      const parts = [];
      rows.forEach((row) => {
        const prefix = f.dataset.input + "." + row.dataset.row;
        boundOver(prefix);
        const text = resultText(prefix);
        const pct = field(prefix + ".pct").trim();
        if (text) parts.push(pct ? pct + "% " + text : text);
        row.classList.toggle("used", Boolean(text || pct));
      });
      typed.value = parts.join(", ");
    };
    if (f.dataset.kind === "contracts") {  /* a candidate's declarer: the one above, until tapped */
      f.addEventListener("change", (e) => {
        const m = /^(.+)\.(\d+)\.level$/.exec(e.target.name || "");
        if (!m || m[2] === "1" || checked(m[1] + "." + m[2] + ".seat")) return;
        const above = checked(m[1] + "." + (Number(m[2]) - 1) + ".seat");
        const radio = above && $('input[name="' + m[1] + "." + m[2] + '.seat"][value="' + above + '"]');
        if (radio) { radio.checked = true; fire(radio); }
      });
    }
    f.addEventListener("change", sync);
    f.addEventListener("input", sync);
    const rows = $$(".resrow", f);
    if (rows.length) {
      const add = $(".add-row", f);
      const reveal = () => {
        const hidden = rows.filter((r) => r.classList.contains("unused"));
        add.hidden = !hidden.length;
      };
      let last = 1;
      rows.forEach((r, i) => { if (resultText(f.dataset.input + "." + r.dataset.row) || field(f.dataset.input + "." + r.dataset.row + ".pct")) last = i + 1; });
      rows.forEach((r, i) => r.classList.toggle("unused", i > Math.max(last, 2) - 1));
      add.addEventListener("click", () => { const next = rows.find((r) => r.classList.contains("unused")); if (next) next.classList.remove("unused"); reveal(); });
      reveal();
    }
  });

  /* -- tricks: who led each trick (declarer's left-hand opponent, then the winner of the
        trick before), the revoke trick marked, the tricks before it folded away; a tap on
        a chosen seat clears it -- */
  const SEATS = ["N", "E", "S", "W"];
  const seatOf = (v) => ({ N: "N", O: "E", E: "E", Z: "S", S: "S", W: "W" })[String(v).toUpperCase()] || "";
  const letter = (seat) => (W.seats || "NESW")[SEATS.indexOf(seatOf(seat))] || "";
  $$(".field.c-tricks").forEach((f) => {
    const rows = $$("li[data-trick]", f);
    const update = () => {
      const declarer = seatOf(checked("declarer"));
      const first = parseInt(checked("trick"), 10) || 0;
      let leader = declarer ? SEATS[(SEATS.indexOf(declarer) + 1) % 4] : "";
      rows.forEach((li) => {
        const t = Number(li.dataset.trick);
        $(".led", li).textContent = leader ? "⤷ " + letter(leader) : "";
        $(".led", li).title = leader ? letter(leader) + " " + (W.led || "") : "";
        li.classList.toggle("revoke", t === first);
        li.classList.toggle("before", first > 0 && t < first);
        leader = seatOf(checked(f.dataset.input + "." + t));
      });
    };
    form.addEventListener("change", update);
    rows.forEach((li) => $$("input", li).forEach((r) => {
      let was = false;
      r.addEventListener("pointerdown", () => { was = r.checked; });
      r.addEventListener("click", () => { if (was) { r.checked = false; was = false; update(); } });
    }));
    update();
  });

  /* -- a list of scores: one row a table, the phone's number keys, a ± key -- */
  $$("textarea[data-scores]").forEach((area) => {
    const box = document.createElement("div");
    box.className = "scorerows";
    area.style.display = "none";
    area.parentNode.insertBefore(box, area);
    const sync = () => {
      area.value = $$(".srow input", box).map((i) => i.value.trim()).filter(Boolean).join("\n");
    };
    const addRow = (value, focus, quiet) => {
      const row = document.createElement("div");
      row.className = "srow";
      const sign = document.createElement("button");
      sign.type = "button"; sign.textContent = W.sign || "±"; sign.setAttribute("aria-label", "±");
      const input = document.createElement("input");
      input.type = "text"; input.inputMode = "numeric"; input.autocomplete = "off"; input.value = value || "";
      input.setAttribute("aria-label", document.getElementById("l-" + area.name) ? document.getElementById("l-" + area.name).textContent : area.name);
      const remove = document.createElement("button");
      remove.type = "button"; remove.textContent = "✕"; remove.setAttribute("aria-label", W.remove || "x");
      sign.addEventListener("click", () => {
        const v = input.value.trim();
        input.value = v.startsWith("-") ? v.slice(1) : "-" + v.replace(/^\+/, "");
        sync();
      });
      remove.addEventListener("click", () => {
        if ($$(".srow", box).length > 1) row.remove(); else input.value = "";
        sync();
      });
      input.addEventListener("input", sync);
      input.addEventListener("keydown", (e) => {
        if (e.key !== "Enter") return;
        e.preventDefault();
        const next = row.nextElementSibling && $("input", row.nextElementSibling);
        if (next) next.focus(); else addRow("", true);
      });
      row.append(sign, input, remove);
      box.insertBefore(row, more);
      if (focus) input.focus();
      if (!quiet) sync();
    };
    const more = document.createElement("div");
    more.className = "more-scores";
    const plus = document.createElement("button");
    plus.type = "button"; plus.className = "ghost"; plus.textContent = W.add_score || "+";
    plus.addEventListener("click", () => addRow("", true));
    more.appendChild(plus);
    box.appendChild(more);
    const lines = area.value.split(/[\n,;]+/).map((s) => s.trim()).filter(Boolean);
    (lines.length ? lines : [""]).forEach((v) => addRow(v, false));
    area.addEventListener("input", () => {  // typed: the rows follow, the text stays as typed
      $$(".srow", box).forEach((r) => r.remove());
      const now = area.value.split(/[\n,;]+/).map((s) => s.trim()).filter(Boolean);
      (now.length ? now : [""]).forEach((v) => addRow(v, false, true));
    });
  });

  /* -- a PBN file chosen on the phone -- */
  $$("input[type=file][data-file-for]").forEach((input) => {
    input.closest("label").hidden = false;
    input.addEventListener("change", () => {
      const file = input.files && input.files[0];
      const area = form.elements.namedItem(input.dataset.fileFor);
      if (!file || !area) return;
      const reader = new FileReader();
      reader.onload = () => { area.value = String(reader.result || ""); fire(area); };
      reader.readAsText(file);
    });
  });

  /* -- "type it": remembered on this phone or laptop -- */
  const typeit = document.getElementById("typeit");
  const TYPED = "arbiter.calc.typed";
  if (typeit) {
    if (!form.closest("main").querySelector("#calc-result, #calc-error")) typeit.checked = store.get(TYPED, false);
    typeit.addEventListener("change", () => store.set(TYPED, typeit.checked));
  }

  /* -- the last result of this calculator, for when the laptop is gone -- */
  const LAST = "arbiter.calc.last." + name + "." + lang;
  const shown = document.getElementById("calc-out");
  if (shown) store.set(LAST, { when: new Date().toISOString(), text: shown.textContent, tabular: shown.classList.contains("tabular") });

  /* -- offline -- */
  const box = document.getElementById("calc-offline");
  function say(html) {
    ["calc-result", "calc-error"].forEach((id) => { const el = document.getElementById(id); if (el) el.hidden = true; });
    box.innerHTML = html;
    box.hidden = false;
    box.scrollIntoView({ block: "start" });
  }
  const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
  function lastResult() {
    const last = store.get(LAST, null);
    if (!last) return "<p>" + esc(W.offline_nothing) + "</p>";
    const when = new Date(last.when);
    const time = isNaN(when) ? "" : when.toLocaleString(lang === "nl" ? "nl-NL" : "en-GB", { dateStyle: "short", timeStyle: "short" });
    return "<h2>" + esc(W.offline_last) + ' <span class="when">' + esc(time) + '</span></h2><pre class="out result' +
      (last.tabular ? " tabular" : "") + '">' + esc(last.text) + "</pre>";
  }
  function offline() {
    const port = window.arbiterCalcPort;
    let local = null;
    if (port && LOCAL[name]) {
      try { local = LOCAL[name](port, json("calc-tables")); } catch (e) { local = null; }
    }
    const head = "<h2>" + esc(W.offline_title) + "</h2>";
    if (local && local.text) {
      say(head + "<p>" + esc(W.offline_local) + '</p><pre class="out result tabular" id="calc-local">' + esc(local.text) + "</pre>");
    } else if (local && local.problem) {
      say(head + "<p>" + esc(local.problem) + "</p>");
    } else {
      say(head + "<p>" + esc("serial" in form.dataset ? W.offline_dd : W.offline_needs) + "</p>" + lastResult());
    }
  }
  function reachable() {
    if (navigator.onLine === false) return Promise.reject(new Error("offline"));
    const controller = window.AbortController ? new AbortController() : null;
    const timer = setTimeout(() => controller && controller.abort(), 3000);
    return fetch("/healthz", { cache: "no-store", signal: controller ? controller.signal : undefined })
      .then((r) => { clearTimeout(timer); if (!r.ok) throw new Error(String(r.status)); });
  }
  form.addEventListener("submit", (e) => {
    if (!window.fetch) return;
    e.preventDefault();
    reachable().then(() => form.submit(), () => offline());
  });

  /* without a service worker nothing is stored: another calculator page cannot open
     offline, so say so here instead of leaving for the browser's error page */
  document.addEventListener("click", (e) => {
    const a = e.target.closest && e.target.closest("a[href]");
    if (!a || e.defaultPrevented || !window.fetch) return;
    if (navigator.serviceWorker && navigator.serviceWorker.controller) return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || !/^\/(nl|en)\/calc(\/[a-z]+)?$/.test(url.pathname)) return;
    e.preventDefault();
    reachable().then(() => { location.href = url.href; },
      () => say("<h2>" + esc(W.offline_title) + "</h2><p>" + esc(W.offline_page) + "</p>"));
  });

  /* -- the arithmetic calculators in the phone (figures only; see calc-port.js) -- */
  const typed = () => typeit && typeit.checked;
  const sgn = (n) => (n > 0 ? "+" : "") + n;
  const num = (x, digits) => {
    const text = String(Math.round(x * Math.pow(10, digits === undefined ? 2 : digits)) / Math.pow(10, digits === undefined ? 2 : digits));
    return lang === "nl" ? text.replace(".", ",") : text;
  };
  const profileOf = (T) => T.profiles[checked("profile") || "NBB"] || T.profiles.NBB;
  const lines = (n) => field(n).split(/[\n,;]+/).map((s) => s.trim()).filter(Boolean);
  const VUL = { ja: "yes", yes: "yes", nee: "no", no: "no", niemand: "none", none: "none", NZ: "NS", NS: "NS", OW: "EW", EW: "EW", allen: "both", all: "both" };
  function readResult() {
    if (typed()) return window.arbiterCalcPort.parseResult(null, field("result"));
    const level = parseInt(checked("result.level"), 10), denom = checked("result.denom");
    if (!level || !denom) return null;
    const overText = field("result.over").trim().replace("−", "-");
    const over = overText === "" || overText === "=" ? 0 : parseInt(overText, 10);
    if (isNaN(over)) return null;
    return { level, denom, doubled: checked("result.dbl").length, over, declarer: null };
  }
  const LOCAL = {
    score(port, T) {
      const r = readResult();
      if (!r) return { problem: typed() ? W.offline_taps : W.cannot };
      const declarer = seatOf(checked("declarer")) || r.declarer;
      const vul = VUL[checked("vul")] || null;
      const boardNo = parseInt(field("board"), 10);
      if (vul && boardNo) return { problem: W.vul_and_board };
      let absolute = vul && vul !== "yes" && vul !== "no" ? vul : null;
      const out = [];
      if (boardNo) {
        const b = port.board(T, boardNo);
        if (!b) return { problem: W.cannot };
        absolute = b.vulnerability;
        out.push(W.board + " " + boardNo + ": " + W.dealer + " " + letter(b.dealer) + ", " + W["vul_" + b.vulnerability] + ".");
      }
      let vulnerable = null;
      if (vul === "yes" || vul === "no") vulnerable = vul === "yes";
      else if (absolute === "none" || absolute === "both") vulnerable = absolute === "both";
      else if (absolute) {
        if (!declarer) return { problem: W.need_declarer };
        vulnerable = absolute === (declarer === "N" || declarer === "S" ? "NS" : "EW");
      }
      const name = r.level + DENOM[r.denom] + ["", "X", "XX"][r.doubled] + (r.over === 0 ? "=" : sgn(r.over));
      const cases = vulnerable === null ? [false, true] : [vulnerable];
      for (const v of cases) {
        const s = port.score(T, r, v);
        if (!s) return { problem: W.cannot };
        out.push(name + ", " + (v ? W.vulnerable : W.not_vulnerable) + ": " + sgn(s.score));
        s.lines.forEach((l) => out.push("  " + String(l.points).padStart(6) + "  " + (W["line_" + l.key] || l.key)));
        out.push("  " + String(s.score).padStart(6) + "  " + W.total);
        if (declarer) out.push("  " + W.ns_score + ": " + sgn(declarer === "N" || declarer === "S" ? s.score : -s.score));
      }
      if (vulnerable === null) out.push(W.both_scores);
      return { text: out.join("\n") };
    },
    board(port, T) {
      const b = port.board(T, parseInt(field("number"), 10));
      if (!b) return { problem: W.cannot };
      return { text: W.board + " " + b.board + ": " + W.dealer + " " + letter(b.dealer) + ", " + W["vul_" + b.vulnerability] + "." };
    },
    imps(port, T) {
      const way = checked("_way") || "teams";
      if (way === "butler") {
        const scores = port.parseScores(T, field("butler"));
        const trimText = field("trim").trim();
        const trim = trimText === "" ? profileOf(T).butler_trim : parseInt(trimText, 10);
        const b = scores && port.butler(T, scores, trim);
        if (!b) return { problem: W.cannot };
        const out = [W.datum + ": " + sgn(b.datum)];
        b.lines.forEach((l) => out.push(String(sgn(l.ns_score)).padStart(6) + "  " + W.difference + " " + sgn(l.difference) + ": " + sgn(l.ns_imps) + " " + W.imps));
        return { text: out.join("\n") };
      }
      if (way === "match") {
        const boards = field("match").split(/[,;\n]+/).map((s) => s.trim()).filter(Boolean).map((p) => p.split("/").map((x) => parseInt(x.replace("−", "-"), 10)));
        if (!boards.length || !boards.every((p) => p.length === 2 && p.every((x) => port.checkScore(T, x)))) return { problem: W.cannot };
        let total = 0, points = 0;
        const out = boards.map(([a, b]) => { const i = port.imps(T, a - b); total += i; points += a - b; return sgn(a) + " / " + sgn(b) + ": " + sgn(a - b) + " = " + sgn(i) + " " + W.imps; });
        out.push(W.imps + ": " + sgn(total) + "; " + W.total_points + ": " + sgn(points));
        return { text: out.join("\n") };
      }
      const scores = port.parseScores(T, lines("scores").join(" "));
      if (!scores || scores.length < 1 || scores.length > 2) return { problem: W.cannot };
      if (scores.length === 1) return { text: W.difference + " " + sgn(scores[0]) + ": " + sgn(port.imps(T, scores[0])) + " " + W.imps };
      if (!scores.every((s) => port.checkScore(T, s))) return { problem: W.cannot };
      const d = scores[0] - scores[1], i = port.imps(T, d);
      return { text: sgn(scores[0]) + " - (" + sgn(scores[1]) + ") = " + sgn(d) + ": " + sgn(i) + " " + W.imps + "; " + W.other_team + " " + sgn(-i) + " " + W.imps };
    },
    matchpoints(port, T) {
      const rules = profileOf(T);
      const entries = port.parseTraveller(T, lines("score").join(" "), rules.averages);
      const nText = field("neuberg_of").trim();
      const t = entries && port.matchpoint(T, entries, nText ? parseInt(nText, 10) : null, rules.per_beat);
      if (!t) return { problem: W.cannot };
      const rows = [["score", "NS mp".replace("NS", W.percent_ns.split(" ")[0]), W.percent_ew.split(" ")[0] + " mp", W.percent_ns, W.percent_ew]];
      t.lines.forEach((l, i) => {
        const e = entries[i];
        rows.push([typeof e === "number" ? sgn(e) : e.label, num(l.ns_mp), num(l.ew_mp), num(l.ns_percent), num(l.ew_percent)]);
      });
      const widths = [0, 1, 2, 3, 4].map((c) => Math.max(...rows.map((r) => r[c].length)));
      const out = rows.map((r) => r.map((cell, c) => cell.padStart(widths[c])).join("  "));
      out.push("", W.top + " " + num(t.top));
      if (t.neuberg) out.push(W.neuberg.replace("{n}", t.compared).replace("{N}", t.expected));
      return { text: out.join("\n") };
    },
  };
})();
