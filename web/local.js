// The front page of local play (`teban web`): choose a game, its variant and who plays it (the
// people at this screen, or one of them against teban), then start it and go to its page.

import { load } from "./strings.js";

const $ = (selector) => document.querySelector(selector);

function option(value, label) {
  const item = document.createElement("option");
  item.value = value;
  item.textContent = label;
  return item;
}

await load();
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
