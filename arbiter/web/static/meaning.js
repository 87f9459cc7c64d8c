/* arbiter: the meaning of a call, entered with taps (comparable-call page, Law 23A).
   Progressive: every meaning field stays a text field the server reads
   ("open1-major:♠", "hcp=12-19 ♠=5+"); this file puts a preset pick-list, suit buttons,
   steppers for points and lengths, and toggles above it, and writes the text for you.
   Data comes from the page: <script type="application/json" id="meaning-data">, with the
   presets (structured), the purposes and the meaning of each field as posted. */
"use strict";
(function () {
  const blob = document.getElementById("meaning-data");
  if (!blob) return;
  let data;
  try { data = JSON.parse(blob.textContent); } catch (e) { return; }
  const lang = document.body.dataset.lang === "en" ? "en" : "nl";
  const T = {
    nl: {
      preset: "Voorinstelling", own: "— zelf invullen —", points: "Punten (min – max)", to: "tot",
      lengths: "Lengte per kleur (min – max)",
      type: "Handtype", addType: "+ handtype", dropType: "handtype weg", shape: "Verdeling",
      any: "elke", bal: "evenwichtig", semibal: "semi", natural: "natuurlijk",
      artificial: "kunstmatig", forcing: "Forcing", no: "nee", round: "ronde", game: "manche",
      purpose: "Doel", none: "geen", less: "minder", more: "meer", add: "Toevoegen",
      remove: "weghalen", text: "Als tekst", also: "ook:",
      groups: { opening: "Openingen", response: "Antwoorden", competitive: "Volgbiedingen en doublets", convention: "Conventies" },
    },
    en: {
      preset: "Preset", own: "— fill in yourself —", points: "HCP (min – max)", to: "to",
      lengths: "Length per suit (min – max)",
      type: "Hand type", addType: "+ hand type", dropType: "remove hand type", shape: "Shape",
      any: "any", bal: "balanced", semibal: "semi", natural: "natural",
      artificial: "artificial", forcing: "Forcing", no: "no", round: "round", game: "game",
      purpose: "Purpose", none: "none", less: "less", more: "more", add: "Add",
      remove: "remove", text: "As text", also: "also:",
      groups: { opening: "Openings", response: "Responses", competitive: "Overcalls and doubles", convention: "Conventions" },
    },
  }[lang];
  const SUITS = [["S", "♠"], ["H", "♥"], ["D", "♦"], ["C", "♣"]];
  const SYMBOL = Object.fromEntries(SUITS);
  const MAX_HCP = 37;

  const el = (tag, attrs, ...children) => {
    const node = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => {
      if (k === "class") node.className = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else if (v !== null && v !== undefined && v !== false) node.setAttribute(k, v === true ? "" : v);
    });
    children.flat().forEach((c) => node.append(c instanceof Node ? c : document.createTextNode(String(c))));
    return node;
  };
  const copy = (value) => JSON.parse(JSON.stringify(value));
  const freeType = () => ({ hcp: [0, MAX_HCP], lengths: { S: [0, 13], H: [0, 13], D: [0, 13], C: [0, 13] }, shape: "any", counts: [] });
  const blank = () => ({ preset: null, call: null, kind: "natural", forcing: "no", purpose: null, purpose_suit: null, types: [freeType()] });

  /* the text form, as arbiter.bridge.meaning.Meaning.spec() writes it */
  function span(lo, hi, top) {
    if (lo === hi) return String(lo);
    if (hi === top) return lo + "+";
    return lo + "-" + hi;
  }
  function typeSpec(t) {
    const parts = [];
    if (t.hcp[0] !== 0 || t.hcp[1] !== MAX_HCP) parts.push("hcp=" + span(t.hcp[0], t.hcp[1], MAX_HCP));
    SUITS.forEach(([letter, symbol]) => {
      const [lo, hi] = t.lengths[letter];
      if (lo !== 0 || hi !== 13) parts.push(symbol + "=" + span(lo, hi, 13));
    });
    if (t.shape === "balanced") parts.push("bal");
    if (t.shape === "semibalanced") parts.push("semibal");
    t.counts.forEach((c) => {
      const suits = c.suits.split("").map((l) => SYMBOL[l]).join("");
      parts.push((c.at_least > 1 ? c.at_least + "x" : "") + suits + "=" + span(c.lengths[0], c.lengths[1], 13));
    });
    return parts.join(" ") || "hcp=0+";
  }
  function spec(m) {
    const head = [];
    if (m.preset) head.push("preset=" + m.preset);
    if (m.call) head.push(m.call);
    if (m.kind === "artificial") head.push("art");
    if (m.forcing !== "no") head.push("forcing=" + m.forcing);
    if (m.purpose) head.push("purpose=" + m.purpose + (m.purpose === "transfer" && m.purpose_suit ? ":" + m.purpose_suit : ""));
    return head.concat([m.types.map(typeSpec).join(" | ")]).join(" ");
  }

  function presetSelect(onPick) {
    const select = el("select", { class: "me-preset", "aria-label": T.preset });
    select.append(el("option", { value: "" }, T.own));
    Object.entries(T.groups).forEach(([group, label]) => {
      const opt = el("optgroup", { label });
      data.presets.filter((p) => p.group === group).forEach((p) => opt.append(el("option", { value: p.id }, p.name)));
      select.append(opt);
    });
    select.addEventListener("change", () => onPick(select.value));
    return select;
  }
  function suitButtons(onPick) {
    const row = el("div", { class: "me-suitrow", role: "group" });
    SUITS.forEach(([letter, symbol]) => {
      row.append(el("button", { type: "button", class: "me-suit" + (/[♥♦]/.test(symbol) ? " red" : ""), "data-suit": symbol, "aria-pressed": "false", onclick: () => onPick(symbol) }, symbol));
    });
    return row;
  }
  const presetById = (id) => data.presets.find((p) => p.id === id);
  function presetMeaning(id, suit) {
    const p = presetById(id);
    if (!p) return null;
    const key = p.suits.length ? suit || p.suits[0] : "";
    return copy(p.meanings[key]);
  }

  /* a number between bounds with − and + buttons */
  function stepper(label, get, set, low, high) {
    const out = el("output", { class: "me-num", "aria-live": "polite" });
    const minus = el("button", { type: "button", class: "me-step", "aria-label": label + ": " + T.less }, "−");
    const plus = el("button", { type: "button", class: "me-step", "aria-label": label + ": " + T.more }, "+");
    const draw = () => {
      const v = get();
      out.textContent = v;
      minus.disabled = v <= low();
      plus.disabled = v >= high();
    };
    minus.addEventListener("click", () => { set(Math.max(low(), get() - 1)); });
    plus.addEventListener("click", () => { set(Math.min(high(), get() + 1)); });
    return { node: el("span", { class: "me-stepper" }, minus, out, plus), draw };
  }
  function segmented(name, options, get, set) {
    const row = el("div", { class: "me-seg", role: "group", "aria-label": name });
    const buttons = options.map(([value, label]) => el("button", { type: "button", "aria-pressed": "false", onclick: () => set(value) }, label));
    buttons.forEach((b) => row.append(b));
    const draw = () => buttons.forEach((b, i) => b.setAttribute("aria-pressed", String(options[i][0] === get())));
    return { node: row, draw };
  }

  /* the editor of one meaning field */
  function editor(input, initial) {
    let m = initial ? copy(initial) : blank();
    let active = 0;
    const draws = [];
    const typeOf = () => m.types[Math.min(active, m.types.length - 1)];
    const changed = () => {
      input.value = spec(m);
      input.dispatchEvent(new Event("input"));
      draw();
    };
    const edit = (fn) => (value) => { fn(value); changed(); };

    const select = presetSelect((id) => {
      if (!id) { m.preset = null; changed(); return; }
      const picked = presetMeaning(id, null);
      if (picked) { m = picked; active = 0; }
      changed();
    });
    const suits = suitButtons((symbol) => {
      const p = m.preset && presetById(m.preset.split(":")[0]);
      if (!p) return;
      const picked = presetMeaning(p.id, symbol);
      if (picked) { m = picked; active = 0; changed(); }
    });
    const tabs = el("div", { class: "me-tabs", role: "group" });
    const rows = el("div", { class: "me-rows" });

    const rangeRow = (label, key, top) => {
      const get = (i) => () => (key === "hcp" ? typeOf().hcp[i] : typeOf().lengths[key][i]);
      const setter = (i) => edit((v) => {
        const r = key === "hcp" ? typeOf().hcp : typeOf().lengths[key];
        r[i] = v;
        if (r[0] > r[1]) r[1 - i] = v;
      });
      const lo = stepper(label + " min", get(0), setter(0), () => 0, () => top);
      const hi = stepper(label + " max", get(1), setter(1), () => 0, () => top);
      draws.push(lo.draw, hi.draw);
      const name = el("span", { class: "me-label" + (/[♥♦]/.test(label) ? " red" : "") }, key === "hcp" ? "" : label);
      return el("div", { class: "me-row" }, name, lo.node, el("span", { class: "me-to", "aria-label": T.to }, "–"), hi.node);
    };
    rows.append(el("div", { class: "me-caption" }, T.points));
    rows.append(rangeRow(T.points, "hcp", MAX_HCP));
    rows.append(el("div", { class: "me-caption" }, T.lengths));
    SUITS.forEach(([letter, symbol]) => rows.append(rangeRow(symbol, letter, 13)));
    const shape = segmented(T.shape, [["any", T.any], ["balanced", T.bal], ["semibalanced", T.semibal]],
      () => typeOf().shape, edit((v) => { typeOf().shape = v; }));
    const counts = el("div", { class: "me-counts" });
    const kind = segmented("", [["natural", T.natural], ["artificial", T.artificial]],
      () => m.kind, edit((v) => { m.kind = v; if (v === "natural") { m.purpose = null; m.purpose_suit = null; } }));
    const forcing = segmented(T.forcing, [["no", T.no], ["round", T.round], ["game", T.game]],
      () => m.forcing, edit((v) => { m.forcing = v; }));
    const purpose = el("select", { class: "me-purpose", "aria-label": T.purpose });
    purpose.append(el("option", { value: "" }, T.none));
    data.purposes.forEach((p) => purpose.append(el("option", { value: p.id }, p.text)));
    purpose.addEventListener("change", edit(() => {
      m.purpose = purpose.value || null;
      if (m.purpose) m.kind = "artificial";
      if (m.purpose !== "transfer") m.purpose_suit = null;
      else if (!m.purpose_suit) m.purpose_suit = "H";
    }));
    const purposeRow = el("label", { class: "me-purposerow" }, T.purpose + " ", purpose);
    draws.push(shape.draw, kind.draw, forcing.draw);

    function drawTabs() {
      tabs.replaceChildren();
      if (m.types.length > 1) {
        m.types.forEach((_, i) => tabs.append(el("button", { type: "button", "aria-pressed": String(i === active), onclick: () => { active = i; draw(); } }, T.type + " " + (i + 1))));
        tabs.append(el("button", { type: "button", class: "ghost", onclick: () => { m.types.splice(active, 1); active = 0; changed(); } }, T.dropType));
      }
      tabs.append(el("button", { type: "button", class: "ghost", onclick: () => { m.types.push(freeType()); active = m.types.length - 1; changed(); } }, T.addType));
    }
    function drawCounts() {
      counts.replaceChildren();
      typeOf().counts.forEach((c, i) => {
        const suits = c.suits.split("").map((l) => SYMBOL[l]).join(" ");
        const text = (c.at_least > 1 ? c.at_least + "× " : "") + suits + " " + span(c.lengths[0], c.lengths[1], 13);
        counts.append(el("span", { class: "me-chip" }, T.also + " " + text + " ",
          el("button", { type: "button", class: "ghost", "aria-label": T.remove + " " + text, onclick: () => { typeOf().counts.splice(i, 1); changed(); } }, "×")));
      });
    }
    function draw() {
      const base = m.preset ? m.preset.split(":")[0] : "";
      select.value = presetById(base) ? base : "";
      const p = presetById(base);
      suits.hidden = !(p && p.suits.length);
      suits.querySelectorAll("button").forEach((b) => {
        const allowed = p && p.suits.includes(b.dataset.suit);
        b.disabled = !allowed;
        b.setAttribute("aria-pressed", String(Boolean(allowed) && m.preset === base + ":" + b.dataset.suit));
      });
      purpose.value = m.purpose || "";
      purposeRow.hidden = m.kind !== "artificial";
      drawTabs();
      drawCounts();
      draws.forEach((d) => d());
    }

    const box = el("div", { class: "meaning-editor" },
      el("label", { class: "me-presetrow" }, T.preset + " ", select), suits, tabs, rows,
      el("div", { class: "me-caption" }, T.shape), shape.node, counts, kind.node,
      el("div", { class: "me-caption" }, T.forcing), forcing.node, purposeRow);
    input.addEventListener("change", () => { /* typed by hand: the server reads the text */ });
    draw();
    if (!input.value.trim() && initial) input.value = spec(m);
    return box;
  }

  /* the list of other calls to check: pick a preset and a suit, add it as a line */
  function adder(area) {
    let suit = null;
    const select = presetSelect(() => { suit = null; draw(); });
    const suits = suitButtons((symbol) => { suit = symbol; draw(); });
    const add = el("button", { type: "button", onclick: () => {
      const p = presetById(select.value);
      if (!p) return;
      const line = p.id + (p.suits.length ? ":" + (suit || p.suits[0]) : "");
      area.value = (area.value.trim() ? area.value.trim() + "\n" : "") + line;
      area.dispatchEvent(new Event("input"));
    } }, T.add);
    function draw() {
      const p = presetById(select.value);
      suits.hidden = !(p && p.suits.length);
      suits.querySelectorAll("button").forEach((b) => {
        b.disabled = !(p && p.suits.includes(b.dataset.suit));
        b.setAttribute("aria-pressed", String(b.dataset.suit === (suit || (p && p.suits[0]))));
      });
      add.disabled = !p;
    }
    draw();
    return el("div", { class: "meaning-editor me-adder" }, el("label", { class: "me-presetrow" }, T.preset + " ", select), suits, add);
  }

  document.querySelectorAll('[data-kind="meaning"]').forEach((field) => {
    const input = field.querySelector("input[type=text], textarea");
    if (!input) return;
    const name = input.name;
    const box = input.tagName === "TEXTAREA" ? adder(input) : editor(input, (data.values || {})[name] || null);
    const label = field.querySelector("label");
    (label || input).after(box);
    input.classList.add("me-textual");
    input.setAttribute("aria-label", T.text);
    /* the text the server reads ("open1-major:♠", "hcp=12-19 ♠=5+") and its hint are for
       typing: folded away under "Als tekst"; a list of calls is shown by their names */
    const fold = el("details", { class: "me-astext" }, el("summary", {}, T.text));
    box.after(fold);
    fold.append(input);
    const hint = field.querySelector(".hint");
    if (hint) fold.append(hint);
    if (input.tagName === "TEXTAREA") {
      const list = el("ul", { class: "me-list" });
      const show = () => {
        list.replaceChildren(...input.value.split("\n").map((l) => l.trim()).filter(Boolean).map((line) => {
          const [id, suit] = line.split(":");
          const p = presetById(id);
          return el("li", {}, p ? p.name + (suit ? " " + suit : "") : line);
        }));
      };
      input.addEventListener("input", show);
      box.after(list);
      show();
    }
  });
})();
