/* arbiter story codec: a ruling's walk as one value, read from and written to a guide
   page's query string exactly as arbiter/guide/story.py does (its JavaScript twin; both
   are checked on the shared examples in tests/guide/story_examples.json).

   A story is plain data: {topic, answers: [[key, choice], ...], facts: [[name, value], ...]
   (table data, in INPUTS order), board: [[name, number], ...] (in BOARD_KEYS order),
   profile, lang}. Answer keys: "node" in the first topic, "topic:node" in a later topic,
   "topic.2:node" on a second visit. Bad answers, table data or topic ids are refused with
   a StoryError that says what was wrong in both languages; a bad board or profile is
   left out, as the walk does not need them. */
"use strict";
(function (root) {
  /* the same lists and limits as story.py and arbiter.guide.facts.INPUTS (a test compares them) */
  const INPUTS = ["dealer", "auction", "call", "replacement", "offender", "declarer", "play", "cards", "card",
    "exposed_count", "exposed_how", "revoker", "established", "revoke_trick", "revoke_trick_won_by",
    "revoke_trick_winner", "offending_side_tricks_after", "failure_to_play_exposed_card",
    "same_player_same_suit_again", "withdrawn_meaning", "replacement_meaning", "candidates",
    "same_meaning_judged", "same_purpose_judged", "both_sides_revoked"];
  const BOARD_KEYS = ["call_id", "event", "table", "board", "round"];
  const PROFILES = ["NBB", "WBF", "EBU", "ACBL"];
  const DEFAULT_PROFILE = "NBB";
  const LANGS = ["nl", "en"];
  const MAX_ANSWERS = 64;
  const MAX_FACT_LENGTH = 400;
  const MAX_BOARD_NUMBER = 999999999n;

  const TOPIC = /^[a-z][a-z0-9-]*$/;
  const KEY = /^(?:[a-z][a-z0-9-]*(?:\.[0-9]+)?:)?[a-z][a-z0-9_.]*$/;
  const CHOICE = /^[a-z][a-z0-9_]*$/;

  class StoryError extends Error {
    /* bad input: the message in both languages and what would have been accepted */
    constructor(nl, en, accepted) {
      super(en);
      this.nl = nl;
      this.en = en;
      this.accepted = accepted || [];
    }
    text(lang) { return lang === "en" ? this.en : this.nl; }
  }

  /* Python's str.strip(): its whitespace, which is not JavaScript's (no U+FEFF; U+001C-1F, U+0085) */
  const SPACE = "\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000";
  function strip(s, chars) {
    const set = chars || SPACE;
    let a = 0;
    let b = s.length;
    while (a < b && set.includes(s[a])) a++;
    while (b > a && set.includes(s[b - 1])) b--;
    return s.slice(a, b);
  }
  /* lengths and cuts in code points, as Python counts them */
  const length = (s) => Array.from(s).length;
  const head = (s, n) => Array.from(s).slice(0, n).join("");

  function answerKey(first, segment, node) {
    return segment === "" || segment === first ? node : segment + ":" + node;
  }

  function splitKey(key) {
    const i = key.indexOf(":");
    return i < 0 ? ["", key] : [key.slice(0, i), key.slice(i + 1)];
  }

  /* a query string ("?a=..." or "a=...") as the server reads it: the last of a repeated
     name wins, "+" is a space, percent escapes are UTF-8 */
  function params(search) {
    if (search instanceof Map) return search;
    const out = new Map();
    const text = String(search || "");
    new URLSearchParams(text.startsWith("?") ? text.slice(1) : text).forEach((value, name) => out.set(name, value));
    return out;
  }

  function checkTopic(topic) {
    const id = strip(String(topic));
    if (!TOPIC.test(id)) {
      throw new StoryError("'" + head(id, 40) + "' is geen onderwerp-id.", "'" + head(id, 40) + "' is not a topic id.",
        ["insufficient-bid", "revoke"]);
    }
    return id;
  }

  function parseAnswers(raw) {
    const text = strip(strip(raw || ""), ",");
    if (!text) return [];
    const pairs = text.split(",").map((p) => strip(p)).filter(Boolean);
    if (pairs.length > MAX_ANSWERS) {
      throw new StoryError("Te veel antwoorden (" + pairs.length + ").", "Too many answers (" + pairs.length + ").",
        ["1-" + MAX_ANSWERS]);
    }
    const out = [];
    const seen = new Set();
    pairs.forEach((pair) => {
      const cut = pair.lastIndexOf(":");
      const key = cut < 0 ? "" : pair.slice(0, cut);
      const choice = cut < 0 ? pair : pair.slice(cut + 1);
      if (!(KEY.test(key) && CHOICE.test(choice))) {
        throw new StoryError("'" + head(pair, 40) + "' heeft niet de vorm vraag:antwoord.",
          "'" + head(pair, 40) + "' is not of the form question:answer.",
          ["insufficient:yes,in_turn:no", "penalty-card:choice:require"]);
      }
      if (seen.has(key)) {
        throw new StoryError("Vraag '" + key + "' is twee keer beantwoord.", "Question '" + key + "' is answered twice.",
          [key + ":…"]);
      }
      seen.add(key);
      out.push([key, choice]);
    });
    return out;
  }

  function parseFacts(given) {
    const out = [];
    INPUTS.forEach((name) => {
      const value = given.get(name);
      if (value == null || !strip(value)) return;
      if (length(value) > MAX_FACT_LENGTH) {
        throw new StoryError("Gegeven '" + name + "' is te lang.", "Fact '" + name + "' is too long.",
          ["≤ " + MAX_FACT_LENGTH]);
      }
      // a line break or another control character inside (story.parse_facts, issue 24)
      if (Array.from(strip(value)).some((ch) => ch.codePointAt(0) < 32)) {
        throw new StoryError("Gegeven '" + name + "' bevat een regeleinde of een ander stuurteken.",
          "Fact '" + name + "' holds a line break or another control character.", []);
      }
      out.push([name, strip(value)]);
    });
    return out;
  }

  function parseBoard(given) {
    const out = [];
    BOARD_KEYS.forEach((name) => {
      const value = strip(given.get(name) || "");
      if (!/^[0-9]+$/.test(value)) return;
      const n = BigInt(value);
      if (n > 0n && n <= MAX_BOARD_NUMBER) out.push([name, n.toString()]);
    });
    return out;
  }

  function parseProfile(raw) {
    const name = strip(raw || "").toUpperCase();
    return PROFILES.includes(name) ? name : DEFAULT_PROFILE;
  }

  /* Story.from_query: the story of a guide page (topic id from its path) */
  function fromQuery(topic, search, lang) {
    const given = params(search);
    return {
      topic: checkTopic(topic),
      answers: parseAnswers(given.get("a") || ""),
      facts: parseFacts(given),
      board: parseBoard(given),
      profile: parseProfile(given.get("profile")),
      lang: LANGS.includes(lang) ? lang : "nl",
    };
  }

  /* Python's urllib.parse.quote(value, safe=""): also ! ' ( ) * escaped */
  const quote = (value) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());

  /* Story.query: answers, table data, board, profile; "" for a topic's start without any */
  function query(story) {
    const parts = [];
    if (story.answers.length) parts.push("a=" + story.answers.map((p) => p[0] + ":" + p[1]).join(","));
    story.facts.forEach((p) => parts.push(p[0] + "=" + quote(p[1])));
    story.board.forEach((p) => parts.push(p[0] + "=" + p[1]));
    if (story.profile !== DEFAULT_PROFILE) parts.push("profile=" + story.profile);
    return parts.join("&");
  }

  function url(story, suffix, topic) {
    const q = query(story);
    const path = "/" + story.lang + "/t/" + (topic || story.topic) + (suffix || "");
    return q ? path + "?" + q : path;
  }

  function withAnswers(story, answers) {
    return Object.assign({}, story, { answers: answers.map((p) => [p[0], p[1]]) });
  }

  /* the answer added, or changed in place when the key was answered already */
  function withAnswer(story, key, choice) {
    if (story.answers.some((p) => p[0] === key)) {
      return withAnswers(story, story.answers.map((p) => (p[0] === key ? [key, choice] : p)));
    }
    return withAnswers(story, story.answers.concat([[key, choice]]));
  }

  root.arbiterStory = {
    INPUTS, BOARD_KEYS, PROFILES, DEFAULT_PROFILE, LANGS, MAX_ANSWERS, MAX_FACT_LENGTH,
    MAX_BOARD_NUMBER: Number(MAX_BOARD_NUMBER),
    StoryError, answerKey, splitKey, params, parseAnswers, parseFacts, parseBoard, parseProfile,
    fromQuery, query, url, withAnswers, withAnswer,
  };
})(typeof window !== "undefined" ? window : globalThis);
