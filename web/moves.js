// The moves so far beside the board: each one a control that shows the position after it, the
// last move marked; a finished game's replay slider; and the keys ← and →, which step through
// the positions. The board shows the game as it stands (the live board, with its targets on the
// player's turn) until a move is chosen; "Back to the game", the last move, or any change the
// page is sent shows it again. A past position is the server's picture of it
// (GET api/games/ID/positions/N: the board after the game's N first entries, without targets).

import { say } from "./strings.js";

const $ = (selector) => document.querySelector(selector);

export class Moves {
  /**
   * @param {(path: string) => Promise<Response>} request reads from teban's server
   * @param {string} api the game's path (`api/games/17`)
   * @param {(svg: string|null) => void} look shows a past position's picture, or (null) the game
   *   as it stands
   */
  constructor(request, api, look) {
    this.request = request;
    this.api = api;
    this.look = look;
    this.view = null;
    /** The position shown: null for the game as it stands, else its number. */
    this.at = null;
    $("#replay-at").addEventListener("input", (event) => this.go(Number(event.target.value)));
    $("#back").addEventListener("click", () => this.go(this.last()));
    document.addEventListener("keydown", (event) => this.stepped(event));
  }

  /** The number of the game's last position: one a log entry. */
  last() {
    const view = this.view;
    return view.last_position === null ? view.moves.length : view.last_position;
  }

  /** Shows `view`'s moves, the game as it stands on the board. */
  show(view) {
    this.view = view;
    this.at = null;
    const log = $("#log");
    log.replaceChildren(...view.moves.map((entry) => {
      const item = document.createElement("li");
      const choose = document.createElement("button");
      choose.type = "button";
      choose.textContent = entry.notation;
      const name = say("web-move-at", { ply: entry.seq, move: entry.notation });
      choose.setAttribute("aria-label", name);
      choose.dataset.at = String(entry.seq);
      choose.addEventListener("click", () => this.go(entry.seq));
      item.append(choose);
      return item;
    }));
    log.lastElementChild?.classList.add("last");
    log.scrollTop = log.scrollHeight;
    const finished = view.last_position !== null;
    $("#replay").hidden = !finished;
    $("#replay-at").max = String(this.last());
    this.mark(this.last());
  }

  /** Shows position `n` (clamped to the game's), the game as it stands when it is the last. */
  async go(n) {
    const last = this.last();
    const at = Math.min(last, Math.max(0, n));
    this.at = at === last ? null : at;
    if (this.at === null) {
      this.look(null);
    } else {
      const answer = await this.request(`${this.api}/positions/${at}`);
      // Another position was chosen meanwhile, or the game changed: that one is shown.
      if (!answer.ok || this.at !== at) return;
      this.look(await answer.text());
    }
    this.mark(at);
  }

  /** Marks position `at` as the one shown: its move in the list, the slider, the caption. */
  mark(at) {
    const last = this.last();
    for (const choice of document.querySelectorAll("#log button")) {
      if (choice.dataset.at === String(at)) {
        choice.setAttribute("aria-current", "step");
      } else {
        choice.removeAttribute("aria-current");
      }
    }
    $("#replay-at").value = String(at);
    const finished = this.view.last_position !== null;
    $("#position").textContent =
      finished || at !== last ? say("web-replay-at", `${at} / ${last}`) : "";
    $("#back").hidden = at === last;
  }

  /** ← and → step through the positions (not in a field, nor on the slider: it has its own). */
  stepped(event) {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step || !this.view || this.view.moves.length === 0) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.target.closest && event.target.closest("input, textarea, select")) return;
    const from = this.at === null ? this.last() : this.at;
    const to = Math.min(this.last(), Math.max(0, from + step));
    if (to !== from) this.go(to);
  }
}
