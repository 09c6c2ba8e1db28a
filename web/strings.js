// The page's words: the catalogue's `web-…` texts in the visitor's language (GET /api/strings),
// put into every element that names one with `data-text` (its text), `data-alt` (its alt) or
// `data-label` (its accessible name).

let strings = {};

/** Reads the texts once (through `request`: the Activity's carries its bearer header), and fills
 * the page's fixed words. */
export async function load(request = (path) => fetch(`/${path}`, { credentials: "same-origin" })) {
  const answer = await request("api/strings");
  const body = await answer.json();
  strings = body.strings || {};
  document.documentElement.lang = body.lang || "en";
  for (const element of document.querySelectorAll("[data-text]")) {
    element.textContent = say(element.dataset.text);
  }
  for (const element of document.querySelectorAll("[data-alt]")) {
    element.alt = say(element.dataset.alt);
  }
  for (const element of document.querySelectorAll("[data-label]")) {
    element.setAttribute("aria-label", say(element.dataset.label));
  }
}

/** The text `key`, its `{move}` replaced by `values` when it is words, else each `{name}` by
 * `values[name]` (`say("web-move-at", { ply: 3, move: "e4" })`). */
export function say(key, values) {
  const text = strings[key] || key;
  if (values === undefined) return text;
  const named = typeof values === "object" ? values : { move: values };
  return text.replace(/\{(\w+)\}/g, (all, name) => (name in named ? String(named[name]) : all));
}

// A page whose own script is this one (the front page) is filled at once; the others call load().
if (document.querySelector('script[src="/assets/strings.js"]')) {
  load();
}
