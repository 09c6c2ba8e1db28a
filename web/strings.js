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

/** The text `key`, with `{move}` replaced by `move` when given. */
export function say(key, move) {
  const text = strings[key] || key;
  return move === undefined ? text : text.replace("{move}", move);
}

// A page whose own script is this one (the front page) is filled at once; the others call load().
if (document.querySelector('script[src="/assets/strings.js"]')) {
  load();
}
