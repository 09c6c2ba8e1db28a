//! What the bot sent the fake: the calls it recorded (JSON bodies and multipart attachments), the
//! buttons of a message, and the limits Discord would have held them to.

use super::*;

#[derive(Clone, Debug)]
pub struct FilePart {
    /// The form field: `files[0]`, ...
    pub field: String,
    pub filename: String,
    pub bytes: Vec<u8>,
}

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    /// Path without the query, e.g. `/api/v10/interactions/1/tok-1/callback`.
    pub path: String,
    pub query: String,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub json: Value,
    pub files: Vec<FilePart>,
    /// The id of the channel message this call created, if it created one.
    pub created: Option<String>,
    /// The HTTP status the fake answered with.
    pub status: u16,
    /// Discord's JSON error code, when the fake refused the call with one (50001, 50027...).
    pub code: Option<u64>,
}

impl Call {
    /// The interaction token in the path of a callback, follow-up or `@original` call.
    pub fn token(&self) -> Option<&str> {
        let parts: Vec<&str> = self.path.split('/').collect();
        match parts.as_slice() {
            ["", "api", "v10", "interactions", _, token, "callback"] => Some(token),
            ["", "api", "v10", "webhooks", _, token, ..] => Some(token),
            _ => None,
        }
    }

    pub fn is_callback(&self) -> bool {
        self.path.ends_with("/callback")
    }

    /// The callback's `type` (4 message, 5 deferred, 6 deferred update, 7 update, 8 choices, 12 launch
    /// the Activity).
    pub fn callback_type(&self) -> Option<u64> {
        self.is_callback()
            .then(|| self.json["type"].as_u64())
            .flatten()
    }

    /// The message a call carries: a callback's `data`, or a follow-up's or edit's body.
    pub fn message(&self) -> &Value {
        if self.is_callback() {
            &self.json["data"]
        } else {
            &self.json
        }
    }

    pub fn is_ephemeral(&self) -> bool {
        self.message()["flags"].as_u64().unwrap_or(0) & 64 != 0
    }

    /// Every text of the message: content, embed titles, descriptions and fields.
    pub fn text(&self) -> String {
        text_of(self.message())
    }

    /// The users the message may notify (`allowed_mentions`), sorted.
    pub fn pinged(&self) -> Vec<String> {
        let mut users: Vec<String> = self.message()["allowed_mentions"]["users"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|u| u.as_str().map(str::to_string))
            .collect();
        users.sort();
        users
    }

    /// The notation teban played, from the text of its message ("**teban (easy)** played e8.").
    pub fn teban_played(&self) -> String {
        let text = self.text();
        let said = " played ";
        let at = text
            .find("**teban (")
            .and_then(|at| text[at..].find(said).map(|to| at + to + said.len()))
            .unwrap_or_else(|| panic!("not a move of teban: {text}"));
        text[at..].split('.').next().unwrap().to_string()
    }

    /// The `custom_id`s of the message's buttons, in order.
    pub fn button_ids(&self) -> Vec<String> {
        buttons_of(self.message())
            .iter()
            .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
            .collect()
    }

    /// The autocomplete choices' values.
    pub fn choices(&self) -> Vec<String> {
        self.json["data"]["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| match &c["value"] {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            })
            .collect()
    }
}

/// Every text of `message` (as sent, or as the fake keeps it): its content, embed titles,
/// descriptions, fields and footers.
pub fn text_of(message: &Value) -> String {
    let mut text = message["content"].as_str().unwrap_or_default().to_string();
    for embed in message["embeds"].as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            if let Some(s) = embed[key].as_str() {
                text.push('\n');
                text.push_str(s);
            }
        }
        for field in embed["fields"].as_array().into_iter().flatten() {
            text.push_str(&format!(
                "\n{}: {}",
                field["name"].as_str().unwrap_or_default(),
                field["value"].as_str().unwrap_or_default()
            ));
        }
        if let Some(s) = embed["footer"]["text"].as_str() {
            text.push('\n');
            text.push_str(s);
        }
    }
    text
}

/// Every button of a message's action rows.
pub fn buttons_of(message: &Value) -> Vec<Value> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["type"] == 2)
        .collect()
}

/// Discord's limits on what a bot sends (as documented for messages, embeds, components and
/// autocomplete): each breach, named.
pub(super) fn breaches(message: &Value, callback_type: Option<u64>) -> Vec<String> {
    let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    let mut found = Vec::new();
    let mut check = |what: &str, n: usize, max: usize| {
        if n > max {
            found.push(format!("{what}: {n} > {max}"));
        }
    };
    check("content", chars(&message["content"]), 2000);
    check("thread name", chars(&message["name"]), 100);
    for embed in message["embeds"].as_array().into_iter().flatten() {
        let fields = embed["fields"].as_array().cloned().unwrap_or_default();
        check("embed title", chars(&embed["title"]), 256);
        check("embed description", chars(&embed["description"]), 4096);
        check("embed fields", fields.len(), 25);
        check("embed footer", chars(&embed["footer"]["text"]), 2048);
        let mut total = chars(&embed["title"]) + chars(&embed["description"]);
        total += chars(&embed["footer"]["text"]);
        for field in &fields {
            check("field name", chars(&field["name"]), 256);
            check("field value", chars(&field["value"]), 1024);
            total += chars(&field["name"]) + chars(&field["value"]);
        }
        check("embed in all", total, 6000);
    }
    let rows = message["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    check("action rows", rows.len(), 5);
    for row in &rows {
        let buttons = row["components"].as_array().cloned().unwrap_or_default();
        check("buttons in a row", buttons.len(), 5);
        for button in &buttons {
            check("button label", chars(&button["label"]), 80);
            check("custom_id", chars(&button["custom_id"]), 100);
        }
    }
    if callback_type == Some(8) {
        let choices = message["choices"].as_array().cloned().unwrap_or_default();
        check("choices", choices.len(), 25);
        for choice in &choices {
            check("choice name", chars(&choice["name"]), 100);
            check("choice value", chars(&choice["value"]), 100);
        }
    }
    found
}

/// Every call made for the interaction of `token` once it has a final message (a non-deferred
/// callback, or the follow-up or `@original` edit after a deferral), the callback first.
pub(super) fn answered(s: &State, token: &str) -> Option<Vec<Call>> {
    // A GET reads the answer back (`@original`); it answers nothing.
    let mine: Vec<Call> = s
        .calls
        .iter()
        .filter(|c| c.token() == Some(token) && c.method != "GET")
        .cloned()
        .collect();
    let last = mine.last()?;
    let done = match last.callback_type() {
        Some(5) | Some(6) => false,
        Some(_) => true,
        None => last.method == "POST" || last.method == "PATCH",
    };
    done.then_some(mine)
}
