// A game mounted in a page's `#game` section: reads the game (api/games/ID), shows the board (the
// server's SVG), the players beside it with their clocks (players.js), the moves (moves.js, where
// a move shows the position after it) and the result; the player to move builds their turn on
// the board (board.js), and is offered what applies now besides (a draw to offer or agree to, a
// takeback to ask or answer, resigning); their turn is told while the page is in the background
// (alerts.js). It follows the game live: each change comes as the game's new view, its board as
// the lines that changed since the version the page holds (a change that kept the version, none),
// and is shown as it comes. The page reads the game again only when told it missed changes
// (`lagged`), when it holds another version than the change is patched from, and when its
// stream began anew.
// How it reaches the server is the page's: the web page with its cookie and EventSource, the
// Activity with its bearer header and a streamed fetch. What the service says (`said`, `message`,
// `status_line`, `result`, an analysis's lines) comes as HTML the server wrote with every word
// escaped (src/web/words.rs), put in place as it is; every other word goes in as text.

import { say } from "./strings.js";
import { Board, button } from "./board.js";
import { showPlayers, tick } from "./players.js";
import { Moves } from "./moves.js";
import { Alerts } from "./alerts.js";

const $ = (selector) => document.querySelector(selector);

/**
 * @typedef {object} Link how a page reaches teban's server
 * @property {(path: string, init?: RequestInit) => Promise<Response>} request `path` from the
 *   site's root without its slash (`api/games/17`)
 * @property {(path: string, on: {version: (data: string) => void, view: (data: string) => void,
 *   lagged: () => void, lost: () => void, back: () => void}) => void} follow reads a stream of
 *   server-sent events
 * @property {(answer: Response) => void} [refused] the game cannot be read (after it is said)
 * @property {(view: object) => void} [shown] the game as last shown
 */

