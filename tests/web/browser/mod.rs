//! The page in a real browser: Debian's headless Chromium driven through WebDriver
//! (`/usr/bin/chromedriver`, one per test, its process group ended with it; the browsers kept
//! from one test to the next, `chromium.rs`), logged in through the fake Discord's authorization
//! page. Tests find what a person finds: controls by their
//! accessible name (`aria-label`, or a button's text), words by their text; and the board's SVG,
//! drawn by the browser, is compared with the PNG (`svg_board`).
//!
//! Without Chromium a test says `skipped: no Chromium here (NAME)` and passes, but fails under
//! `CI=true`, where `.ci/run` installs it.

mod activity;
mod analysis;
mod chromium;
mod discord_frame;
mod keyboard;
mod layout;
mod lobby;
mod local;
mod niwa;
mod quoridor;
mod sensei;
mod spectator;
mod svg_board;
mod your_turn;

use std::net::{SocketAddr, TcpListener};
use std::path::Path;
use std::process::{Child, Command};

use std::time::Duration;

use fantoccini::elements::Element;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{json, Value};

use crate::support::bot::{set_clock, Bot, T0};
use crate::support::fake_discord::{FakeDiscord, FakeUser};
use crate::support::web::{web_bot_for_a_browser, web_bot_with_metrics};
use chromium::Chromium;

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// How long the page may take to show what a step leads to (a failure, not a pace: every
/// wait ends as soon as the page shows it).
pub const SHOWN_WITHIN: Duration = Duration::from_secs(20);

/// How often a wait looks again for what the page should show (fantoccini's own pace, a quarter
/// of a second, would leave most of a game's clicks waiting on the clock).
const LOOK_EVERY: Duration = Duration::from_millis(20);

/// A chromedriver of one test; ending it ends its browsers.
pub struct Driver {
    child: Child,
    url: String,
    /// Each browser's profile, fresh.
    profiles: tempfile::TempDir,
}

impl Drop for Driver {
    fn drop(&mut self) {
        // The driver leads its own process group: its browsers end with it.
        if let Ok(group) = i32::try_from(self.child.id()) {
            if group > 1 {
                // SAFETY: a plain system call on the group of our own child.
                unsafe { libc::kill(-group, libc::SIGKILL) };
            }
        }
        let _ = self.child.wait();
    }
}

/// A driver, or `None` (said in one line) when this machine has no Chromium; under `CI=true`
/// that is a failure.
pub async fn driver(test: &str) -> Option<Driver> {
    if !Path::new(CHROMIUM).exists() || !Path::new(CHROMEDRIVER).exists() {
        println!("skipped: no Chromium here ({test})");
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI must run the browser tests: install chromium and chromium-driver"
        );
        return None;
    }
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    use std::os::unix::process::CommandExt;
    let child = Command::new(CHROMEDRIVER)
        .arg(format!("--port={port}"))
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .process_group(0)
        .spawn()
        .expect("chromedriver starts");
    let url = format!("http://127.0.0.1:{port}");
    let status = format!("{url}/status");
    let ready = async {
        while !reqwest::get(&status)
            .await
            .is_ok_and(|r| r.status().is_success())
        {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    };
    tokio::time::timeout(SHOWN_WITHIN, ready)
        .await
        .expect("chromedriver answers");
    Some(Driver {
        child,
        url,
        profiles: tempfile::tempdir().unwrap(),
    })
}

/// One browser window on teban's site.
pub struct Page {
    pub client: Client,
    base: String,
    /// The kept browser this window is in, given back when the page ends.
    chromium: Option<Chromium>,
}

impl Drop for Page {
    /// Its browser is kept for the next test, unless this one failed with it (it may be stuck).
    fn drop(&mut self) {
        if let Some(chromium) = self.chromium.take() {
            if !std::thread::panicking() {
                chromium.give_back();
            }
        }
    }
}

/// A desktop window is never narrower than this: a narrower page is a phone's screen, emulated.
const PHONE_BELOW: u32 = 500;

impl Driver {
    /// A browser window `width` px wide on teban's site at `base`, as a fresh profile would
    /// open it (its own cookies): in a kept browser, or for a phone's width in a browser of its
    /// own.
    pub async fn browser(&self, base: &str, width: u32) -> Page {
        match width < PHONE_BELOW {
            true => self.phone(base, width).await,
            false => self.window(base, width).await,
        }
    }

