// The lobby (`/`, logged in with Discord): the player's games, most urgent first; the challenges
// to answer and their own; and on a server they share with teban, a new challenge, the
// leaderboards and a player's profile with its chart. Everything is read from the lobby's JSON
// (GET /api/lobby, /api/lobby/servers/ID…) and done through its actions (POST
// /api/lobby/challenges…); what the server says arrives as HTML it escaped, put in as it is.

import { load, say } from "./strings.js";

const $ = (selector) => document.querySelector(selector);
const request = (path, init = {}) => fetch(`/${path}`, { ...init, credentials: "same-origin" });
let me = null;
let choices = null;

/** An element `tag` with `text` (as words), `html` (as the server's HTML) or children. */
function element(tag, { text, html, children = [], ...attributes } = {}) {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  if (html !== undefined) made.innerHTML = html;
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

function option(value, label) {
  const made = element("option", { text: label });
  made.value = value;
  return made;
}

async function json(answer) {
  const body = await answer.json().catch(() => ({}));
  if (!answer.ok) {
    $("#said").innerHTML = body.message || "";
    return null;
  }
  return body;
}

async function post(path, body) {
  return json(await request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  }));
}

function showGames(games) {
  $("#games-list").replaceChildren(...games.map((game) => element("li", {
    class: game.your_turn ? "to-move" : "",
    children: [
      element("a", { href: `/games/${game.id}`, text: game.title }),
      element("span", { html: ` · ${game.turn} · ${game.left}` }),
    ],
  })));
  $("#games-none").hidden = games.length > 0;
}

/** A challenge's button: "Accept challenge #12", and what it sends. */
function answerButton(challenge, answer) {
  const button = element("button", {
    type: "button",
    text: say(`web-lobby-${answer}`).replace("{challenge}", challenge.id),
  });
  if (answer !== "accept") button.className = "danger";
  button.addEventListener("click", async () => {
    const done = await post(`api/lobby/challenges/${challenge.id}`, { answer });
    if (done) await refresh(done.said);
  });
  return button;
}

function showChallenges(challenges) {
  $("#challenges-list").replaceChildren(...challenges.map((challenge) => element("li", {
    children: [
      element("p", { html: challenge.said }),
      element("p", {
        class: "moves",
        children: challenge.answers.map((answer) => answerButton(challenge, answer)),
      }),
    ],
  })));
  $("#challenges-none").hidden = challenges.length > 0;
}

/** The games offered in a new challenge, with the variants of the one chosen. */
function showVariants() {
  const game = choices.games.find((g) => g.value === $("#game").value);
  $("#variant").replaceChildren(...game.variants.map((v) => option(v, v)));
}

function showLadders(server) {
  const ladders = server.leaderboards.map((ladder) => {
    const rows = ladder.lines.map((line) => {
      const name = element("button", { type: "button", class: "link", text: line.name });
      name.addEventListener("click", () => showProfile(server.id, line.id));
      return element("tr", {
        children: [
          element("td", { text: `${line.rank}` }),
          element("td", { children: [name] }),
          element("td", { text: `${line.rating} (±${line.deviation})` }),
          element("td", { html: line.results }),
        ],
      });
    });
    const head = element("tr", {
      children: ["#", say("web-lobby-player"), say("web-lobby-rating"), say("web-lobby-results")]
        .map((words) => element("th", { scope: "col", text: words })),
    });
    return element("table", {
      class: "ladder",
      children: [
        element("caption", { html: ladder.title }),
        element("thead", { children: [head] }),
        element("tbody", { children: rows }),
      ],
    });
  });
  const none = element("p", { text: server.none });
  $("#ladders").replaceChildren(...(ladders.length ? ladders : [none]));
  $("#my-profile").onclick = () => showProfile(server.id, me.id);
  $("#leaderboards").hidden = false;
}

async function showProfile(server, player) {
  const profile = await json(await request(`api/lobby/servers/${server}/players/${player}`));
  if (!profile) return;
  $("#profile-said").innerHTML = profile.said;
  const chart = $("#profile-chart");
  chart.hidden = !profile.chart;
  if (profile.chart) {
    chart.alt = profile.chart_alt;
    chart.src = profile.chart;
  }
  $("#profile").hidden = false;
}

/** The chosen server: its channels and players for a new challenge, and its leaderboards. */
async function showServer() {
  const server = await json(await request(`api/lobby/servers/${$("#server").value}`));
  if (!server) return;
  $("#channel").replaceChildren(...server.channels.map((c) => option(c.id, c.name)));
  const players = server.players.filter((p) => !p.you).map((p) => option(p.id, p.name));
  const levels = choices.levels.map((l) => option(l.value, l.label));
  $("#opponent").replaceChildren(option("", choices.anyone), ...players, ...levels);
  $("#new-challenge").hidden = server.channels.length === 0;
  $("#profile").hidden = true;
  showLadders(server);
}

/** Reads the lobby again; `said` (the server's HTML) is what the last action came to. */
async function refresh(said = "") {
  const lobby = await json(await request("api/lobby"));
  if (!lobby) return;
  $("#said").innerHTML = said;
  me = lobby.me;
  showGames(lobby.games);
  showChallenges(lobby.challenges);
  const chosen = $("#server").value;
  $("#server").replaceChildren(...lobby.servers.map((s) => option(s.id, s.name)));
  if (lobby.servers.some((s) => s.id === chosen)) $("#server").value = chosen;
  $("#servers-none").hidden = lobby.servers.length > 0;
  $("#server-choice").hidden = lobby.servers.length === 0;
  if (lobby.servers.length > 0 && $("#server").value !== chosen) await showServer();
}

$("#logout").addEventListener("submit", async (event) => {
  event.preventDefault();
  await request("logout", { method: "POST" });
  location.assign("/");
});

$("#new-challenge").addEventListener("submit", async (event) => {
  event.preventDefault();
  const opponent = $("#opponent").value;
  const range = $("#range").value;
  const made = await post("api/lobby/challenges", {
    guild: $("#server").value,
    channel: $("#channel").value,
    opponent: opponent || null,
    game: $("#game").value,
    variant: $("#variant").value,
    clock: $("#clock").value || null,
    rated: $("#rated").checked,
    rating_range: range && !opponent ? Number(range) : null,
  });
  if (made) await refresh(made.said);
});

await load();
choices = await (await request("api/lobby/choices")).json();
$("#game").replaceChildren(...choices.games.map((g) => option(g.value, g.label)));
$("#clock").replaceChildren(
  option("", choices.server_clock),
  ...choices.clocks.map((c) => option(c.value, c.label)),
);
$("#game").addEventListener("change", showVariants);
$("#server").addEventListener("change", showServer);
showVariants();
await refresh();
