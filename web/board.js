// The board a player clicks: the server's SVG (the same drawing as Discord's picture) put in the
// page, and the turn built on it choice by choice. The server says, after the choices made so
// far, what may be chosen next and by which clicks on the board's targets (GET /api/games/ID/turn),
// whether they make a whole move, and draws the board after it as a preview. This file only marks
// the targets it names as controls (focusable, each named in the player's language) and follows
// the clicks; it knows no rule of any game.
//
// A choice may take several clicks (a Sensei stone, then its square); a whole move is played by
// a second tap on what was chosen, or by Play; Undo takes back the last click or choice.

import { say } from "./strings.js";

export class Board {
  /**
   * @param {HTMLElement} holder where the board goes
   * @param {HTMLElement} buttons where Undo and Play go
   * @param {HTMLElement} hint where what a click would do is said
   * @param {(played: string[]) => Promise<object|null>} fetchTurn the turn after `played`
   * @param {(notation: string) => void} play plays a whole move
   */
  constructor(holder, buttons, hint, fetchTurn, play) {
    this.holder = holder;
    this.buttons = buttons;
    this.hint = hint;
    this.fetchTurn = fetchTurn;
    this.play = play;
    this.turn = null;
    this.stage = [];
    this.base = "";
    holder.addEventListener("click", (event) => this.clicked(event));
    holder.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      if (!event.target.closest(".target.legal")) return;
      event.preventDefault();
      this.clicked(event);
    });
    holder.addEventListener("pointerover", (event) => this.pointed(event));
  }

  /** Shows `svg` (the position) and, for the player to move, `turn` (nothing chosen yet). */
  show(svg, turn) {
    this.base = svg;
    this.turn = turn;
    this.stage = [];
    this.draw(svg);
    this.mark();
  }

  /** Shows `svg`, a past position, with nothing to click; the turn waits for `show`. */
  look(svg) {
    this.draw(svg);
    this.holder.classList.remove("turn");
  }

  draw(text) {
    const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
    const svg = document.importNode(parsed.documentElement, true);
    svg.setAttribute("aria-hidden", "false");
    this.holder.replaceChildren(svg);
  }

  /** The clicks of `choice` so far match the stage. */
  matches(choice) {
    return this.stage.every((click, i) =>
      choice.clicks[i] && choice.clicks[i].kind === click.kind && choice.clicks[i].at === click.at);
  }

  /** The target element of `click` on the board. */
  element(click) {
    const depth = click.kind === "bead" ? '[data-depth="0"]' : "";
    return this.holder.querySelector(
      `.target[data-kind="${click.kind}"][data-target="${click.at}"]${depth}`);
  }

  /** Marks the targets that may be clicked now as controls, and shows Undo and Play. */
  mark() {
    for (const element of this.holder.querySelectorAll(".target")) {
      element.classList.remove("legal", "chosen");
      element.removeAttribute("tabindex");
      element.removeAttribute("role");
      element.removeAttribute("aria-label");
    }
    const turn = this.turn;
    this.holder.classList.toggle("turn", Boolean(turn));
    const controls = [];
    if (!turn) {
      this.buttons.replaceChildren();
      return;
    }
    const level = this.stage.length;
    const named = new Map();
    for (const choice of turn.choices.filter((c) => this.matches(c))) {
      const click = choice.clicks[level];
      if (!click) continue;
      const element = this.element(click);
      if (!element) continue;
      element.classList.add("legal");
      element.setAttribute("tabindex", "0");
      element.setAttribute("role", "button");
      // Several choices begin with one click ("choose b1"): it keeps that one name.
      if (!named.has(element)) named.set(element, click.name);
      element.setAttribute("aria-label", named.get(element));
    }
    for (const click of this.stage) {
      const element = this.element(click);
      if (element) element.classList.add("chosen");
    }
    // A whole move with nothing left to choose: a second tap on what was chosen plays it.
    if (turn.complete && turn.choices.length === 0 && this.last) {
      const element = this.element(this.last);
      if (element) {
        element.classList.add("legal", "chosen");
        element.setAttribute("tabindex", "0");
        element.setAttribute("role", "button");
        element.setAttribute("aria-label", say("web-play", turn.complete));
        element.dataset.confirm = "yes";
      }
    }
    if (turn.played.length > 0 || level > 0) {
      controls.push(button(say("web-undo"), () => this.undo()));
    }
    for (const choice of turn.choices.filter((c) => c.clicks.length === 0)) {
      controls.push(button(choice.name, () => this.choose(choice)));
    }
    if (turn.complete) {
      controls.push(button(say("web-play", turn.complete), () => this.play(turn.complete), "play"));
    }
    this.buttons.replaceChildren(...controls);
    const said = [];
    if (turn.played.length > 0) said.push(say("web-turn-so-far", turn.played.join(" ")));
    if (turn.complete && turn.choices.length === 0) said.push(say("web-confirm"));
    this.hint.textContent = said.length > 0 ? said.join(" — ") : say("web-choose");
  }

  clicked(event) {
    const element = event.target.closest(".target.legal");
    if (!element || !this.turn) return;
    const keyboard = event.type === "keydown";
    if (element.dataset.confirm === "yes") {
      this.play(this.turn.complete);
      return;
    }
    const click = { kind: element.dataset.kind, at: element.dataset.target };
    const level = this.stage.length;
    const chosen = this.turn.choices.filter((c) => this.matches(c) && c.clicks[level] &&
      c.clicks[level].kind === click.kind && c.clicks[level].at === click.at);
    if (chosen.length === 0) return;
    const done = chosen.find((c) => c.clicks.length === level + 1);
    if (done) {
      this.choose(done, click, keyboard);
      return;
    }
    this.stage.push(click);
    this.mark();
    if (keyboard) this.focusFirst();
  }

  /** Adds `choice` to the turn; the board after it, and what comes next. */
  async choose(choice, click, keyboard = true) {
    const played = [...this.turn.played, choice.notation];
    const next = await this.fetchTurn(played);
    if (!next) return;
    this.turn = next;
    this.stage = [];
    this.last = click || null;
    this.draw(next.preview || this.base);
    this.mark();
    if (keyboard) this.focusFirst();
  }

  /** Takes back the last click, or the last choice. */
  async undo() {
    if (this.stage.length > 0) {
      this.stage.pop();
      this.mark();
      this.focusFirst();
      return;
    }
    const played = this.turn.played.slice(0, -1);
    const next = await this.fetchTurn(played);
    if (!next) return;
    this.turn = next;
    this.last = null;
    this.draw(next.preview || this.base);
    this.mark();
    this.focusFirst();
  }

  /** Keyboard users go on where the turn goes on: Play when the move is whole, else the board. */
  focusFirst() {
    const play = this.buttons.querySelector(".play");
    const first = this.holder.querySelector(".target.legal");
    (play || first || this.buttons.querySelector("button"))?.focus();
  }

  /** Pointing at a fence's groove says which fence it is and whether it may be placed. */
  pointed(event) {
    const element = event.target.closest('.target[data-kind="fence"]');
    if (!element || !this.turn) return;
    const name = say("web-move-fence", element.dataset.target);
    const why = (this.turn.refused || {})[element.dataset.target] || say("web-fence-illegal");
    this.hint.textContent = element.classList.contains("legal") ? name : `${name}: ${why}`;
  }
}

/** A button named `label`. */
export function button(label, onClick, className) {
  const element = document.createElement("button");
  element.type = "button";
  element.textContent = label;
  if (className) element.className = className;
  element.addEventListener("click", onClick);
  return element;
}
