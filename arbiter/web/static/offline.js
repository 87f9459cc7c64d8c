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
        throw refuse("Antwoord '" + choice + "' op '" + id + "' spreekt een eerder antwoord of de tafelgegevens tegen (daaruit volgt '" + derived + "').",
          "Answer '" + choice + "' to '" + id + "' contradicts an earlier answer or the table data (from which '" + derived + "' follows).", [derived]);
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

  window.arbiterOffline = { walkStory, steps, storyAnswers, screenAnswers, combined };
})();
