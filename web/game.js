// A game's page (/games/ID): the game mounted (mount.js) with the session's cookie, followed live
// with server-sent events; a visitor not logged in who may not see it is offered the login, one
// logged in with Discord the logout (local play has nobody logged in: no logout).

import { load } from "./strings.js";
import { mount } from "./mount.js";

const id = Number(location.pathname.split("/")[2]);
const $ = (selector) => document.querySelector(selector);
const request = (path, init = {}) => fetch(`/${path}`, { ...init, credentials: "same-origin" });

/** Who is logged in (`api/me`), or null. */
async function me() {
  const answer = await request("api/me");
  return answer.ok ? answer.json() : null;
}

async function loggedIn() {
  return (await me()) !== null;
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

const [visitor] = await Promise.all([me(), load()]);
$("#logout").hidden = !visitor || visitor.local;
await mount(id, { request, follow, refused });
