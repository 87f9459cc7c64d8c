/* arbiter ruling log: steppers, and rulings kept on this phone while the laptop cannot be
   reached. Every page works without this file; with it:
   - table, board and round get − and + buttons;
   - the ruling form is sent in the background. When the laptop does not answer (no
     network, the club's wifi gone, a timeout) the ruling is kept in this browser's
     local storage and the page says so; it is sent as soon as the connection is back
     (on the "online" event, on opening any log page, and every 20 s while some wait).
     Each ruling carries its uid, so sending it twice (two tabs, an answer lost on the
     way back) still saves it once; it leaves the phone only when the laptop confirmed.
   - anything else the laptop answers (bad input, signed out) is shown as the laptop
     sends it: the form is then sent the ordinary way. */
"use strict";
(function () {
  const KEY = "arbiter.log.queue";
  const TIMEOUT_MS = 8000;
  const RETRY_MS = 20000;
  const panel = document.getElementById("log-queue");
  const words = panel ? panel.dataset : {};

  const load = () => {
    try { const v = JSON.parse(localStorage.getItem(KEY) || "[]"); return Array.isArray(v) ? v : []; } catch (e) { return []; }
  };
  const store = (items) => {
    try { localStorage.setItem(KEY, JSON.stringify(items)); return true; } catch (e) { return false; }
  };
  const token = () => {
    const el = document.querySelector('input[name="csrf_token"]');
    return el ? el.value : "";
  };

  /* steppers (the form renderer's, calc_widgets.html): − and + beside a whole number,
     within the bounds the field declares (data-min, data-max, data-step) */
  document.querySelectorAll(".stepper").forEach((box) => {
    const input = box.querySelector("input");
    if (!input) return;
    box.classList.add("live");
    box.querySelectorAll(".step[data-by]").forEach((button) => {
      button.hidden = false;
      button.addEventListener("click", () => {
        const low = box.dataset.min === undefined ? -Infinity : Number(box.dataset.min);
        const high = box.dataset.max === undefined ? Infinity : Number(box.dataset.max);
        const by = Number(button.dataset.by) * Number(box.dataset.step || "1");
        const typed = input.value.trim();
        const now = typed === "" || isNaN(Number(typed)) ? (low > 0 ? low : 1) - Math.max(by, 0) : Number(typed);
        input.value = String(Math.min(high, Math.max(low, now + by)));
        input.dispatchEvent(new Event("change", { bubbles: true }));
      });
    });
  });

  /* the event chosen on the form: its name in the folded line */
  const eventLabel = document.querySelector("[data-event-label]");
  document.querySelectorAll('input[name="event"]').forEach((radio) => {
    radio.addEventListener("change", () => {
      const text = radio.parentElement && radio.parentElement.querySelector("span");
      if (eventLabel && text && radio.checked) eventLabel.textContent = text.firstChild ? text.firstChild.textContent.trim() : text.textContent;
    });
  });

  /* sending one ruling: "sent" (with its page), "offline" (try again later), "signin"
     or "problem" (the laptop refused it: shown by sending the form the ordinary way) */
  function send(item) {
    const body = new URLSearchParams();
    item.fields.forEach(([k, v]) => { if (k !== "csrf_token") body.append(k, v); });
    body.append("csrf_token", token());
    const controller = window.AbortController ? new AbortController() : null;
    const timer = setTimeout(() => controller && controller.abort(), TIMEOUT_MS);
    return fetch("/log/rulings", {
      method: "POST", body, credentials: "same-origin", redirect: "follow",
      signal: controller ? controller.signal : undefined, headers: { Accept: "text/html" },
    }).then((response) => {
      clearTimeout(timer);
      const path = new URL(response.url, location.href).pathname;
      if (response.ok && /^\/log\/rulings\/\d+$/.test(path)) return { kind: "sent", url: response.url };
      if (path === "/log/login") return { kind: "signin" };
      if (response.status >= 500) return { kind: "offline" };
      return { kind: "problem" };
    }, () => {
      clearTimeout(timer);
      return { kind: "offline" };
    });
  }

  /* the panel: what waits on this phone, what was just sent */
  const sent = [];
  let note = "";
  function show() {
    if (!panel) return;
    const items = load();
    panel.textContent = "";
    if (!items.length && !sent.length && !note) { panel.hidden = true; return; }
    panel.hidden = false;
    const line = (text, bold) => {
      const p = document.createElement("p");
      if (bold) { const b = document.createElement("b"); b.textContent = text; p.appendChild(b); } else p.textContent = text;
      panel.appendChild(p);
      return p;
    };
    if (note) line(note, true);
    if (items.length) {
      line((words.waiting || "").replace("{n}", String(items.length)));
      const ul = document.createElement("ul");
      items.forEach((item) => {
        const li = document.createElement("li");
        li.textContent = item.label || item.uid;
        if (item.problem) {
          li.appendChild(document.createTextNode(" — " + (words.problem || "")));
          const open = document.createElement("button");
          open.type = "button";
          open.className = "ghost";
          open.textContent = words.open || "Open";
          open.addEventListener("click", () => openNative(item));
          li.appendChild(document.createTextNode(" "));
          li.appendChild(open);
        }
        ul.appendChild(li);
      });
      panel.appendChild(ul);
      const tools = document.createElement("div");
      tools.className = "tools";
      const now = document.createElement("button");
      now.type = "button";
      now.textContent = words.send || "Send";
      now.addEventListener("click", () => drain(true));
      tools.appendChild(now);
      panel.appendChild(tools);
    }
    if (sent.length) {
      const p = line(words.sent || "");
      sent.forEach((s) => {
        const a = document.createElement("a");
        a.href = s.url;
        a.textContent = s.label;
        a.className = "btn ghost";
        p.appendChild(document.createTextNode(" "));
        p.appendChild(a);
      });
    }
  }

  function remove(uid) { store(load().filter((x) => x.uid !== uid)); }

  function openNative(item) {
    /* a ruling the laptop refused: send it the ordinary way, so its answer (the form
       with what was wrong) is shown; it then lives on in that form */
    remove(item.uid);
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/log/rulings";
    item.fields.forEach(([k, v]) => {
      if (k === "csrf_token") return;
      const input = document.createElement("input");
      input.type = "hidden"; input.name = k; input.value = v;
      form.appendChild(input);
    });
    const csrf = document.createElement("input");
    csrf.type = "hidden"; csrf.name = "csrf_token"; csrf.value = token();
    form.appendChild(csrf);
    document.body.appendChild(form);
    form.submit();
  }

  let draining = false;
  function drain(force) {
    const waiting = load().filter((x) => !x.problem);
    if (draining || !waiting.length || (!force && !navigator.onLine) || !token()) return Promise.resolve();
    draining = true;
    note = words.sending || "";
    show();
    const next = (i) => {
      if (i >= waiting.length) return Promise.resolve();
      const item = waiting[i];
      return send(item).then((result) => {
        if (result.kind === "sent") {
          remove(item.uid);
          sent.push({ url: result.url, label: item.label || item.uid });
          return next(i + 1);
        }
        if (result.kind === "problem") {
          store(load().map((x) => (x.uid === item.uid ? Object.assign({}, x, { problem: true }) : x)));
          return next(i + 1);
        }
        note = result.kind === "signin" ? (words.signin || "") : (words.offline || "");
        return null;
      });
    };
    return next(0).then(() => {
      if (note === (words.sending || "")) note = "";
    }).finally(() => { draining = false; show(); });
  }

  /* the ruling form: sent in the background, kept here when the laptop cannot be reached */
  const form = document.querySelector('form[data-queue="1"]');
  if (form && window.fetch && window.URLSearchParams) {
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const fields = [];
      new FormData(form).forEach((v, k) => { if (typeof v === "string") fields.push([k, v]); });
      const get = (name) => (fields.find(([k]) => k === name) || [])[1] || "";
      const topic = document.querySelector(".guide-ruling") && document.querySelector("main h1");
      const label = [
        get("table") && (document.querySelector('label[for="f_table"]') || {}).textContent + " " + get("table"),
        get("board") && (document.querySelector('label[for="f_board"]') || {}).textContent + " " + get("board"),
        topic ? topic.textContent.trim() : get("title"),
      ].filter(Boolean).join(" · ");
      const item = { uid: get("uid"), fields, label, saved: new Date().toISOString() };
      const button = form.querySelector("[data-save]");
      if (button) button.disabled = true;
      const keep = () => {
        store(load().filter((x) => x.uid !== item.uid).concat([item]));
        note = words.offline || "";
        show();
        if (button) button.disabled = false;
        if (panel) panel.scrollIntoView({ block: "start" });
      };
      if (!navigator.onLine) { keep(); return; }
      send(item).then((result) => {
        if (result.kind === "sent") { remove(item.uid); location.assign(result.url); return; }
        if (result.kind === "offline") { keep(); return; }
        form.submit(); // the laptop's own answer: what was wrong, or the sign-in page
      });
    });
  }

  window.addEventListener("online", () => drain(false));
  setInterval(() => { if (load().some((x) => !x.problem)) drain(false); }, RETRY_MS);
  show();
  drain(false);
})();
