/* What a guide page says and links, read the same way from the server's page and the
   page offline.js draws (tests/web/test_offline_pages.py). */
(main) => {
  const all = (sel, f) => Array.from(main.querySelectorAll(sel), f);
  // the protocol's step links (AAP) need the server's protocol index: not drawn offline
  const text = (el) => { const c = el.cloneNode(true); c.querySelectorAll(".aap").forEach((a) => a.remove());
    return c.textContent.replace(/\s+/g, " ").trim(); };
  const h1 = main.querySelector("h1");
  return {
    home: all(".topichead a.home", (a) => a.getAttribute("href")),
    h1: h1 && [h1.id, h1.className, h1.dataset.screen || null, text(h1)],
    answers: all(".answers a[data-answer]", (a) => [a.dataset.answer, a.getAttribute("href"), text(a)]),
    none: all("[data-none]", (a) => a.getAttribute("href")),
    only: all("[data-only]", (a) => [a.dataset.only, a.getAttribute("href"), text(a)]),
    form: all("form.exceptions", (f) => [f.getAttribute("action"),
      Array.from(f.querySelectorAll("input"), (i) => [i.type, i.name, i.value, i.dataset.usual || null, i.dataset.applies || null])]),
    trail: all(".trail li", (li) => li.dataset.node ? [li.dataset.node, li.querySelector("a").getAttribute("href"), text(li)] : ["seg", li.dataset.topic, text(li)]),
    definitions: all("[data-definition]", (p) => [p.dataset.definition, text(p), Array.from(p.querySelectorAll("a"), (a) => a.getAttribute("href"))]),
    ruling: all("[data-ruling]", (p) => [p.dataset.ruling, text(p)]),
    headline: all("[data-headline]", text),
    sections: all("section.section h2", text),
    say: all(".say li, .note, section[aria-labelledby=h-after] li", text),
    leave: all("p.leave", text),
    laws: all("section[aria-labelledby=h-laws] details.law summary", text),
    next: all(".seealso a", (a) => [a.getAttribute("href"), text(a)]),
    back: all("[data-back]", (a) => a.getAttribute("href")),
    tools: all("nav.tools a:not([data-action])", (a) => a.getAttribute("href")).filter((h) => !/\/(flow|facts)(\?|$)/.test(h)),
    whatif: all(".whatif details", (d) => [d.id, d.open, Array.from(d.querySelectorAll("a"), (a) => [a.getAttribute("href"), text(a)])]),
    unused: all("p.notice", text).filter((t) => !t.startsWith("Zonder verbinding")),
  };
}
