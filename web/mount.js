// A game mounted in a page's `#game` section: reads the game (api/games/ID), shows the board (the
// server's SVG), the players, their clocks, the moves and the result; the player to move builds
// their turn on the board (board.js); follows the game live: each change comes as the game's new
// view, its board as the lines that changed since the version the page holds, and is shown as it
// comes. The page reads the game again only when told it missed changes (`lagged`), when it
// holds another version than the change is patched from, and when its stream began anew.
// How it reaches the server is the page's: the web page with its cookie and EventSource, the
// Activity with its bearer header and a streamed fetch. What the service says (`said`, `message`,
// `status_line`, `result`, an analysis's lines) comes as HTML the server wrote with every word
// escaped (src/web/words.rs), put in place as it is; every other word goes in as text.

import { say } from "./strings.js";
import { Board, button } from "./board.js";

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
    view = next;
    armedResign = false;
    $("#game").hidden = false;
    $("#title").textContent = view.title;
    $("#status").innerHTML = view.status_line;
    board.show(view.svg, view.you && view.status === "active" ? view.you.turn : null);
    const skew = Date.now() - view.now;
    $("#players").replaceChildren(...view.players.map((player) => {
      const item = document.createElement("li");
      const swatch = document.createElement("span");
      swatch.className = "swatch";
      swatch.style.background = player.colour;
      item.append(swatch, player.name);
      if (player.rating !== null) item.append(` (${say("web-rating")} ${player.rating})`);
      if (view.to_move === player.seat && view.due_at !== null) {
        const left = document.createElement("span");
        left.className = "clock";
        left.dataset.due = String(view.due_at + skew);
        item.append(` · ${say("web-time-left")} `, left);
      } else if (player.bank_ms !== null) {
        item.append(` · ${clock(player.bank_ms)}`);
      }
      if (view.to_move === player.seat) item.className = "to-move";
      return item;
    }));
    $("#log").replaceChildren(...view.moves.map((entry) => {
      const item = document.createElement("li");
      item.textContent = entry.notation;
      return item;
    }));
    showYours();
    showReplay();
    showAnalysis();
    tick();
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

  /** A finished game's replay: a slider over its positions (and the keys ← and →). */
  function showReplay() {
    const last = view.last_position;
    $("#replay").hidden = last === null;
    if (last === null) return;
    const slider = $("#replay-at");
    slider.max = String(last);
    slider.value = String(last);
    $("#replay-said").textContent = say("web-replay-at", `${last} / ${last}`);
  }

  async function replayTo(n) {
    const last = view.last_position;
    const answer = await link.request(`${api}/positions/${n}`);
    if (!answer.ok) return;
    board.draw(await answer.text());
    $("#replay-said").textContent = say("web-replay-at", `${n} / ${last}`);
  }

  $("#replay-at").addEventListener("input", (event) => replayTo(Number(event.target.value)));
  document.addEventListener("keydown", (event) => {
    const slider = $("#replay-at");
    if ($("#replay").hidden || event.target === slider) return;
    if (event.target.closest && event.target.closest("input, textarea, select")) return;
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step) return;
    const n = Math.min(Number(slider.max), Math.max(0, Number(slider.value) + step));
    if (String(n) === slider.value) return;
    slider.value = String(n);
    replayTo(n);
  });

  function showYours() {
    const you = view.you;
    $("#yours").hidden = !you || view.status !== "active";
    if (!you) return;
    $("#your-turn").textContent = say(you.to_move ? "web-your-turn" : "web-your-moves");
    const version = view.version;
    const offered = view.draw_offers.length > 0 && !view.draw_offers.includes(you.seat);
    const resign = button(say("web-resign"), () => {
      if (!armedResign) {
        armedResign = true;
        resign.textContent = say("web-resign-confirm");
        return;
      }
      send("resign", { version });
    }, "danger");
    $("#actions").replaceChildren(
      button(say(offered ? "web-agree-draw" : "web-offer-draw"), () => send("draw", { version })),
      button(say("web-takeback-ask"), () => send("takeback", { version, answer: "ask" })),
      button(say("web-takeback-accept"), () => send("takeback", { version, answer: "accept" })),
      button(say("web-takeback-decline"), () => send("takeback", { version, answer: "decline" })),
      resign,
    );
  }

  /** A change as the live stream sent it: the new view, its board patched from the page's. */
  function changed(next) {
    if (view && next.version <= view.version) return;
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

function clock(ms) {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  return (h ? `${h}:${String(m).padStart(2, "0")}` : `${m}`) + `:${String(s).padStart(2, "0")}`;
}

/** The clock of the player to move counts down each second. */
function tick() {
  for (const element of document.querySelectorAll(".clock")) {
    element.textContent = clock(Number(element.dataset.due) - Date.now());
  }
}
