// What tells a player at a game that it is their turn while the page is in the background: the
// page's title ("● Your turn — teban"), and where they allowed it, a notification of the
// browser, once per turn (a turn is the game's version when it came: a change that keeps the
// version, or the game read again, tells nothing twice). And a short tone when the opponent
// moves, made with the Web Audio API, when they turned it on. Both toggles are off until the
// player turns them on, and this browser remembers them (localStorage); notifications ask the
// browser's permission when turned on.

import { say } from "./strings.js";

const $ = (selector) => document.querySelector(selector);

/** Where the toggles are remembered. */
const NOTIFY = "teban.notify";
const SOUND = "teban.sound";

function remembered(key) {
  try {
    return localStorage.getItem(key) === "on";
  } catch {
    return false;
  }
}

function remember(key, on) {
  try {
    localStorage.setItem(key, on ? "on" : "off");
  } catch {
    // A browser that keeps nothing: the toggle lasts as long as the page.
  }
}

/** Whether the player is looking elsewhere: another tab, another window. */
function inBackground() {
  return document.visibilityState === "hidden" || !document.hasFocus();
}

function notificationsAllowed() {
  return "Notification" in window && window.Notification.permission === "granted";
}

export class Alerts {
  constructor() {
    this.view = null;
    /** The turn last told (`game:version`), so that one turn is told once. */
    this.told = null;
    this.audio = null;
    const notify = $("#notify");
    const sound = $("#sound");
    notify.checked = remembered(NOTIFY) && notificationsAllowed();
    sound.checked = remembered(SOUND);
    // A page framed by another site (Discord's Activity) may not ask for notifications.
    $("#notify-choice").hidden = window.self !== window.top;
    notify.addEventListener("change", () => this.notifyChanged());
    sound.addEventListener("change", () => {
      remember(SOUND, sound.checked);
      // Made on the player's click: a browser lets such a page play sounds later.
      if (sound.checked) this.context();
    });
  }

  async notifyChanged() {
    const notify = $("#notify");
    $("#alerts-said").textContent = "";
    if (notify.checked) {
      const permission = "Notification" in window
        ? await window.Notification.requestPermission()
        : "denied";
      if (permission !== "granted") {
        notify.checked = false;
        $("#alerts-said").textContent = say("web-notify-blocked");
      }
    }
    remember(NOTIFY, notify.checked);
  }

  /** `view` is shown (after `before`, the view shown until now, or null). */
  shown(view, before) {
    this.view = view;
    const you = view.you;
    const playing = Boolean(you) && view.status === "active";
    $("#alerts").hidden = !playing;
    const yours = playing && you.to_move;
    document.title = say(yours ? "web-title-your-turn" : "web-title");
    const turn = yours ? `${view.id}:${view.version}` : null;
    if (turn !== null && turn !== this.told) {
      // The turn the page opened on was seen: only the next ones are told.
      if (before !== null && inBackground()) this.notify(view);
      this.told = turn;
    }
    if (playing && before !== null && view.moves.length > before.moves.length) {
      const last = view.moves[view.moves.length - 1];
      if (last.kind === "move" && last.seat !== you.seat && $("#sound").checked) this.tone();
    }
  }

  notify(view) {
    if (!$("#notify").checked || !notificationsAllowed()) return;
    try {
      new window.Notification(say("web-title"), {
        body: say("web-notify-your-turn", { game: view.title }),
        tag: `teban-game-${view.id}`,
      });
    } catch {
      // A browser that notifies only from a service worker (Chrome on Android): the title tells.
    }
  }

  /** The page's audio, made once. */
  context() {
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return null;
    if (!this.audio) this.audio = new Context();
    if (this.audio.state === "suspended") this.audio.resume().catch(() => {});
    return this.audio;
  }

  /** A short soft tone, rising from A5 to E6. */
  tone() {
    const audio = this.context();
    if (!audio) return;
    const at = audio.currentTime;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = "sine";
    oscillator.frequency.setValueAtTime(880, at);
    oscillator.frequency.exponentialRampToValueAtTime(1320, at + 0.12);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.32);
  }
}
