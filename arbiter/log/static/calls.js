/* arbiter: calls from the tables. Every page works without this file; with it:
   - waiting times ([data-since], seconds when the page was drawn) count up by themselves;
   - the table's page asks the laptop every 10 s how its call stands, and shows the new
     state (the director is on the way) without a tap;
   - the event page's queue (#calls) asks every 5 s and redraws its list from the
     page's own <template>, oldest call first; the page title shows how many wait;
   - the print page's "print" button prints. */
"use strict";
(function () {
  const TABLE_POLL_MS = 10000;
  const QUEUE_POLL_MS = 5000;
  const started = Date.now();

  const waited = (s) => (s < 60 ? `${s} s` : `${Math.floor(s / 60)} min`);
  const tick = () => {
    const extra = Math.floor((Date.now() - started) / 1000);
    document.querySelectorAll("[data-since]").forEach((el) => {
      const base = Number(el.dataset.since);
      if (!isNaN(base)) el.textContent = waited(base + extra - Number(el.dataset.at || 0));
    });
  };
  setInterval(tick, 1000);

  const getJSON = (url) =>
    fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" }, cache: "no-store" })
      .then((r) => (r.ok ? r.json() : Promise.reject(r.status)));

  /* the table's page: reload when the call's state changed (opened, dismissed, gone) */
  const table = document.querySelector("[data-table-call]");
  if (table) {
    setInterval(() => {
      getJSON(table.dataset.tableCall).then((state) => {
        const c = state.call;
        const status = c ? c.status : "";
        const id = c ? String(c.id) : "";
        if (status !== table.dataset.status || id !== table.dataset.callId) location.reload();
      }, () => {});
    }, TABLE_POLL_MS);
  }

  /* the director's queue */
  const queue = document.getElementById("calls");
  if (queue) {
    const list = queue.querySelector("[data-list]");
    const none = queue.querySelector("[data-none]");
    const count = queue.querySelector("[data-count]");
    const blank = queue.querySelector("template[data-item]");
    const title = document.title;
    const draw = (data) => {
      const extra = Math.floor((Date.now() - started) / 1000);
      const items = data.calls.map((c) => {
        const li = blank.content.firstElementChild.cloneNode(true);
        li.dataset.call = c.id;
        li.querySelector('[data-f="table"]').textContent = c.table;
        ["round", "board"].forEach((k) => {
          const part = li.querySelector(`[data-f="${k}"]`);
          part.hidden = c[k] === null;
          part.querySelector("span").textContent = c[k] === null ? "" : c[k];
        });
        const since = li.querySelector("[data-since]");
        since.dataset.since = c.waiting_seconds;
        since.dataset.at = extra; // counted from now on, not from the page's drawing
        since.textContent = waited(c.waiting_seconds);
        li.querySelectorAll("form[data-f]").forEach((form) => {
          form.action = `/log/calls/${c.id}/${form.dataset.f}`;
        });
        return li;
      });
      list.replaceChildren(...items);
      none.hidden = items.length > 0;
      count.textContent = items.length;
      count.classList.toggle("open", items.length > 0);
      document.title = items.length ? `(${items.length}) ${title}` : title;
    };
    setInterval(() => getJSON(queue.dataset.queue).then(draw, () => {}), QUEUE_POLL_MS);
  }

  document.querySelectorAll("[data-print]").forEach((b) => b.addEventListener("click", () => window.print()));
})();
