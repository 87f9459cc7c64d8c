/* arbiter offline: draws a guide page from the stored guide (/api/v1/bundle/LANG) when
   the page itself was never stored and there is no connection. Same walk as the server
   (answers in ?a=question:answer,...), same markup, without the extras that need the
   server: table data are not worked out (their questions are asked), no flowchart. */
"use strict";
(function () {
  const esc = (s) => String(s == null ? "" : s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
  const fold = (s) => String(s).normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^0-9a-z]+/g, " ").trim();

  function parseAnswers(raw) {
    const out = [];
    (raw || "").split(",").forEach((pair) => {
      const m = /^([a-z][a-z0-9_.]*):([a-z][a-z0-9_]*)$/.exec(pair.trim());
      if (m) out.push([m[1], m[2]]);
    });
    return out;
  }
  const topicUrl = (lang, id, answers) =>
    "/" + lang + "/t/" + id + (answers.length ? "?a=" + answers.map((p) => p[0] + ":" + p[1]).join(",") : "");

  function walk(topic, answers) {
    const given = new Map(answers);
    const path = [];
    let id = topic.start;
    let node = topic.nodes[id];
    while (node && node.k === "q") {
      const choice = given.get(id) || node.assume; // a premise is taken unless answered
      const answer = choice && node.answers.find((a) => a[0] === choice);
      if (!answer) return { id, node, path };
      path.push([id, answer[0], answer[1], node.text]);
      id = answer[2];
      node = topic.nodes[id];
    }
    return { id, node, path };
  }

  function lawDetails(b, ref) {
    const n = parseInt(ref, 10);
    const law = b.laws.find((l) => l.number === n);
    return '<details class="law"><summary><b>' + esc(ref) + "</b> " + esc(b.refs[ref] || (law && law.title) || "") +
      '</summary><div class="body"><p>' + esc(law ? law.summary : "") + '</p><a href="/' + b.lang + "/laws/" + n + '">' +
      esc(b.labels.law_short) + " " + n + " →</a></div></details>";
  }

  function readout(b, opts) {
    const L = b.labels;
    return '<section class="readout"><h2>' + esc(L.read_out) + "</h2><p><b>" + esc(L.chooses) + ":</b> " + esc(opts.chooser) + "</p>" +
      (opts.intro ? "<p>" + esc(opts.intro) + "</p>" : "") + "<ol>" +
      opts.choices.map((c) => '<li><span class="ot">' + esc(c.text) + '</span> <span class="oc">' + esc(c.consequences) + "</span>" +
        (c.laws.length ? '<span class="ol">' + esc(L.law_short) + " " + esc(c.laws.join(", ")) + "</span>" : "") + "</li>").join("") +
      "</ol></section>";
  }

  function topicItem(b, t) {
    return '<li data-topic="' + esc(t.id) + '"><a href="/' + b.lang + "/t/" + esc(t.id) + '"><span class="lawno">' + esc(t.law) +
      '</span><span><span class="t">' + esc(t.title) + '</span><span class="s">' + esc(t.summary) + "</span></span></a></li>";
  }

  function home(b, url) {
    const L = b.labels;
    const q = (url.searchParams.get("q") || "").trim();
    let html = '<form class="search" role="search" action="/' + b.lang + '/" method="get"><input type="search" name="q" value="' +
      esc(q) + '" placeholder="' + esc(L.search_placeholder) + '"><button type="submit">' + esc(L.search) + "</button></form>";
    if (q) {
      const words = fold(q).split(" ").filter(Boolean);
      const hits = b.topics.filter((t) => words.every((w) => t.find.includes(w)));
      html += "<h2>" + esc(hits.length ? L.search_results + ": “" + q + "”" : L.search_none + " “" + q + "”") + "</h2>";
      html += '<ul class="topics">' + hits.map((t) => topicItem(b, t)).join("") + "</ul>";
    } else {
      b.phases.forEach((phase) => {
        const list = b.topics.filter((t) => t.phase === phase);
        if (!list.length) return;
        html += "<h2>" + esc(L["phase_" + phase]) + '</h2><ul class="topics">' + list.map((t) => topicItem(b, t)).join("") + "</ul>";
      });
    }
    return { title: L.home, html };
  }

  function guide(b, topic, url) {
    const L = b.labels;
    const lang = b.lang;
    const state = walk(topic, parseAnswers(url.searchParams.get("a")));
    const user = state.path.map((p) => [p[0], p[1]]);
    let html = '<p class="topichead"><a href="/' + lang + '/">' + esc(L.home) + '</a> › <span class="lawno">' + esc(topic.law) +
      '</span> <a href="' + topicUrl(lang, topic.id, []) + '" data-recent="' + esc(topic.id) + '">' + esc(topic.title) + "</a></p>";
    const trail = state.path.length ? '<ol class="trail">' + state.path.map((p, i) => {
      const q = topic.nodes[p[0]];
      const answer = q.answers.find((a) => a[0] === p[1]);
      return '<li data-node="' + esc(p[0]) + '"><a href="' + topicUrl(lang, topic.id, user.slice(0, i)) + '"><span class="q">' + esc(q.text) +
        '</span><span class="a">' + esc(answer ? answer[1] : p[1]) + "</span></a></li>";
    }).join("") + "</ol>" : "";
    const node = state.node;
    if (node.k === "q") {
      html += trail + '<h1 class="question">' + esc(node.text) + "</h1>";
      if (node.law) html += lawDetails(b, node.law);
      if (node.help) html += '<p class="help"><b>' + esc(L.how_to) + ":</b> " + esc(node.help) + "</p>";
      if (node.options) html += readout(b, node.options);
      html += '<ul class="answers">' + node.answers.map((a, i) => '<li><a href="' + topicUrl(lang, topic.id, user.concat([[state.id, a[0]]])) +
        '" data-answer="' + esc(a[0]) + '"><span class="n">' + (i + 1) + "</span>" + esc(a[1]) + "</a></li>").join("") + "</ul>";
    } else {
      let n = 1;
      html += "<h1>" + esc(L.ruling) + ": " + esc(topic.title) + '</h1><section class="section"><h2>1. ' + esc(L.rectification) +
        '</h2><p class="ruling-box" data-ruling="' + esc(state.id) + '">' + esc(node.text) + "</p></section>";
      if (node.options) { n++; html += readout(b, node.options); }
      if (node.tell.length) { n++; html += '<section class="section"><h2>' + n + ". " + esc(L.tell) + "</h2><ul>" + node.tell.map((t) => "<li>" + esc(t) + "</li>").join("") + "</ul></section>"; }
      n++;
      html += '<section class="section"><h2>' + n + ". " + esc(L.leave) + '</h2><p class="leave ' + (node.stays ? "stay" : "go") + '"><b>' +
        esc(node.stays ? L.stay : L.may_leave) + "</b>" + esc(node.leave) + "</p></section>";
      if (node.after.length) { n++; html += '<section class="section"><h2>' + n + ". " + esc(L.afterwards) + "</h2><ul>" + node.after.map((f) => "<li>" + esc(f.text) + (f.laws.length ? ' <span class="muted small">(' + esc(f.laws.join(", ")) + ")</span>" : "") + "</li>").join("") + "</ul></section>"; }
      n++;
      html += '<section class="section"><h2>' + n + ". " + esc(L.laws_cited) + "</h2>" + node.laws.map((r) => lawDetails(b, r)).join("") + "</section>";
      if (node.see) {
        const other = b.topics.find((t) => t.id === node.see);
        if (other) html += '<p class="seealso">' + esc(L.see) + ': <a href="' + topicUrl(lang, other.id, []) + '">' + esc(other.law + " " + other.title) + " →</a></p>";
      }
      html += trail;
    }
    html += '<nav class="tools">' + (user.length ? '<a class="btn ghost" href="' + topicUrl(lang, topic.id, user.slice(0, -1)) + '" data-back>← ' + esc(L.back) + "</a>" +
      '<a class="btn ghost" href="' + topicUrl(lang, topic.id, []) + '">' + esc(L.restart) + "</a>" : "") + "</nav>";
    return { title: node.k === "q" ? node.text : topic.title, html };
  }

  function laws(b, number, from, to) {
    const L = b.labels;
    const title = (id) => { const t = b.topics.find((x) => x.id === id); return t ? t.title : id; };
    const links = (law) => law.topics.map((id) => '<a href="/' + b.lang + "/t/" + esc(id) + '">' + esc(title(id)) + "</a>").join(" ");
    const list = b.laws.filter((l) => (number ? l.number === number : from ? l.number >= from && l.number <= to : true));
    if (!list.length) return null;
    return {
      title: L.laws,
      html: "<h1>" + esc(L.laws) + '</h1><ol class="lawlist">' + list.map((l) => '<li id="law-' + l.number + '"><h2><span class="lawno">' + l.number +
        "</span>" + esc(l.title) + '</h2><p class="small">' + esc(l.summary) + '</p><p class="topiclinks small">' + links(l) + "</p></li>").join("") + "</ol>",
    };
  }

  function draw(b, url) {
    const parts = url.pathname.split("/").filter(Boolean);
    let page = null;
    if (parts.length === 1) page = home(b, url);
    else if (parts[1] === "t" && parts.length === 3) {
      const topic = b.topics.find((t) => t.id === parts[2]);
      if (topic) page = guide(b, topic, url);
    } else if (parts[1] === "laws") {
      const range = /^(\d+)-(\d+)$/.exec(parts[2] || "");
      page = range ? laws(b, 0, +range[1], +range[2]) : laws(b, parts[2] ? parseInt(parts[2], 10) : 0);
    }
    if (!page) {
      page = { title: "arbiter", html: '<p class="notice">' + esc(b.labels.offline_missing) + '</p><p><a class="btn" href="/' + b.lang + '/">' + esc(b.labels.to_home) + "</a></p>" };
    }
    const main = document.getElementById("main");
    main.innerHTML = page.html;
    document.title = page.title + " · arbiter";
    const other = b.lang === "en" ? "nl" : "en";
    const sw = document.querySelector("[data-lang-switch]");
    if (sw) sw.setAttribute("href", "/" + other + url.pathname.slice(3) + url.search);
    const mark = main.querySelector("[data-recent]");
    if (mark) {
      try {
        const list = JSON.parse(localStorage.getItem("arbiter.recent") || "[]").filter((x) => x !== mark.dataset.recent);
        list.unshift(mark.dataset.recent);
        localStorage.setItem("arbiter.recent", JSON.stringify(list.slice(0, 5)));
      } catch (e) { /* private mode */ }
    }
  }

  window.arbiterOffline = { draw, walk };

  /* the offline shell served by the service worker draws the requested URL itself */
  const shell = document.querySelector("[data-offline-shell]");
  if (shell) {
    const lang = document.body.dataset.lang === "en" ? "en" : "nl";
    document.body.classList.add("is-offline");
    fetch("/api/v1/bundle/" + lang).then((r) => r.json()).then((b) => draw(b, new URL(location.href))).catch(() => {
      shell.innerHTML = '<p class="notice">' + esc(document.querySelector(".offline-note").textContent) + "</p>";
    });
  }
})();
