// The players beside the board, as the board's header draws them: each one's token in their
// seat's colour and ink (the view's `colour` and `ink`, taken from the board's own drawing), their
// name, rating and what they have left ("7 fences"), and their clock. The clock of the player to
// move counts down each second from the view's deadline, set again by every view the page is
// sent (the server's time, `now`, corrects this machine's); the others' show their time bank.

import { say } from "./strings.js";

const $ = (selector) => document.querySelector(selector);

/** `ms` as a clock shows it: `4:05`, `1:02:03`, and from a day on `3 d 04:05` (days, hours and
 * minutes, the unit in the page's language). */
export function clock(ms) {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (n) => String(n).padStart(2, "0");
  if (h >= 24) {
    return say("web-clock-days", { days: Math.floor(h / 24), time: `${two(h % 24)}:${two(m)}` });
  }
  return (h ? `${h}:${two(m)}` : `${m}`) + `:${two(s)}`;
}

/** A `<span>` of class `name` saying `text`. */
function span(name, text) {
  const made = document.createElement("span");
  made.className = name;
  made.textContent = text;
  return made;
}

/** The card of `player` in `view`; `skew`: this machine's clock ahead of the server's. */
function card(view, player, skew) {
  const item = document.createElement("li");
  item.className = "player";
  item.style.setProperty("--seat", player.colour);
  item.style.setProperty("--seat-ink", player.ink);
  const token = span("token", String(player.seat));
  token.setAttribute("aria-hidden", "true");
  const words = [];
  if (player.rating !== null) words.push(`${say("web-rating")} ${player.rating}`);
  if (player.holds) words.push(player.holds);
  if (!player.playing) words.push(say("web-player-left"));
  item.append(token, span("name", player.name), span("detail", words.join(" · ")));
  const toMove = view.to_move === player.seat;
  if (toMove) {
    item.classList.add("to-move");
    item.setAttribute("aria-current", "true");
    item.append(span("badge", say("web-to-move")));
  }
  if (!player.playing) item.classList.add("left");
  let time = null;
  if (toMove && view.due_at !== null) {
    time = span("clock ticking", "");
    time.dataset.due = String(view.due_at + skew);
  } else if (player.bank_ms !== null) {
    time = span("clock", clock(player.bank_ms));
  }
  if (time) {
    time.setAttribute("role", "timer");
    time.setAttribute("aria-label", say("web-time-left"));
    item.append(time);
  }
  return item;
}

/** Shows `view`'s players. */
export function showPlayers(view) {
  const skew = Date.now() - view.now;
  $("#players").replaceChildren(...view.players.map((player) => card(view, player, skew)));
  tick();
}

/** The clock of the player to move counts down. */
export function tick() {
  for (const element of document.querySelectorAll(".clock.ticking")) {
    element.textContent = clock(Number(element.dataset.due) - Date.now());
  }
}
