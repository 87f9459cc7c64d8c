/* arbiter service worker (version {{ version }}).
   Guide pages are pure functions of their URL and change only with a new version, so:
   - install: store the app shell, both home pages, the laws and the whole guide as JSON;
   - guide pages, laws, flowcharts, static files: from the store first, else the network
     (and store the answer), else, for a page never visited, the offline shell, which
     draws the page from the stored guide;
   - self-test pages: the same; one never visited is drawn by train.js from the stored items;
   - calculator pages (the empty forms) as guide pages; a calculator's answer (a POST)
     from the network, else its stored page, which works out offline what it can;
   - the alert guide and the log: the network; without it, a stored page that says what
     still works (the log's rulings wait on the phone, log.js);
   - everything else (the API): the network only.
   A new version replaces the store when it activates. */
"use strict";
const VERSION = "{{ version }}";
const CACHE = "arbiter-" + VERSION;
const PRECACHE = {{ precache | safe }};
const STORED = /^\/(nl|en)\/(|t\/[^/]+(\/flow|\/facts)?|laws(\/[0-9-]+)?|offline|calc(\/[a-z]+)?|train(\/q\/[^/]+)?)$|^\/static\/|^\/api\/v1\/(train\/)?bundle\/|^\/manifest\.webmanifest$/;
const TRAIN = /^\/(nl|en)\/train(\/|$)/;
const TIMEOUT_MS = 4000;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" }))))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("arbiter-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

function withTimeout(promise) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), TIMEOUT_MS);
    promise.then((r) => { clearTimeout(timer); resolve(r); }, (e) => { clearTimeout(timer); reject(e); });
  });
}

async function langPref() {
  const prefs = await caches.open("arbiter-prefs");
  const hit = await prefs.match("/__lang");
  const lang = hit ? await hit.text() : "nl";
  return lang === "en" ? "en" : "nl";
}

async function offlineShell(url) {
  const lang = url.pathname.startsWith("/en/") ? "en" : url.pathname.startsWith("/nl/") ? "nl" : await langPref();
  const cache = await caches.open(CACHE);
  /* a self-test page never visited: the training page draws the item from its stored items */
  if (TRAIN.test(url.pathname)) {
    const train = await cache.match("/" + lang + "/train");
    if (train) return train;
  }
  return (await cache.match("/" + lang + "/offline")) ||
    new Response("offline", { status: 503, headers: { "Content-Type": "text/plain" } });
}

async function stored(request) {
  const cache = await caches.open(CACHE);
  const url = new URL(request.url);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  try {
    const response = await withTimeout(fetch(request));
    if (response.ok && response.type === "basic") cache.put(request, response.clone());
    return response;
  } catch (error) {
    if (request.mode === "navigate") return offlineShell(url);
    throw error;
  }
}

async function root(request) {
  try {
    return await withTimeout(fetch(request));
  } catch (error) {
    const lang = await langPref();
    const cache = await caches.open(CACHE);
    return (await cache.match("/" + lang + "/")) || offlineShell(new URL(request.url));
  }
}

/* the alert guide and the log need the server: offline, a page of our own that says
   what still works (the log's: the rulings this phone keeps until it can send them) */
const NEEDS_NETWORK = /^\/(?:(nl|en)\/alert(?:\/|$)|log(?:\/|$))/;

async function needsNetwork(request, url) {
  try {
    return await fetch(request);  // no timeout: a slow laptop is not an absent one
  } catch (error) {
    const m = NEEDS_NETWORK.exec(url.pathname);
    const lang = (m && m[1]) || await langPref();
    const part = url.pathname.startsWith("/log") ? "log" : "alert";
    const cache = await caches.open(CACHE);
    return (await cache.match("/" + lang + "/offline/" + part)) || offlineShell(url);
  }
}

async function calcAnswer(request, url) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(CACHE);
    return (await cache.match(url.pathname)) || offlineShell(url);
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method === "POST" && request.mode === "navigate" && url.origin === self.location.origin &&
      /^\/(nl|en)\/calc\/[a-z]+$/.test(url.pathname)) {
    event.respondWith(calcAnswer(request, url));
    return;
  }
  if (request.method !== "GET") return;
  if (url.origin !== self.location.origin) return;
  if (url.pathname === "/") { event.respondWith(root(request)); return; }
  if (request.mode === "navigate" && NEEDS_NETWORK.test(url.pathname)) {
    event.respondWith(needsNetwork(request, url));
    return;
  }
  if (!STORED.test(url.pathname)) return;
  event.respondWith(stored(request));
});