    /// A window of a kept browser, attached to, cleared of what the last test's sites left.
    async fn window(&self, base: &str, width: u32) -> Page {
        let mut chromium = Chromium::take().await;
        let attached = |chromium: &Chromium| json!({ "debuggerAddress": chromium.debugger });
        let client = match self.try_session(attached(&chromium)).await {
            Ok(client) => client,
            // A kept browser that no longer answers: a new one instead.
            Err(_) => {
                chromium = Chromium::launch().await;
                self.session(attached(&chromium)).await
            }
        };
        let page = Page {
            client,
            base: base.to_string(),
            chromium: Some(chromium),
        };
        let client = &page.client;
        let windows = client.windows().await.expect("the browser's windows");
        let (first, others) = windows.split_first().expect("a window");
        for other in others {
            client.switch_to_window(other.clone()).await.unwrap();
            client.close_window().await.unwrap();
        }
        client.switch_to_window(first.clone()).await.unwrap();
        client.goto("about:blank").await.expect("a blank page");
        client
            .set_window_size(width, 900)
            .await
            .expect("the window takes its size");
        page.cdp("Network.clearBrowserCookies", json!({})).await;
        page.cdp("Network.clearBrowserCache", json!({})).await;
        if let Ok(url) = reqwest::Url::parse(base) {
            let origin = url.origin().ascii_serialization();
            let all = json!({ "origin": origin, "storageTypes": "all" });
            page.cdp("Storage.clearDataForOrigin", all).await;
        }
        page
    }

    /// A new browser of its own (its own profile), `width` px wide, a phone's screen emulated.
    async fn phone(&self, base: &str, width: u32) -> Page {
        let profile = tempfile::tempdir_in(self.profiles.path()).unwrap().keep();
        let args: Vec<String> = chromium::SWITCHES
            .iter()
            .filter(|switch| !switch.starts_with("--remote-debugging-port"))
            .map(|switch| switch.to_string())
            .chain([
                format!("--window-size={width},900"),
                format!("--user-data-dir={}", profile.display()),
            ])
            .collect();
        let options = json!({
            "binary": CHROMIUM,
            "args": args,
            "mobileEmulation": {"deviceMetrics": {"width": width, "height": 780, "pixelRatio": 1.0}},
        });
        Page {
            client: self.session(options).await,
            base: base.to_string(),
            chromium: None,
        }
    }

    /// A WebDriver session with these Chromium options.
    async fn session(&self, options: Value) -> Client {
        self.try_session(options)
            .await
            .expect("chromedriver opens a browser")
    }

    async fn try_session(
        &self,
        options: Value,
    ) -> Result<Client, fantoccini::error::NewSessionError> {
        let mut capabilities = serde_json::Map::new();
        capabilities.insert("goog:chromeOptions".into(), options);
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        ClientBuilder::new(connector)
            .capabilities(capabilities)
            .connect(&self.url)
            .await
    }
}

/// `text` as an XPath string literal.
fn literal(text: &str) -> String {
    if text.contains('"') {
        format!("'{text}'")
    } else {
        format!("\"{text}\"")
    }
}

impl Page {
    /// The element `locator` finds, once the page shows it (within [`SHOWN_WITHIN`]).
    pub async fn shown(
        &self,
        locator: Locator<'_>,
    ) -> Result<Element, fantoccini::error::CmdError> {
        self.client
            .wait()
            .at_most(SHOWN_WITHIN)
            .every(LOOK_EVERY)
            .for_element(locator)
            .await
    }

    /// Goes to `path` on teban's site.
    pub async fn open(&self, path: &str) {
        self.client
            .goto(&format!("{}{path}", self.base))
            .await
            .expect("the page loads");
    }

    /// Logs `user` in with Discord (the fake's page, where they consent), back at the game's
    /// page `path`, which shows the board.
    pub async fn log_in(&self, fake: &FakeDiscord, user: &FakeUser, path: &str) {
        self.log_in_at(fake, user, path).await;
        self.shown(Locator::XPath("//*[@id='board']/*[name()='svg']"))
            .await
            .expect("the page shows the board");
    }

    /// Logs `user` in with Discord (the fake's page, where they consent), back at `path`.
    pub async fn log_in_at(&self, fake: &FakeDiscord, user: &FakeUser, path: &str) {
        fake.consent_next(user);
        self.open(&format!("/login?next={path}")).await;
        let url = self.client.current_url().await.unwrap();
        assert_eq!(url.path(), path, "the login came back to {path}");
    }

