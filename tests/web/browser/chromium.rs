//! The Chromium browsers the tests' pages open in, kept from one test to the next: a launch
//! costs Chromium about two seconds of CPU, a test's chromedriver attaching to a running one
//! (`debuggerAddress`) a fifth of that. A kept browser serves one page at a time; the page that
//! takes it opens its own window on it and clears what the last test's sites left (cookies,
//! cache, the new site's storage), so that it starts as a fresh profile would. A phone-sized page
//! (chromedriver's mobile emulation) is still a browser of its own, launched by chromedriver.
//!
//! The test binary launches each kept browser itself, with the switches chromedriver would give
//! it, from a thread that lives as long as the binary: the browser is told to die with that
//! thread (`PR_SET_PDEATHSIG`), and the processes it started end with it, so that none outlives
//! the tests however they end. At a normal end each browser's process group is killed and its
//! profile removed; after a crash the profiles stay in the temporary directory
//! (`teban-chromium-*`). A test that fails with a page open does not give its browser back.

use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{channel, Sender};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use super::{CHROMIUM, SHOWN_WITHIN};

/// What chromedriver gives a browser it launches (as `chromedriver` 156 does), and what the
/// tests want of it besides: headless, no sandbox (as root), no network of its own, no first
/// run, and a DevTools port the system picks, which the browser writes into its profile.
pub const SWITCHES: &[&str] = &[
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--allow-pre-commit-input",
    "--disable-background-networking",
    "--disable-background-timer-throttling",
    "--disable-backgrounding-occluded-windows",
    "--disable-client-side-phishing-detection",
    "--disable-component-update",
    "--disable-sync",
    "--disable-breakpad",
    "--disable-crash-reporter",
    "--disable-default-apps",
    "--disable-extensions",
    "--disable-features=IgnoreDuplicateNavs,Prewarm,OptimizationHints,\
     OptimizationGuideModelDownloading,OnDeviceModelService,MediaRouter,Translate,\
     AutofillServerCommunication",
    "--disable-hang-monitor",
    "--disable-popup-blocking",
    "--disable-prompt-on-repost",
    "--enable-automation",
    "--test-type=webdriver",
    "--use-mock-keychain",
    "--no-pings",
    "--no-service-autorun",
    "--password-store=basic",
    "--hide-scrollbars",
    "--remote-debugging-port=0",
];

/// A running browser and the profile it keeps.
pub struct Chromium {
    child: Child,
    profile: PathBuf,
    /// Where its DevTools answer, `127.0.0.1:PORT`.
    pub debugger: String,
}

/// The browsers no page holds.
static KEPT: Mutex<Vec<Chromium>> = Mutex::new(Vec::new());
/// Every browser launched, to end them with the binary: their process ids and profiles.
static LAUNCHED: Mutex<Vec<(u32, PathBuf)>> = Mutex::new(Vec::new());

type Launch = (Command, Sender<std::io::Result<Child>>);

/// The thread that launches the browsers, which they die with.
fn launcher() -> &'static Mutex<Sender<Launch>> {
    static LAUNCHER: OnceLock<Mutex<Sender<Launch>>> = OnceLock::new();
    LAUNCHER.get_or_init(|| {
        let (send, asked) = channel::<Launch>();
        std::thread::spawn(move || {
            // Until the binary ends: the sender is never dropped.
            for (mut command, answer) in asked {
                let _ = answer.send(command.spawn());
            }
        });
        // SAFETY: `atexit` is given a function that does not unwind.
        unsafe { libc::atexit(end_every_browser) };
        Mutex::new(send)
    })
}

/// At the binary's end: each browser killed and its profile removed.
extern "C" fn end_every_browser() {
    let launched = std::mem::take(&mut *LAUNCHED.lock().unwrap_or_else(|e| e.into_inner()));
    for (pid, profile) in launched {
        end(pid, &profile);
    }
}

/// Kills the browser `pid` with every process it started (its process group), then removes its
/// profile, which none of them writes to any more.
fn end(pid: u32, profile: &Path) {
    if let Ok(pid) = i32::try_from(pid) {
        // SAFETY: plain system calls on a process group this binary started, and its leader,
        // this binary's child.
        unsafe {
            libc::kill(-pid, libc::SIGKILL);
            libc::waitpid(pid, std::ptr::null_mut(), 0);
        }
    }
    let _ = std::fs::remove_dir_all(profile);
}

impl Chromium {
    /// A kept browser still running, or a new one.
    pub async fn take() -> Chromium {
        loop {
            let kept = KEPT.lock().unwrap_or_else(|e| e.into_inner()).pop();
            let Some(mut chromium) = kept else {
                return Chromium::launch().await;
            };
            if matches!(chromium.child.try_wait(), Ok(None)) {
                return chromium;
            }
            // Ended: dropped (its profile removed), and the next one looked at.
        }
    }

    /// Keeps this browser for the next page, unless it ended.
    pub fn give_back(mut self) {
        if matches!(self.child.try_wait(), Ok(None)) {
            KEPT.lock().unwrap_or_else(|e| e.into_inner()).push(self);
        }
    }

    /// A new browser.
    pub async fn launch() -> Chromium {
        let profile = tempfile::Builder::new()
            .prefix("teban-chromium-")
            .tempdir()
            .expect("a profile directory")
            .keep();
        let mut command = Command::new(CHROMIUM);
        command
            .args(SWITCHES)
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0);
        // SAFETY: between fork and exec, one system call that allocates nothing.
        unsafe {
            command.pre_exec(|| {
                match libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong) {
                    0 => Ok(()),
                    _ => Err(std::io::Error::last_os_error()),
                }
            });
        }
        let (answer, answered) = channel();
        launcher()
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .send((command, answer))
            .expect("the launcher runs");
        let child = answered
            .recv()
            .expect("the launcher answers")
            .expect("Chromium starts");
        LAUNCHED
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((child.id(), profile.clone()));
        let port = tokio::time::timeout(SHOWN_WITHIN, devtools_port(&profile))
            .await
            .expect("Chromium opens its DevTools port");
        Chromium {
            child,
            profile,
            debugger: format!("127.0.0.1:{port}"),
        }
    }
}

impl Drop for Chromium {
    /// A browser not kept (it ended, or the binary ends) is ended, its profile removed.
    fn drop(&mut self) {
        let pid = self.child.id();
        LAUNCHED
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .retain(|(launched, _)| *launched != pid);
        end(pid, &self.profile);
    }
}

/// The DevTools port the browser of `profile` listens on, once it wrote it there.
async fn devtools_port(profile: &Path) -> u16 {
    let written = profile.join("DevToolsActivePort");
    loop {
        let port = std::fs::read_to_string(&written)
            .ok()
            .and_then(|text| text.lines().next()?.trim().parse().ok());
        if let Some(port) = port {
            return port;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}
