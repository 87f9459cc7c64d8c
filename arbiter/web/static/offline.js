/* arbiter offline: draws a guide page from the stored guide (/api/v1/bundle/LANG) when
   the page itself was never stored and there is no connection.

   The walk is the server's (arbiter/guide/chain.py and interview.py), rule for rule: the
   story read by story.js; handoffs between topics (follow, "next", same, carry); facts
   established by answers and what they imply; a topic's definition; the exceptions
   screen. tests/web/test_offline_walk.py runs this walker against the Python one on every
   path of every topic. The page is drawn in the server's markup (templates/guide.html).
   Table data are not worked out offline: their questions are asked, and the page says so
   when the story holds table data. No flowchart, no progress count. */
"use strict";
(function () {
  const esc = (s) => String(s == null ? "" : s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
  const fold = (s) => String(s).normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^0-9a-z]+/g, " ").trim();
  const S = () => window.arbiterStory; // story.js, loaded with this file
  const own = (obj, key) => obj != null && Object.prototype.hasOwnProperty.call(obj, key);

  // -- the walk ------------------------------------------------------------------------

  const NEXT = "next";
  const MAX_SEGMENTS = 12;
  const KEEP_PARTS = ["tell", "notes", "afterwards"];
  const refuse = (nl, en, accepted) => new (S().StoryError)(nl, en, accepted);

  const topicsOf = new WeakMap();
  function topics(b) {
    let map = topicsOf.get(b);
    if (!map) { map = new Map(b.topics.map((t) => [t.id, t])); topicsOf.set(b, map); }
    return map;
  }
  const nodeOf = (topic, id) => (own(topic.nodes, id) ? topic.nodes[id] : undefined);
  const answerOf = (question, id) => question.answers.find((a) => a[0] === id);
  const isQuestion = (node) => node !== undefined && node.k === "q";
  const segmentKey = (id, visit) => (visit === 1 ? id : id + "." + visit);

  function checkAnswers(topic, answers) {
    const questions = Object.keys(topic.nodes).filter((id) => topic.nodes[id].k === "q");
    answers.forEach((choice, id) => {
      const question = nodeOf(topic, id);
      if (!isQuestion(question)) {
        throw refuse("Onderwerp '" + topic.id + "' heeft geen vraag '" + id + "'.", "Topic '" + topic.id + "' has no question '" + id + "'.", questions);
      }
      if (!answerOf(question, choice)) {
        throw refuse("Vraag '" + id + "' heeft geen antwoord '" + choice + "'.", "Question '" + id + "' has no answer '" + choice + "'.",
          question.answers.map((a) => a[0]));
      }
    });
  }

  /* RULING=next: go on with the topic this ruling hands over to */
  function goesOn(topic, id, choice) {
    const node = nodeOf(topic, id);
    if (node === undefined || node.k !== "r" || !node.handoff) return false;
    if (choice !== NEXT) {
      throw refuse("Bij beslissing '" + id + "' kunt u alleen verder: '" + NEXT + "'.", "At ruling '" + id + "' you can only go on: '" + NEXT + "'.", [NEXT]);
    }
    return true;
  }

  /* answers by segment key ("topic", "topic.2"); plain keys are the first topic's */
  function splitAnswers(first, answers, all) {
    const out = new Map();
    answers.forEach((choice, key) => {
      const [prefix, node] = S().splitKey(key);
      const segment = prefix === "" ? first.id : prefix;
      const dot = segment.indexOf(".");
      const id = dot < 0 ? segment : segment.slice(0, dot);
      const visit = dot < 0 ? "" : segment.slice(dot + 1);
      if (!all.has(id) || (visit && !(/^[0-9]+$/.test(visit) && Number(visit) >= 2))) {
        throw refuse("Onbekend onderwerp '" + segment + "' in antwoord '" + key + "'.", "Unknown topic '" + segment + "' in answer '" + key + "'.",
          Array.from(all.keys()));
      }
      if (!out.has(segment)) out.set(segment, new Map());
      out.get(segment).set(node, choice);
    });
    out.forEach((given, segment) => {
      const topic = all.get(segment.split(".")[0]);
      const asked = new Map();
      given.forEach((choice, id) => { if (!goesOn(topic, id, choice)) asked.set(id, choice); });
      checkAnswers(topic, asked);
    });
    return out;
  }

  /* the value the implications give fact `name` from the facts known (null: not settled) */
  function implied(name, known, implications, depth) {
    for (const [when, then] of implications) {
      for (const [thenName, value] of then) {
        if (thenName === name && when.every(([fact, wanted]) => factValue(fact, known, implications, depth + 1) === wanted)) return value;
      }
    }
    return null;
  }
  function factValue(name, known, implications, depth) {
    let value = known.has(name) ? known.get(name) : null;
    if (value === null && depth < 6) value = implied(name, known, implications, depth);
    return value;
  }

  /* the answer to a question and who gave it, or null: she is asked (interview.settle) */
  function settle(node, id, answers, carried, known, local, implications) {
    let derived = null;
    if (node.fact) {
      derived = local.has(node.fact) ? local.get(node.fact) : null;
      if (derived === null) derived = implied(node.fact, new Map([...known, ...local]), implications, 0);
      if (derived !== null && !answerOf(node, derived)) derived = null;
    }
    if (answers.has(id)) {
      const choice = answers.get(id);
      if (derived !== null && derived !== choice && !node.judge) {
        /* in the question's and answers' words, as interview._contradiction says it (the
           bundle holds its own language's texts: the page shows that one) */
        const said = (a) => (answerOf(node, a) || [a, a])[1];
        throw refuse("Het antwoord '" + said(choice) + "' op '" + node.text + "' spreekt een eerder antwoord of de tafelgegevens tegen: daaruit volgt '" + said(derived) + "'.",
          "The answer '" + said(choice) + "' to '" + node.text + "' contradicts an earlier answer or the table data, from which '" + said(derived) + "' follows.", [derived]);
      }
      return [choice, "answer"];
    }
    if (carried.has(id)) return [carried.get(id), "carried"];
    if (node.fact && known.has(node.fact) && answerOf(node, known.get(node.fact))) return [known.get(node.fact), "carried"];
    if (derived !== null) return [derived, "derived"];
    if (node.definition != null) return [node.definition, "definition"];
    if (node.assume != null) return [node.assume, "default"];
    return null;
  }

  /* the rare cases asked together with the first: walking on as though none applied */
  function screen(topic, firstId, answers, carried, known, local) {
    const out = [];
    const facts = new Map(local);
    let id = firstId;
    let node = nodeOf(topic, id);
    while (isQuestion(node)) {
      let settled;
      try {
        settled = settle(node, id, answers, carried, known, facts, topic.implications || []);
      } catch (e) {
        if (e instanceof S().StoryError) break; // reported when the walk gets there
        throw e;
      }
      let choice;
      if (settled === null) {
        if (!node.exception) break;
        out.push(id);
        choice = node.exception.usual;
      } else choice = settled[0];
      if (node.fact) facts.set(node.fact, choice);
      const answer = answerOf(node, choice);
      if (!answer) break;
      id = answer[2];
      node = nodeOf(topic, id);
    }
    return out;
  }

  /* one topic from `entry` to the first question nobody answers, or to a ruling */
  function walkSegment(topic, entry, answers, carried, known, segment) {
    const local = new Map();
    const path = [];
    let id = entry;
    let node = nodeOf(topic, id);
    while (isQuestion(node)) {
      const settled = settle(node, id, answers, carried, known, local, topic.implications || []);
      if (settled === null) {
        return { id, node, path, exceptions: node.exception ? screen(topic, id, answers, carried, known, local) : [] };
      }
      const [choice, source] = settled;
      path.push({ node: id, answer: choice, source, segment: segment || topic.id });
      if (node.fact) local.set(node.fact, choice);
      const answer = answerOf(node, choice);
      if (!answer) throw refuse("Vraag '" + id + "' heeft geen antwoord '" + choice + "'.", "Question '" + id + "' has no answer '" + choice + "'.", []);
      id = answer[2];
      node = nodeOf(topic, id);
    }
    return { id, node, path, exceptions: [] };
  }

  /* the facts a walked path established: each answered question with a fact */
  function established(topic, path, known) {
    path.forEach((step) => {
      const node = nodeOf(topic, step.node);
      if (isQuestion(node) && node.fact) known.set(node.fact, step.answer);
    });
  }

  /* the target's questions the story already answers (a handoff's `same`) */
  function sameAnswers(handoff, path, known) {
    const answered = new Map(path.map((s) => [s.node, s.answer]));
    const out = new Map();
    (handoff.same || []).forEach((same) => {
      if (!(same.when || []).every(([name, value]) => known.get(name) === value)) return;
      let value;
      if (same.fact != null) value = known.get(same.fact);
      else value = same.answer != null ? same.answer : answered.get(same.source || "");
      if (value != null) out.set(same.node, value);
    });
    return out;
  }

  function carry(handoff, known) {
    if (!handoff.carry) return new Map(known);
    return new Map([...known].filter(([name]) => handoff.carry.includes(name)));
  }

  function unusedKeys(first, byTopic, walked, passed) {
    const out = [];
    byTopic.forEach((given, segment) => {
      const onPath = new Set((walked.get(segment) || []).map((s) => s.node));
      given.forEach((choice, node) => {
        if (onPath.has(node)) return;
        if (choice === NEXT && walked.has(segment) && passed.has(node)) return; // went on from there
        out.push(S().answerKey(first.id, segment, node));
      });
    });
    return out;
  }

  /* The story from topic `firstId` with `answers` ([[key, choice], ...]) through every
     topic its rulings hand over to: the next question (with its exceptions screen) or the
     ruling (chain.walk_chain). Bad answers throw a StoryError. */
  function walkStory(b, firstId, answers) {
    const all = topics(b);
    const first = all.get(firstId);
    if (!first) throw refuse("Onbekend onderwerp '" + firstId + "'.", "Unknown topic '" + firstId + "'.", Array.from(all.keys()));
    const byTopic = splitAnswers(first, new Map(answers), all);
    let known = new Map();
    let carried = new Map();
    const parts = [];
    const visits = new Map([[first.id, 1]]);
    const walked = new Map();
    let current = first;
    let entry = first.start;
    for (;;) {
      const segment = segmentKey(current.id, visits.get(current.id));
      const given = byTopic.get(segment) || new Map();
      const seg = walkSegment(current, entry, given, carried, known, segment);
      walked.set(segment, seg.path);
      established(current, seg.path, known);
      const handoff = seg.node && seg.node.k === "r" ? seg.node.handoff : null;
      if (handoff) {
        const next = segmentKey(handoff.topic, (visits.get(handoff.topic) || 0) + 1);
        const goes = handoff.follow || seg.node.relay || given.get(seg.id) === NEXT || (byTopic.get(next) || new Map()).size > 0;
        if (goes) {
          if (parts.length >= MAX_SEGMENTS) throw refuse("Deze keten van onderwerpen houdt niet op.", "This chain of topics does not end.", []);
          parts.push({ topic: current, ruling: seg.id, node: seg.node, path: seg.path, entry, segment });
          carried = sameAnswers(handoff, seg.path, known);
          known = carry(handoff, known);
          current = all.get(handoff.topic);
          visits.set(current.id, (visits.get(current.id) || 0) + 1);
          entry = handoff.at || current.start;
          continue;
        }
      }
      return {
        kind: isQuestion(seg.node) ? "asked" : "decided",
        first: first.id, topic: current, id: seg.id, node: seg.node, path: seg.path, parts, segment,
        carried, exceptions: seg.exceptions,
        unused: unusedKeys(first, byTopic, walked, new Set(parts.map((p) => p.ruling))),
      };
    }
  }

  const steps = (res) => res.parts.flatMap((p) => p.path).concat(res.path);
  const keyOf = (res, node) => S().answerKey(res.first, res.segment || res.topic.id, node);

  /* the director's own answers in story order, up to step `upto`: answers to questions
     and the "go on" at each ruling the story went on from (views._story_answers) */
  function storyAnswers(res, given, upto) {
    const out = [];
    let n = 0;
    const segments = res.parts.map((p) => [p.segment, p.path, p]).concat([[res.segment, res.path, null]]);
    for (const [segment, path, part] of segments) {
      for (const step of path) {
        if (upto != null && n >= upto) return out;
        n++;
        if (step.source === "answer") out.push([S().answerKey(res.first, segment, step.node), step.answer]);
      }
      if (part) {
        const key = S().answerKey(res.first, segment, part.ruling);
        if (given.get(key) === NEXT) out.push([key, NEXT]);
      }
    }
    return out;
  }

  /* the questions that can still be asked from `start` on (search.reachable) */
  function reachable(topic, start) {
    const seen = new Set();
    const todo = [start];
    while (todo.length) {
      const id = todo.pop();
      const node = nodeOf(topic, id);
      if (seen.has(id) || !isQuestion(node)) continue;
      seen.add(id);
      node.answers.forEach((a) => todo.push(a[2]));
    }
    return seen;
  }

  /* the answers the exceptions screen gives: a ticked line its other answer, the rest
     their usual one, without a line a ticked one leads away from (views.screen_answers) */
  function screenAnswers(b, res, ticked, given) {
    const out = res.exceptions.map((id) => {
      const q = nodeOf(res.topic, id);
      const key = keyOf(res, id);
      const other = q.answers.find((a) => a[0] !== q.exception.usual)[0];
      return [key, ticked.has(key) ? other : q.exception.usual];
    });
    if (!ticked.size) return out;
    let after;
    try { after = walkStory(b, res.first, Array.from(new Map(given.concat(out)))); } catch (e) { return out; }
    return out.filter(([key]) => !after.unused.includes(key));
  }

  /* the ruling's laws, words and follow-ups from every topic of the story (chain.combined) */
  function combined(b, res) {
    const final = res.node;
    const laws = (final.laws || []).slice();
    const add = (list, items) => (items || []).forEach((x) => { if (!list.includes(x)) list.push(x); });
    res.parts.map((p) => [p.topic, p.path]).concat([[res.topic, res.path]]).forEach(([topic, path]) => {
      path.forEach((step) => {
        const node = nodeOf(topic, step.node);
        const answer = isQuestion(node) && answerOf(node, step.answer);
        if (answer && answer[3]) add(laws, answer[3]);
      });
    });
    const tell = [];
    const notes = [];
    const after = [];
    res.parts.forEach((part) => {
      const ruling = part.node;
      const keep = ruling.handoff.keep || KEEP_PARTS;
      add(laws, ruling.laws);
      if (ruling.relay) return;
      if (keep.includes("tell")) tell.push(...(ruling.tell || []));
      if (keep.includes("notes")) notes.push(...(ruling.notes || []));
      if (keep.includes("afterwards")) after.push(...(ruling.after || []));
    });
    tell.push(...(final.tell || []));
    notes.push(...(final.notes || []));
    after.push(...(final.after || []));
    const unique = [];
    add(unique, after);
    const items = unique.map((i) => b.after[i]);
    items.sort((x, y) => (x.kind === "appeal") - (y.kind === "appeal")); // stable: the appeal last
    return { laws, tell: Array.from(new Set(tell)), notes: Array.from(new Set(notes)), after: items };
  }

  // -- the guide page (templates/guide.html, views.guide_view) ---------------------------

  const TRAIL_SHOWN = 1; // answered questions shown above the question; the rest fold
  const count = (L, key, n) => L[key + (n === 1 ? "_one" : "_many")].replace("%d", n);

  /* views.short_text: at most `limit` characters, cut between words */
  function shortText(text, limit) {
    if (text.length <= limit) return text;
    const cut = text.lastIndexOf(" ", limit - 1);
    return text.slice(0, cut > Math.floor(limit / 2) ? cut : limit).replace(/[ ,;:]+$/, "") + "…";
  }
  /* views.first_sentence (what an answer leads to) */
  function firstSentence(text, limit) {
    for (const mark of [". ", "; ", ": "]) {
      const cut = text.indexOf(mark);
      if (cut > 0 && cut < limit) return text.slice(0, cut + 1);
    }
    return text.length <= limit ? text : text.slice(0, limit - 1).trimEnd() + "…";
  }
  /* headline.first_sentence (a ruling's headline when none of its templates fits) */
  function headline(text) {
    for (const mark of [". ", "; ", ": "]) {
      const cut = text.indexOf(mark);
      if (cut > 0 && cut < 120) return text.slice(0, cut);
    }
    const bare = text.replace(/\.+$/, "");
    return bare.length <= 120 ? bare : bare.slice(0, 119).trimEnd() + "…";
  }

  /* every step of the story with its answer key and the topic it belongs to */
  function keyed(res) {
    const out = [];
    res.parts.map((p) => [p.segment, p.topic, p.path]).concat([[res.segment, res.topic, res.path]]).forEach(([segment, topic, path]) => {
      path.forEach((step) => out.push({ step, key: S().answerKey(res.first, segment, step.node), owner: topic }));
    });
    return out;
  }

  /* the answers one step back: without the last, or without the whole last exceptions screen */
  function backAnswers(res, user) {
    const lines = new Set(keyed(res).filter((k) => nodeOf(k.owner, k.step.node).exception).map((k) => k.key));
    const out = user.slice();
    if (out.length && lines.has(out[out.length - 1][0])) {
      while (out.length && lines.has(out[out.length - 1][0])) out.pop();
      return out;
    }
    return out.slice(0, -1);
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
    return '<section class="readout" aria-labelledby="readout-h"><h2 id="readout-h">' + esc(L.read_out) + "</h2><p><b>" + esc(L.chooses) + ":</b> " +
      esc(opts.chooser) + "</p>" + (opts.intro ? "<p>" + esc(opts.intro) + "</p>" : "") + "<ol>" +
      opts.choices.map((c) => '<li><span class="ot">' + esc(c.text) + '</span> <span class="oc">' + esc(c.consequences) + "</span>" +
        (c.laws.length ? '<span class="ol">' + esc(L.law_short) + " " + esc(c.laws.join(", ")) + "</span>" : "") + "</li>").join("") +
      "</ol></section>";
  }

  const SOURCE_WORD = { fact: "from_facts", carried: "carried", default: "assumed", derived: "derived", definition: "definition" };
  function trailItem(L, s) {
    const word = SOURCE_WORD[s.source];
    return (s.segmentTitle ? '<li class="seg" data-topic="' + esc(s.topic) + '">' + esc(s.segmentTitle) + "</li>" : "") +
      '<li data-node="' + esc(s.key) + '"><a href="' + esc(s.url) + '" title="' + esc(s.question + " (" + L.change + ")") + '"><span class="q">' +
      esc(s.short) + '</span><span class="a">' + esc(s.answerShort) + (word ? '<span class="fact">' + esc(L[word]) + "</span>" : "") + "</span></a></li>";
  }

  function topicHead(b, topic, restart, story) {
    const L = b.labels;
    // home keeps the board the walk is for (views.home_url): another topic, the same board
    const board = story && story.board.length ? "?" + story.board.map((p) => p[0] + "=" + p[1]).join("&") : "";
    return '<p class="topichead"><a class="home" href="/' + b.lang + "/" + esc(board) + '" aria-label="' + esc(L.home) + '" title="' + esc(L.home) + '">‹</a><span class="th"><span class="lawno">' +
      esc(topic.law) + '</span> <a href="' + esc(restart) + '" data-recent="' + esc(topic.id) + '">' + esc(topic.title) + "</a></span></p>";
  }

  /* a story the walk refuses: what was wrong, and the way back to the start */
  function refused(b, first, error, story) {
    const L = b.labels;
    const restart = story ? S().url(S().withAnswers(story, [])) : "/" + b.lang + "/t/" + first.id;
    const accepted = error.accepted && error.accepted.length ? '<p class="small muted">' + esc(b.lang === "en" ? "Accepted" : "Mogelijk") + ": " +
      esc(error.accepted.slice(0, 12).join(", ")) + "</p>" : "";
    return {
      title: first.title,
      html: topicHead(b, first, restart, story) + '<p class="notice" role="alert" data-refused><b>' + esc(L.offline_bad) + ":</b> " + esc(error.text(b.lang)) + "</p>" +
        accepted + '<nav class="tools"><a class="btn" href="' + esc(restart) + '">' + esc(L.restart) + "</a></nav>",
    };
  }

  function guide(b, first, url) {
    const L = b.labels;
    const StoryError = S().StoryError;
    let story;
    let res;
    try {
      story = S().fromQuery(first.id, url.search, b.lang);
      res = walkStory(b, first.id, story.answers);
    } catch (e) {
      if (e instanceof StoryError) return refused(b, first, e, story);
      throw e;
    }
    const link = (answers) => S().url(S().withAnswers(story, answers));
    const given = new Map(story.answers);
    const user = storyAnswers(res, given);
    const destination = (answers) => {
      let to;
      try { to = walkStory(b, first.id, answers); } catch (e) { if (e instanceof StoryError) return null; throw e; }
      return to.kind === "asked" ? { label: L.leads_to_question, text: to.node.text, url: link(answers) }
        : { label: L.leads_to_ruling, text: firstSentence(to.node.text, 160), url: link(answers) };
    };
    // answers given ahead of time (a description typed into search) that lie ahead
    let pending = [];
    if (res.kind === "asked" && !res.parts.length) {
      const ahead = reachable(res.topic, res.id);
      const onPath = new Set(res.path.map((s) => s.node));
      pending = story.answers.filter(([node]) => ahead.has(node) && !onPath.has(node));
    }
    const unused = res.unused.filter((key) => !pending.some((p) => p[0] === key));

    let previous = null;
    const trail = keyed(res).map(({ step, key, owner }, i) => {
      const before = storyAnswers(res, given, i);
      const node = nodeOf(owner, step.node);
      const answer = answerOf(node, step.answer);
      const item = {
        key, topic: owner.id, source: step.source, question: node.text, answerText: answer ? answer[1] : step.answer,
        url: ["carried", "default", "derived", "definition"].includes(step.source) ? "#w-" + key : link(before), others: [],
        segmentTitle: res.parts.length && owner.id !== previous ? owner.law + " " + owner.title : null,
      };
      previous = owner.id;
      item.short = shortText(node.exception ? node.exception.line : node.text, 64);
      item.answerShort = node.exception ? L[step.answer !== node.exception.usual ? "exception_applies" : "exception_absent"] : shortText(item.answerText, 36);
      if (["answer", "default", "carried", "definition"].includes(step.source)) {
        node.answers.filter((a) => a[0] !== step.answer).forEach((a) => {
          const to = destination(before.concat([[key, a[0]]]));
          if (to) item.others.push(Object.assign({ answer: a[1] }, to));
        });
      }
      return item;
    });
    const tail = res.parts.length && previous !== res.topic.id
      ? '<li class="seg" data-topic="' + esc(res.topic.id) + '">' + esc(res.topic.law + " " + res.topic.title) + "</li>" : "";

    let html = topicHead(b, res.topic, link([]), story);
    if (story.facts.length) html += '<p class="notice" data-offline-facts>' + esc(L.offline_facts) + "</p>";
    const node = res.node;
    let title = res.topic.title;
    if (res.kind === "asked") {
      // the topic's own definition, taken because she chose the topic: said on the first screen
      const definitions = trail.filter((s) => s.source === "definition" && !steps(res).some((x) => x.source === "answer"));
      if (trail.length) {
        const hidden = Math.max(0, trail.length - TRAIL_SHOWN);
        if (hidden) {
          html += '<details class="trail-more"><summary>' + esc(count(L, "earlier_answers", hidden)) + '</summary><ol class="trail" aria-label="' +
            esc(L.answers) + '">' + trail.slice(0, hidden).map((s) => trailItem(L, s)).join("") + "</ol></details>";
        }
        html += '<ol class="trail" aria-label="' + esc(L.answers) + '">' +
          trail.slice(hidden).filter((s) => !(definitions.length && s.source === "definition")).map((s) => trailItem(L, s)).join("") + tail + "</ol>";
      }
      definitions.forEach((p) => {
        html += '<p class="premise" data-definition="' + esc(p.key) + '"><b>' + esc(L.definition_intro) + ":</b> " + esc(p.question) + " <b>" + esc(p.answerText) + "</b>" +
          (p.others.length > 1 ? ' · <a href="#w-' + esc(p.key) + '">' + esc(L.change) + "</a>" /* the alternatives: under "what if" */
            : p.others.map((o) => ' · <a href="' + esc(o.url) + '">' + esc(L.change) + ": " + esc(o.answer) + "</a>").join("")) + "</p>";
      });
      const key = keyOf(res, res.id);
      title = node.text;
      if (res.exceptions.length) html += exceptionsScreen(b, res, story, user, pending);
      else {
        html += '<h1 class="question" id="q-' + esc(res.id) + '">' + esc(node.text) + "</h1>";
        if (node.options) html += '<p class="readfirst"><a href="#readout-h">' + esc(L.read_first) + " ↓</a></p>";
        html += '<ul class="answers" aria-labelledby="q-' + esc(res.id) + '">' + node.answers.map((a, i) => '<li><a href="' +
          esc(link(user.concat([[key, a[0]]], pending))) + '" data-answer="' + esc(a[0]) + '"><span class="n">' + (i + 1) + "</span>" + esc(a[1]) + "</a></li>").join("") + "</ul>";
        if (node.options) html += readout(b, node.options);
        if (node.help) html += '<p class="help"><b>' + esc(L.how_to) + ":</b> " + esc(node.help) + "</p>";
        if (node.law) html += lawDetails(b, node.law);
      }
    } else {
      const whole = combined(b, res);
      html += '<h1 class="headline" data-headline>' + esc(node.head || headline(node.text)) + "</h1>";
      let n = 1;
      html += '<section class="section" aria-labelledby="h-rect"><h2 id="h-rect">1. ' + esc(L.rectification) + '</h2><p class="ruling-box" data-ruling="' +
        esc(res.id) + '">' + esc(node.text) + "</p></section>";
      if (node.options) { n++; html += readout(b, node.options); }
      if (whole.tell.length || whole.notes.length) {
        n++;
        html += '<section class="section" aria-labelledby="h-tell"><h2 id="h-tell">' + n + ". " + esc(L.tell) + "</h2>" +
          (whole.tell.length ? '<ul class="say">' + whole.tell.map((t) => "<li>" + esc(t) + "</li>").join("") + "</ul>" : "") +
          whole.notes.map((t) => '<p class="note"><b>' + esc(L.notes) + ":</b> " + esc(t) + "</p>").join("") + "</section>";
      }
      n++;
      html += '<section class="section" aria-labelledby="h-leave"><h2 id="h-leave">' + n + ". " + esc(L.leave) + '</h2><p class="leave ' +
        (node.stays ? "stay" : "go") + '"><b>' + esc(node.stays ? L.stay : L.may_leave) + "</b>" + esc(b.leave[node.leave]) + "</p></section>";
      if (whole.after.length) {
        n++;
        html += '<section class="section" aria-labelledby="h-after"><h2 id="h-after">' + n + ". " + esc(L.afterwards) + "</h2><ul>" +
          whole.after.map((f) => "<li>" + esc(f.text) + (f.laws.length ? ' <span class="muted small">(' + esc(f.laws.join(", ")) + ")</span>" : "") + "</li>").join("") + "</ul></section>";
      }
      n++;
      html += '<section class="section" aria-labelledby="h-laws"><h2 id="h-laws">' + n + ". " + esc(L.laws_cited) + "</h2>" +
        whole.laws.map((r) => lawDetails(b, r)).join("") + "</section>";
      const other = node.handoff && topics(b).get(node.handoff.topic);
      if (other) { // the story may go on there: answer "next" to this ruling
        html += '<p class="seealso">' + esc(L.see) + ': <a href="' + esc(link(user.concat([[keyOf(res, res.id), NEXT]]))) + '" data-next="' +
          esc(other.id) + '">' + esc(other.law + " " + other.title) + " →</a></p>";
      }
      // the answers given, folded, after the ruling: on a phone the ruling comes first (issue 25)
      if (trail.length) {
        html += '<details class="trail-more"><summary>' + esc(count(L, "answers_given", trail.length)) + '</summary><ol class="trail" aria-label="' +
          esc(L.answers) + '">' + trail.map((s) => trailItem(L, s)).join("") + tail + "</ol></details>";
      }
    }
    if (unused.length) html += '<p class="notice">' + esc(L.unused) + ": " + esc(unused.join(", ")) + "</p>";
    html += '<nav class="tools" aria-label="' + esc(L.question) + '">' +
      (user.length ? '<a class="btn ghost" href="' + esc(link(backAnswers(res, user))) + '" rel="prev" data-back>← ' + esc(L.back) + "</a>" : "") +
      (trail.length ? '<a class="btn ghost" href="' + esc(link([])) + '">' + esc(L.restart) + "</a>" : "") + "</nav>";
    if (trail.length) {
      // on a ruling the what-if list is folded as a whole (issue 25), its last answer open
      const folded = res.kind === "decided";
      const heading = '<h2 id="h-whatif">' + esc(L.what_if) + "</h2>";
      html += '<section class="whatif" aria-labelledby="h-whatif">' + (folded ? '<details class="whatif-all"><summary>' + heading + "</summary>" : heading) + trail.map((s, i) =>
        '<details id="w-' + esc(s.key) + '"' + (res.kind === "decided" && i === trail.length - 1 ? " open" : "") + "><summary>" + esc(s.question) + " <b>" +
        esc(s.answerText) + "</b></summary>" + (s.others.length ? "<ul>" + s.others.map((o) => '<li><a href="' + esc(o.url) + '"><b>' + esc(o.answer) +
          '</b> → <span class="k">' + esc(o.label) + ":</span> " + esc(o.text) + "</a></li>").join("") + "</ul>" : '<p class="muted small">—</p>') +
        "</details>").join("") + (folded ? "</details>" : "") + "</section>";
    }
    return { title, html: html + "<span hidden data-drawn-offline></span>" };
  }

  /* "Bijzonderheden?": one tap for none, one for a single line, a folded form to tick more */
  function exceptionsScreen(b, res, story, user, pending) {
    const L = b.labels;
    const lines = res.exceptions.map((id) => {
      const q = nodeOf(res.topic, id);
      return { key: keyOf(res, id), line: q.exception.line, law: q.law, usual: q.exception.usual, applies: q.answers.find((a) => a[0] !== q.exception.usual)[0] };
    });
    const given = user.concat(pending);
    const url = (ticked) => S().url(S().withAnswers(story, user.concat(screenAnswers(b, res, ticked, given), pending)));
    const hidden = [["a", given.map((p) => p[0] + ":" + p[1]).join(",")]].concat(story.facts, story.board, [["screen", res.id]]);
    if (story.profile !== S().DEFAULT_PROFILE) hidden.push(["profile", story.profile]);
    let html = '<h1 class="question" id="q-' + esc(res.id) + '" data-screen="exceptions">' + esc(L.exceptions) + '</h1><p class="small">' + esc(L.exceptions_intro) +
      '</p><ul class="answers lines" aria-labelledby="q-' + esc(res.id) + '"><li><a href="' + esc(url(new Set())) + '" data-none><span class="n">0</span>' +
      esc(L.exceptions_none) + "</a></li>" + lines.map((l, i) => '<li><a class="line" href="' + esc(url(new Set([l.key]))) + '" data-only="' + esc(l.key) +
        '"><span class="n">' + (i + 1) + "</span><span>" + esc(l.line) + (l.law ? ' <span class="law">' + esc(l.law) + "</span>" : "") + "</span></a></li>").join("") + "</ul>";
    if (lines.length > 1) {
      html += '<details class="exceptions-more"><summary>' + esc(L.exceptions_more) + '</summary><form class="exceptions" method="get" action="/' + b.lang + "/t/" +
        esc(story.topic) + '">' + hidden.filter((h) => h[1]).map((h) => '<input type="hidden" name="' + esc(h[0]) + '" value="' + esc(h[1]) + '">').join("") +
        '<ul class="lines">' + lines.map((l) => '<li><label><input type="checkbox" name="x" value="' + esc(l.key) + '" data-line="' + esc(l.key) + '" data-usual="' +
          esc(l.usual) + '" data-applies="' + esc(l.applies) + '"> ' + esc(l.line) + "</label></li>").join("") + '</ul><button class="btn ghost" type="submit">' +
        esc(L.exceptions_go) + "</button></form></details>";
    }
    return html;
  }

  /* where the exceptions form leads (pages._screen_url): its lines answered, ticked or not */
  function screenTarget(b, first, url) {
    let story;
    let res;
    try {
      story = S().fromQuery(first.id, url.search, b.lang);
      res = walkStory(b, first.id, story.answers);
    } catch (e) {
      if (e instanceof S().StoryError) return null;
      throw e;
    }
    if (res.kind === "asked" && res.exceptions.length && res.id === url.searchParams.get("screen")) {
      const given = new Map(story.answers);
      const extra = screenAnswers(b, res, new Set(url.searchParams.getAll("x")), story.answers).filter(([key]) => !given.has(key));
      story = S().withAnswers(story, story.answers.concat(extra));
    }
    return S().url(story);
  }

  // -- the other pages -------------------------------------------------------------------

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
      // the server's order (home.yaml): the common ten, then the rest by moment
      const byId = new Map(b.topics.map((t) => [t.id, t]));
      const links = (ids) => '<ul class="topics compact">' + ids.filter((id) => byId.has(id)).map((id) => {
        const t = byId.get(id);
        return '<li data-topic="' + esc(t.id) + '"><a href="/' + b.lang + "/t/" + esc(t.id) + '" title="' + esc(t.summary) + '"><span class="lawno">' +
          esc(t.law) + '</span><span><span class="t">' + esc(t.title) + "</span></span></a></li>";
      }).join("") + "</ul>";
      html += '<div id="all"><section aria-labelledby="common-h"><h2 id="common-h">' + esc(L.common) + "</h2>" + links(b.home.common) + "</section>" +
        '<section class="groups" aria-labelledby="groups-h"><h2 id="groups-h">' + esc(L.other_topics) + "</h2>" +
        b.home.groups.map((g) => '<details class="group" id="g-' + esc(g.id) + '"><summary><span class="gt">' + esc(g.title) + '</span><span class="gn">' +
          g.topics.length + "</span></summary>" + links(g.topics) + "</details>").join("") + "</section></div>";
    }
    return { title: L.home, html };
  }

  function laws(b, number, from, to) {
    const L = b.labels;
    const title = (id) => { const t = topics(b).get(id); return t ? t.title : id; };
    const links = (law) => law.topics.map((id) => '<a href="/' + b.lang + "/t/" + esc(id) + '">' + esc(title(id)) + "</a>").join(" ");
    const list = b.laws.filter((l) => (number ? l.number === number : from ? l.number >= from && l.number <= to : true));
    if (!list.length) return null;
    return {
      title: L.laws,
      html: "<h1>" + esc(L.laws) + '</h1><ol class="lawlist">' + list.map((l) => '<li id="law-' + l.number + '"><h2><span class="lawno">' + l.number +
        "</span>" + esc(l.title) + '</h2><p class="small">' + esc(l.summary) + '</p><p class="topiclinks small">' + links(l) + "</p></li>").join("") + "</ol>",
    };
  }

  function draw(b, given) {
    let url = given;
    const parts = url.pathname.split("/").filter(Boolean);
    let page = null;
    if (parts.length === 1) page = home(b, url);
    else if (parts[1] === "t" && parts.length === 3) {
      const topic = topics(b).get(parts[2]);
      if (topic && url.searchParams.get("screen")) { // the exceptions form, sent without a connection
        const target = screenTarget(b, topic, url);
        if (target) {
          url = new URL(target, url.href);
          history.replaceState(history.state, "", url.pathname + url.search);
        }
      }
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

  window.arbiterOffline = { draw, walkStory, steps, storyAnswers, screenAnswers, combined };

  /* the exceptions form without a connection and without a service worker: drawn here */
  document.addEventListener("submit", (e) => {
    const form = e.target;
    if (!form.matches || !form.matches("form.exceptions")) return;
    if (navigator.onLine && !document.body.classList.contains("is-offline")) return;
    e.preventDefault();
    const url = form.getAttribute("action") + "?" + new URLSearchParams(new FormData(form)).toString();
    if (window.arbiterOfflineDraw && window.arbiterOfflineDraw(url, true)) return;
    location.href = url;
  });

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