    /// Chooses `choice` in the list labelled `label`.
    pub async fn choose(&self, label: &str, choice: &str) {
        let xpath = format!(
            "//select[@id=//label[normalize-space(.)={}]/@for]/option[normalize-space(.)={}]",
            literal(label),
            literal(choice)
        );
        self.shown(Locator::XPath(&xpath))
            .await
            .unwrap_or_else(|e| panic!("no {choice:?} to choose in {label:?}: {e}"))
            .click()
            .await
            .unwrap_or_else(|e| panic!("{choice:?} cannot be chosen: {e}"));
    }

    /// The control named `name` (an `aria-label`, or a button's text), once the page shows it.
    pub async fn control(&self, name: &str) -> Element {
        let name = literal(name);
        let xpath = format!(
            "//*[@aria-label={name} and (@role='button' or self::button)] \
             | //button[not(@aria-label) and normalize-space(.)={name}]"
        );
        self.shown(Locator::XPath(&xpath))
            .await
            .unwrap_or_else(|e| panic!("no control named {name}: {e}"))
    }

    /// Clicks the control named `name` (the first in the page: the board's before the buttons).
    pub async fn click(&self, name: &str) {
        let control = self.control(name).await;
        let clicked = match control.attr("data-kind").await.unwrap().as_deref() {
            // A fence's groove crosses another at its middle: a hand points along it.
            Some("fence") => self.point_at(control, true).await,
            _ => control.click().await,
        };
        clicked.unwrap_or_else(|e| panic!("{name} cannot be clicked: {e}"));
    }

    /// Clicks the button whose text is `name`.
    pub async fn press(&self, name: &str) {
        let xpath = format!("//button[normalize-space(.)={}]", literal(name));
        self.shown(Locator::XPath(&xpath))
            .await
            .unwrap_or_else(|e| panic!("no button {name}: {e}"))
            .click()
            .await
            .unwrap_or_else(|e| panic!("{name} cannot be pressed: {e}"));
    }

    /// Moves the mouse over `element` a little along its length from its middle, and clicks
    /// there when `click`.
    pub async fn point_at(
        &self,
        element: Element,
        click: bool,
    ) -> Result<(), fantoccini::error::CmdError> {
        use fantoccini::actions::{InputSource, MouseActions, PointerAction, MOUSE_BUTTON_LEFT};
        let (_, _, w, h) = element.rectangle().await?;
        let (x, y) = if w > h {
            (w / 6.0, 0.0)
        } else {
            (0.0, h / 6.0)
        };
        let mut mouse = MouseActions::new("mouse".into()).then(PointerAction::MoveToElement {
            element,
            duration: None,
            x,
            y,
        });
        if click {
            mouse = mouse
                .then(PointerAction::Down {
                    button: MOUSE_BUTTON_LEFT,
                })
                .then(PointerAction::Up {
                    button: MOUSE_BUTTON_LEFT,
                });
        }
        self.client.perform_actions(mouse).await
    }

    /// Waits until the page shows `text` somewhere (in an element of its own).
    pub async fn text(&self, text: &str) -> Element {
        let xpath = format!("//*[contains(text(), {})]", literal(text));
        self.shown(Locator::XPath(&xpath))
            .await
            .unwrap_or_else(|e| panic!("the page never showed {text:?}: {e}"))
    }

    /// Waits until the page says `sentence` in a text of its own, or first in a text of several
    /// (`sentence — another`).
    pub async fn said(&self, sentence: &str) {
        let (exact, longer) = (literal(sentence), literal(&format!("{sentence} — ")));
        let xpath = format!("//*[text()={exact} or starts-with(text(), {longer})]");
        self.shown(Locator::XPath(&xpath))
            .await
            .unwrap_or_else(|e| panic!("the page never said {sentence:?}: {e}"));
    }

    /// Waits until the list of moves ends with `notation`.
    pub async fn moved(&self, notation: &str) {
        let xpath = format!("//ol/li[last()][normalize-space(.)={}]", literal(notation));
        self.shown(Locator::XPath(&xpath))
            .await
            .unwrap_or_else(|e| panic!("the moves never ended with {notation}: {e}"));
    }

    /// Waits until `script` (a function body) returns true in the page, else fails saying
    /// `what` was never so.
    pub async fn until(&self, script: &str, what: &str) {
        let deadline = tokio::time::Instant::now() + SHOWN_WITHIN;
        while self.eval(script).await != true {
            assert!(tokio::time::Instant::now() < deadline, "never so: {what}");
            tokio::time::sleep(LOOK_EVERY).await;
        }
    }

    /// The value of `script` (a function body) in the page.
    pub async fn eval(&self, script: &str) -> Value {
        self.client
            .execute(script, vec![])
            .await
            .expect("the script runs")
    }

