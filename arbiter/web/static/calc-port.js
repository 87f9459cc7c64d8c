/* arbiter: the arithmetic calculators (score, board, IMPs, matchpoints) in the phone,
   for when the laptop cannot be reached. A port of arbiter/calc/{scoring,imps,matchpoints}.py:
   the same steps in the same order; every figure (bonuses, the IMP scale, the board
   cycle, the profiles) comes from the page's JSON (#calc-tables), which the server takes
   from the Python itself. tests/web/test_calc_offline.py runs both over every contract
   and many travellers and compares them. Only the figures are ported: the full
   explanation needs the laptop. */
"use strict";
window.arbiterCalcPort = (function () {
  /* -- scores (Law 77) -- */
  function contractPoints(T, r) {
    const t = T.trick[r.denom];
    return (t.first + t.next * (r.level - 1)) * (1 << r.doubled);
  }
  function undertricks(T, down, doubled, vul) {
    const v = vul ? 1 : 0;
    if (doubled === 0) return down * T.down[v];
    const [first, secondThird, later] = T.doubled_down[v];
    return (first + secondThird * Math.min(Math.max(down - 1, 0), 2) + later * Math.max(down - 3, 0)) * doubled;
  }
  /* the score for the declaring side and its parts: {score, lines: [{key, points}]} */
  function score(T, r, vul) {
    const v = vul ? 1 : 0;
    const tricks = 6 + r.level + r.over;
    if (r.level < 1 || r.level > 7 || tricks < 0 || tricks > 13) return null;
    if (r.over < 0) {
      const points = -undertricks(T, -r.over, r.doubled, vul);
      return { score: points, lines: [{ key: "undertricks", points }] };
    }
    const points = contractPoints(T, r);
    const lines = [{ key: "contract", points }];
    lines.push(points >= T.game_from ? { key: "game", points: T.game[v] } : { key: "part_score", points: T.part_score });
    if (T.slam[String(r.level)]) lines.push({ key: "slam", points: T.slam[String(r.level)][v] });
    if (r.doubled) lines.push({ key: "insult", points: T.insult[r.doubled] });
    if (r.over > 0) {
      const per = r.doubled ? T.doubled_over[v] * r.doubled : T.trick[r.denom].next;
      lines.push({ key: "overtricks", points: r.over * per });
    }
    return { score: lines.reduce((sum, l) => sum + l.points, 0), lines };
  }

  /* -- boards (Law 2) -- */
  function board(T, n) {
    if (!(n >= 1) || Math.floor(n) !== n) return null;
    const same = ((n - 1) % 16) + 1;
    const [dealer, vulnerability] = T.cycle[same - 1];
    return { board: n, same_as: same, dealer, vulnerability };
  }

  /* -- IMPs, Butler, teams (Law 78) -- */
  function imps(T, difference) {
    const size = T.imp_scale.filter((first) => first <= Math.abs(difference)).length;
    return difference >= 0 ? size : -size;
  }
  function roundToTen(x) {
    const r = Math.floor(Math.abs(x) / 10 + 0.5) * 10;
    return x < 0 ? -r : r;
  }
  function checkScore(T, ns) {
    return Number.isInteger(ns) && ns % 10 === 0 && Math.abs(ns) <= T.max_score;
  }
  function butler(T, scores, trim) {
    if (trim < 0 || scores.length <= 2 * trim || !scores.every((s) => checkScore(T, s))) return null;
    const ordered = scores.slice().sort((a, b) => a - b);
    const used = ordered.slice(trim, ordered.length - trim);
    const mean = used.reduce((a, b) => a + b, 0) / used.length;
    const datum = roundToTen(mean);
    const lines = scores.map((ns) => ({ ns_score: ns, difference: ns - datum, ns_imps: imps(T, ns - datum) }));
    return { trim, datum, mean, used, lines };
  }

  /* -- matchpoints: scores and artificial scores ({ns, ew} percentages), Neuberg -- */
  function bisectLeft(a, x) { let lo = 0, hi = a.length; while (lo < hi) { const m = (lo + hi) >> 1; if (a[m] < x) lo = m + 1; else hi = m; } return lo; }
  function bisectRight(a, x) { let lo = 0, hi = a.length; while (lo < hi) { const m = (lo + hi) >> 1; if (x < a[m]) hi = m; else lo = m + 1; } return lo; }
  function matchpoint(T, entries, expected, perBeat) {
    if (!entries.length) return null;
    expected = expected == null ? entries.length : expected;
    if (expected < entries.length) return null;
    const real = entries.map((e) => (typeof e === "number" ? [[1.0, e]] : []));
    const pool = [];
    real.forEach((comps) => comps.forEach(([w, ns]) => pool.push([ns, w])));
    pool.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const keys = pool.map((p) => p[0]);
    const cumulative = [0.0];
    pool.forEach((p) => cumulative.push(cumulative[cumulative.length - 1] + p[1]));
    const compared = real.filter((c) => c.length).length;
    const top = perBeat * (expected - 1);
    const scale = perBeat / 2;
    const lines = entries.map((entry, i) => {
      const comps = real[i];
      if (!comps.length) {
        return { ns_mp: top * entry.ns / 100, ew_mp: top * entry.ew / 100, ns_percent: entry.ns, ew_percent: entry.ew };
      }
      let nsMp = 0;
      comps.forEach(([w, ns]) => {
        const lo = bisectLeft(keys, ns), hi = bisectRight(keys, ns);
        let raw = 2 * cumulative[lo] + (cumulative[hi] - cumulative[lo]);
        comps.forEach(([w2, other]) => { raw -= w2 * (ns > other ? 2 : ns === other ? 1 : 0); });
        raw *= scale;
        if (compared < expected) raw = (raw + perBeat / 2) * expected / compared - perBeat / 2;
        nsMp += w * raw;
      });
      const nsPct = top === 0 ? 50.0 : 100 * nsMp / top;
      return { ns_mp: nsMp, ew_mp: top - nsMp, ns_percent: nsPct, ew_percent: 100 - nsPct };
    });
    return { lines, top, compared, expected, neuberg: compared > 0 && compared < expected };
  }

  /* -- reading what a director types (the common spellings; else null) -- */
  const SEATS = { n: "N", o: "E", e: "E", z: "S", s: "S", w: "W" };
  const DENOMS = { "♣": "C", k: "C", c: "C", "♦": "D", r: "D", d: "D", "♥": "H", h: "H", "♠": "S", s: "S", sa: "NT", nt: "NT" };
  function parseResult(T, text) {
    const m = /^\s*([1-7])\s*(♣|♦|♥|♠|sa|nt|[kcrdhs])\s*(xx|x)?\s*(=|[+-−]\s*[0-9]{1,2})\s*(?:(?:door|by)\s+)?([noezsw])?\s*$/i
      .exec(String(text).replace(/−/g, "-"));
    if (!m) return null;
    const over = m[4] === "=" ? 0 : parseInt(m[4].replace(/\s/g, ""), 10);
    return { level: +m[1], denom: DENOMS[m[2].toLowerCase()], doubled: (m[3] || "").length,
      over, declarer: m[5] ? SEATS[m[5].toLowerCase()] : null };
  }
  function parseTraveller(T, text, averages) {
    const out = [];
    for (let token of String(text).trim().split(/[\s,;]+/).filter(Boolean)) {
      token = token.replace(/[−–]/g, "-");
      if (/^[+-]?[0-9]+$/.test(token)) {
        const ns = parseInt(token, 10);
        if (!checkScore(T, ns)) return null;
        out.push(ns);
        continue;
      }
      const pair = /^([0-9]+(?:[.,][0-9]+)?)%?\/([0-9]+(?:[.,][0-9]+)?)%?$/.exec(token);
      const sides = token.toLowerCase().split("/");
      const key = (s) => { const k = /^(?:g|a|avg|gem)([+-]?)$/.exec(s.trim()); return k ? k[1] : null; };
      let ns, ew;
      if (pair) { ns = parseFloat(pair[1].replace(",", ".")); ew = parseFloat(pair[2].replace(",", ".")); }
      else if (sides.length === 2 && sides.every((s) => key(s) !== null && key(s) in averages)) {
        ns = averages[key(sides[0])]; ew = averages[key(sides[1])];
      } else return null;
      if (!(ns >= 0 && ns <= 100 && ew >= 0 && ew <= 100)) return null;
      out.push({ ns, ew, label: token.toUpperCase() });
    }
    return out.length ? out : null;
  }
  function parseScores(T, text) {
    const out = String(text).trim().split(/[\s,;]+/).filter(Boolean).map((t) => t.replace(/[−–]/g, "-"));
    if (!out.length || !out.every((t) => /^[+-]?[0-9]{1,5}$/.test(t))) return null;
    return out.map((t) => parseInt(t, 10));
  }

  return { score, board, imps, roundToTen, butler, matchpoint, parseResult, parseTraveller, parseScores, checkScore };
})();