/** Mounts game `id`; resolves once it was read (shown or refused). */
export async function mount(id, link) {
  let view = null;
  let armedResign = false;
  const api = `api/games/${id}`;

  /** The game as the server sees it now. */
  async function read() {
    const answer = await link.request(api);
    const body = await answer.json();
    if (!answer.ok) {
      $("#status").innerHTML = body.message;
      if (link.refused) link.refused(answer);
      return;
    }
    // A change the live stream sent while this was read may be shown already.
    if (!view || body.version >= view.version) show(body);
  }

  /** The turn after `played`, or null (said why) when the server refuses it. */
  async function fetchTurn(played) {
    const query = encodeURIComponent(played.join(","));
    const answer = await link.request(`${api}/turn?played=${query}`);
    const body = await answer.json();
    if (!answer.ok) {
      $("#said").innerHTML = body.message;
      read();
      return null;
    }
    $("#said").textContent = "";
    return body;
  }

  const board = new Board($("#board"), $("#turn"), $("#hint"), fetchTurn,
    (notation) => send("moves", { notation, version: view.version }));

  /** The game as it stands on the board: its picture, and the turn of the player to move. */
  function standing() {
    board.show(view.svg, view.you && view.status === "active" ? view.you.turn : null);
    $("#yours").classList.remove("looking-back");
  }

  const moves = new Moves(link.request, api, (svg) => {
    if (svg === null) {
      standing();
      return;
    }
    board.look(svg);
    $("#yours").classList.add("looking-back");
  });
  const alerts = new Alerts();

  /** Sends an action; shows what the table said and the game after it. */
  async function send(path, body) {
    const answer = await link.request(`${api}/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const said = await answer.json();
    $("#said").innerHTML = answer.ok ? said.said : said.message;
    if (answer.ok) {
      // The live stream may have shown what came after it already.
      if (!view || said.view.version >= view.version) show(said.view);
    } else {
      read();
    }
  }

  function show(next) {
    const before = view;
    view = next;
    armedResign = false;
    $("#game").hidden = false;
    $("#title").textContent = view.title;
    $("#status").innerHTML = view.status_line;
    // A change that kept the version and the board (a draw offered, a takeback asked) leaves the
    // board as it is: the turn being built on it, or the past position looked at.
    if (!before || before.version !== view.version || before.svg !== view.svg) {
      standing();
      moves.show(view);
    }
    showPlayers(view);
    showYours();
    showAnalysis();
    alerts.shown(view, before);
    if (link.shown) link.shown(view);
  }

  /** A finished game's analysis, when one was made: its chart and the costliest moves. */
  function showAnalysis() {
    const analysis = view.analysis;
    $("#analysis").hidden = !analysis;
    if (!analysis) return;
    $("#analysis-chart").src = analysis.chart;
    $("#analysis-lines").replaceChildren(...analysis.lines.map((line) => {
      const item = document.createElement("li");
      item.innerHTML = line;
      return item;
    }));
  }

  /** What the player may do besides moving, offered only when it applies now. */
  function showYours() {
    const you = view.you;
    $("#yours").hidden = !you || view.status !== "active";
    if (!you) return;
    $("#your-turn").textContent = say(you.to_move ? "web-your-turn" : "web-your-moves");
    const version = view.version;
    const notes = [];
    const controls = [];
    // A draw: offered by this player (waiting), by another (to agree to), or by nobody yet.
    if (view.draw_offers.includes(you.seat)) {
      notes.push(say("web-draw-offered"));
    } else {
      const offered = view.draw_offers.length > 0;
      controls.push(button(say(offered ? "web-agree-draw" : "web-offer-draw"),
        () => send("draw", { version })));
    }
    // A takeback: asked at this version (answered by the others), or theirs to ask when the
    // last entry is their move and the game allows takebacks.
    const asked = view.takeback;
    const last = view.moves[view.moves.length - 1];
    if (asked && asked.declined) {
      notes.push(say("web-takeback-declined"));
    } else if (asked && asked.seat === you.seat) {
      notes.push(say("web-takeback-waiting"));
    } else if (asked) {
      const asker = view.players.find((player) => player.seat === asked.seat);
      notes.push(say("web-takeback-asked", { name: asker ? asker.name : "" }));
      if (!asked.accepted.includes(you.seat)) {
        controls.push(
          button(say("web-takeback-accept"), () => send("takeback", { version, answer: "accept" })),
          button(say("web-takeback-decline"),
            () => send("takeback", { version, answer: "decline" })),
        );
      }
    } else if (view.takebacks && last && last.kind === "move" && last.seat === you.seat) {
      controls.push(
        button(say("web-takeback-ask"), () => send("takeback", { version, answer: "ask" })));
    }
    const resign = button(say("web-resign"), () => {
      if (!armedResign) {
        armedResign = true;
        resign.textContent = say("web-resign-confirm");
        return;
      }
      send("resign", { version });
    }, "danger");
    controls.push(resign);
    $("#answers").replaceChildren(...notes.map((note) => {
      const said = document.createElement("p");
      said.textContent = note;
      return said;
    }));
    $("#actions").replaceChildren(...controls);
  }

  /** A change as the live stream sent it: the new view, its board patched from the page's. A
   * view of the version shown is a change that kept it (a draw offered, a takeback asked). */
  function changed(next) {
    if (view && next.version < view.version) return;
    if (next.patch) {
      const svg = view && view.version === next.patch.from ? patched(view.svg, next.patch.hunks)
        : null;
      if (svg === null) {
        read();
        return;
      }
      next.svg = svg;
    }
    show(next);
  }

  await read();
  if (!view) return;
  link.follow(`${api}/events`, {
    version: (data) => {
      $("#said").textContent = "";
      if (!view || String(view.version) !== data) read();
    },
    view: (data) => {
      $("#said").textContent = "";
      changed(JSON.parse(data));
    },
    lagged: () => read(),
    lost: () => {
      $("#said").textContent = say("web-live-lost");
    },
    back: () => {
      if ($("#said").textContent === say("web-live-lost")) $("#said").textContent = "";
    },
  });
  setInterval(tick, 1000);
}

/**
 * `text` (a board's SVG) changed by `hunks`, each `[first line, lines removed, new lines' text]`
 * (src/web/patch.rs), or null when they do not fit it.
 */
export function patched(text, hunks) {
  const lines = text.split("\n");
  const line = (i) => (i < lines.length - 1 ? `${lines[i]}\n` : lines[i]);
  const out = [];
  let at = 0;
  for (const [start, removed, added] of hunks) {
    if (start < at || start + removed > lines.length) return null;
    for (; at < start; at++) out.push(line(at));
    out.push(added);
    at = start + removed;
  }
  for (; at < lines.length; at++) out.push(line(at));
  return out.join("");
}
