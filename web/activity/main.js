// The Activity: teban's board inside Discord's frame. Discord's Embedded App SDK hands the page a
// code (ready, authorize); teban's server exchanges it and opens a session on the instance's
// server (POST api/activity/session); the SDK is told the token (authenticate). Then the game the
// server names is mounted (mount.js), or the page lists the channel's games to choose from; and
// who is in the Activity is shown, the game's players marked, the others watching.
//
// Every request goes to the page's own host, relative to the page (`/.proxy/activity` reaches
// `/.proxy/api/…`, `/activity` reaches `/api/…`), and carries the session as a bearer header:
// the frame is a third-party context, where cookies are not to be relied on.

import { DiscordSDK, Events } from "@discord/embedded-app-sdk";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { load, say } from "../strings.js";
import { mount } from "../mount.js";

const $ = (selector) => document.querySelector(selector);
const root = location.pathname.slice(0, location.pathname.lastIndexOf("/") + 1);
/** How long a dropped live stream waits before it is read again (as EventSource does). */
const RECONNECT_MS = 3000;
let session = null;
let players = [];
let participants = [];

/** A request to teban's server, with the session once there is one. */
function request(path, init = {}) {
  const headers = new Headers(init.headers);
  if (session) headers.set("Authorization", `Bearer ${session}`);
  return fetch(`${root}${path}`, { ...init, headers, credentials: "omit" });
}

/** The stream of server-sent events at `path`, read with fetch (EventSource sends no header). */
function follow(path, on) {
  const open = async () => {
    try {
      const answer = await request(path, { headers: { Accept: "text/event-stream" } });
      if (answer.ok && answer.body) {
        on.back();
        const events = answer.body
          .pipeThrough(new TextDecoderStream())
          .pipeThrough(new EventSourceParserStream());
        for await (const event of events) {
          if (event.event === "version") on.version(event.data);
          if (event.event === "view") on.view(event.data);
          if (event.event === "lagged") on.lagged();
        }
      }
    } catch {
      // A dropped connection: said below, and read again.
    }
    on.lost();
    setTimeout(open, RECONNECT_MS);
  };
  open();
}

/** What the server said when it refused (`error` for the Activity's routes, else `message`). */
async function refusal(answer) {
  const body = await answer.json().catch(() => ({}));
  return body.error || body.message || say("web-activity-failed");
}

/** Who is in the Activity: each one's name, and whether they play the game or watch. */
function showParticipants() {
  $("#participants").replaceChildren(...participants.map((person) => {
    const item = document.createElement("li");
    const name = person.nickname || person.global_name || person.username;
    const role = players.includes(person.id) ? "web-activity-plays" : "web-activity-watches";
    item.textContent = `${name} · ${say(role)}`;
    return item;
  }));
}

function followParticipants(sdk) {
  const heard = ({ participants: now }) => {
    participants = now;
    showParticipants();
  };
  sdk.commands.getInstanceConnectedParticipants().then(heard, () => {});
  sdk.subscribe(Events.ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE, heard).catch(() => {});
}

const link = {
  request,
  follow,
  shown(view) {
    players = view.players.map((player) => player.user);
    showParticipants();
  },
};

/** The list of the channel's games: the caller's first, then the ones to watch. */
function choose(games) {
  $("#choose").hidden = false;
  const list = (yours) => games.filter((game) => game.yours === yours).map((game) => {
    const item = document.createElement("li");
    const open = document.createElement("button");
    open.type = "button";
    open.textContent = game.title;
    open.addEventListener("click", () => {
      $("#choose").hidden = true;
      mount(game.id, link);
    });
    item.append(open);
    return item;
  });
  $("#yours-list").replaceChildren(...list(true));
  $("#watch-list").replaceChildren(...list(false));
  $("#yours-games").hidden = !games.some((game) => game.yours);
  $("#watch-games").hidden = !games.some((game) => !game.yours);
  if (games.length === 0) $("#status").textContent = say("web-activity-no-games");
}

async function start() {
  await load(request);
  $("#status").textContent = say("web-activity-connecting");
  const config = await request("api/activity/config");
  if (!config.ok) {
    $("#status").textContent = await refusal(config);
    return;
  }
  const { client_id: clientId } = await config.json();
  const sdk = new DiscordSDK(clientId);
  await sdk.ready();
  let code;
  try {
    ({ code } = await sdk.commands.authorize({
      client_id: clientId,
      response_type: "code",
      state: "",
      prompt: "none",
      scope: ["identify"],
    }));
  } catch {
    $("#status").textContent = say("web-activity-failed");
    return;
  }
  const answer = await request("api/activity/session", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      code,
      instance_id: sdk.instanceId,
      channel_id: sdk.channelId,
      guild_id: sdk.guildId,
    }),
  });
  if (!answer.ok) {
    $("#status").textContent = await refusal(answer);
    return;
  }
  const opened = await answer.json();
  session = opened.session;
  await sdk.commands.authenticate({ access_token: opened.access_token }).catch(() => {});
  // The words again, now in the player's own language.
  await load(request);
  $("#status").textContent = "";
  $("#here").hidden = false;
  followParticipants(sdk);
  if (opened.game !== null && opened.game !== undefined) {
    await mount(opened.game, link);
  } else {
    choose(opened.games || []);
  }
}

start().catch(() => {
  // Not in Discord's frame (no frame_id in the address), or Discord went away mid-way.
  $("#status").textContent = say("web-activity-failed");
});