    /// How wide the page's content is (its scroll width), in px.
    pub async fn content_width(&self) -> u64 {
        let widest = self
            .eval("return document.documentElement.scrollWidth")
            .await;
        widest.as_u64().expect("a width")
    }

    /// The shorter side of the page's smallest button shown, in px.
    pub async fn smallest_button(&self) -> f64 {
        let smallest = self
            .eval(
                "return Math.min(...[...document.querySelectorAll('button')]\
                 .filter(b => b.getClientRects().length > 0)\
                 .map(b => Math.min(b.getBoundingClientRect().width, b.getBoundingClientRect().height)))",
            )
            .await;
        smallest.as_f64().expect("a size")
    }

    /// Runs `script` in every document this window opens from now on, before the page's own
    /// scripts (Chromium's `Page.addScriptToEvaluateOnNewDocument`, through chromedriver).
    pub async fn on_every_document(&self, script: &str) {
        let params = json!({ "source": script });
        self.cdp("Page.addScriptToEvaluateOnNewDocument", params)
            .await;
    }

    /// Sends `command` of Chromium's DevTools protocol to this window.
    async fn cdp(&self, command: &'static str, params: Value) {
        self.client
            .issue_cmd(Cdp { command, params })
            .await
            .unwrap_or_else(|e| panic!("chromedriver passes {command} to Chromium: {e}"));
    }

    pub async fn close(self) {
        let _ = self.client.clone().close().await;
    }
}

/// Ann's and bob's pages of the game at `path` in `room`, each logged in, `widths` px wide
/// (ann's, bob's): seat 1's first (seats are drawn at random: seat 1's page is the one that
/// offers e2), each with its player's name.
pub async fn pages_by_seat(
    driver: &Driver,
    room: &Room,
    path: &str,
    widths: [u32; 2],
) -> [(Page, String); 2] {
    let (ann_page, bob_page) = (
        driver.browser(&room.base, widths[0]).await,
        driver.browser(&room.base, widths[1]).await,
    );
    ann_page.log_in(&room.fake, &room.ann, path).await;
    bob_page.log_in(&room.fake, &room.bob, path).await;
    let ann_first = ann_page
        .eval("return document.querySelector('[aria-label=\"play e2\"]') !== null")
        .await;
    let (ann, bob) = (
        (ann_page, room.ann.name.clone()),
        (bob_page, room.bob.name.clone()),
    );
    match ann_first == true {
        true => [ann, bob],
        false => [bob, ann],
    }
}

/// A command of Chromium's DevTools protocol, sent through chromedriver's own endpoint.
#[derive(Debug)]
struct Cdp {
    command: &'static str,
    params: Value,
}

impl fantoccini::wd::WebDriverCompatibleCommand for Cdp {
    fn endpoint(
        &self,
        base: &reqwest::Url,
        session: Option<&str>,
    ) -> Result<reqwest::Url, <reqwest::Url as std::str::FromStr>::Err> {
        base.join(&format!(
            "session/{}/goog/cdp/execute",
            session.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _: &reqwest::Url) -> (reqwest::Method, Option<String>) {
        let body = json!({"cmd": self.command, "params": self.params});
        (reqwest::Method::POST, Some(body.to_string()))
    }
}

/// The test clock one second later than `step` moves ago: each move in its own second, as a
/// person plays (the web allows a few actions a second).
pub fn next_second(dir: &Path, step: u32) {
    set_clock(dir, T0 + 1_000 * i64::from(step + 1));
}

/// What every browser test starts from: the loopback Discord, the bot serving the web board from
/// a store in `dir`, and two players, ann and bob.
pub struct Room {
    pub fake: FakeDiscord,
    pub dir: tempfile::TempDir,
    pub base: String,
    pub ann: FakeUser,
    pub bob: FakeUser,
    _bot: Bot,
}

impl Room {
    pub async fn open() -> Room {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().unwrap();
        let (bot, base) = web_bot_for_a_browser(&fake, dir.path()).await;
        Room::seated(fake, dir, base, bot)
    }

    /// The room, its bot serving its metrics too: the room and where its metrics are.
    pub async fn counted() -> (Room, SocketAddr) {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().unwrap();
        let (bot, base, metrics) = web_bot_with_metrics(&fake, dir.path(), true).await;
        (Room::seated(fake, dir, base, bot), metrics)
    }

    fn seated(fake: FakeDiscord, dir: tempfile::TempDir, base: String, bot: Bot) -> Room {
        Room {
            fake,
            dir,
            base,
            ann: FakeUser::new(101, "ann"),
            bob: FakeUser::new(102, "bob"),
            _bot: bot,
        }
    }
}
