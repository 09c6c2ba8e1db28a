// The front page of local play (`teban web`): the games of this machine to resume (the last moved
// first), and beside them a new one: choose a game, its variant and who plays it (the people at
// this screen, or one of them against teban), then start it and go to its page.

import { load } from "./strings.js";

const $ = (selector) => document.querySelector(selector);

function option(value, label) {
  const item = document.createElement("option");
  item.value = value;
  item.textContent = label;
  return item;
}

/** The games to resume, each a link to its page with whose turn it is. */
async function showGames() {
  const { games } = await (await fetch("/api/local/games")).json();
  $("#resume-list").replaceChildren(...games.map((game) => {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = `/games/${game.id}`;
    link.textContent = game.title;
    const turn = document.createElement("span");
    turn.innerHTML = ` · ${game.turn}`;
    item.append(link, turn);
    return item;
  }));
  $("#resume-none").hidden = games.length > 0;
}

await load();
await showGames();
const choices = await (await fetch("/api/local/choices")).json();
const showVariants = () => {
  const game = choices.games.find((g) => g.value === $("#game").value);
  $("#variant").replaceChildren(...game.variants.map((v) => option(v, v)));
};
$("#game").replaceChildren(...choices.games.map((g) => option(g.value, g.label)));
$("#opponent").replaceChildren(...choices.opponents.map((o) => option(o.value, o.label)));
$("#game").addEventListener("change", showVariants);
showVariants();

$("#new-game").addEventListener("submit", async (event) => {
  event.preventDefault();
  const answer = await fetch("/api/local/games", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      game: $("#game").value,
      variant: $("#variant").value,
      opponent: $("#opponent").value,
    }),
  });
  const body = await answer.json();
  if (!answer.ok) {
    $("#said").innerHTML = body.message;
    return;
  }
  location.assign(`/games/${body.id}`);
});
