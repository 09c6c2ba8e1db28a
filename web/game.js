// A game's page (/games/ID): the game mounted (mount.js) with the session's cookie, followed live
// with server-sent events; a visitor not logged in who may not see it is offered the login.

import { load } from "./strings.js";
import { mount } from "./mount.js";

const id = Number(location.pathname.split("/")[2]);
const $ = (selector) => document.querySelector(selector);
const request = (path, init = {}) => fetch(`/${path}`, { ...init, credentials: "same-origin" });

async function loggedIn() {
  return (await request("api/me")).ok;
}

function follow(path, on) {
  const events = new EventSource(`/${path}`);
  events.addEventListener("version", (event) => on.version(event.data));
  events.addEventListener("view", (event) => on.view(event.data));
  events.addEventListener("lagged", () => on.lagged());
  events.addEventListener("error", () => on.lost());
  events.addEventListener("open", () => on.back());
}

/** A game a visitor not logged in may not see is "not found": a member may log in to see it. */
async function refused(answer) {
  if (answer.status === 401 || (answer.status === 404 && !(await loggedIn()))) {
    $("#login").hidden = false;
    $("#login-link").href = `/login?next=${encodeURIComponent(location.pathname)}`;
  }
}

$("#logout").addEventListener("submit", async (event) => {
  event.preventDefault();
  await request("logout", { method: "POST" });
  location.reload();
});

await load();
await mount(id, { request, follow, refused });
