# A server's settings as /settings shows them to a manager (src/table/settings.rs). Only the
# manager sees them: in the manager's language.

settings-title = **Settings of this server**
# Before the title, once a change was stored.
settings-saved = Saved.
settings-threads = • Threads: { $value }
settings-threads-off = off: games are played in the channel they were started in
settings-threads-on = on: each game is played in a thread of its own, opened from its challenge
settings-threads-in-thread = on (this channel is a thread: a game started here is played here)
# $missing: Discord's names of the permissions teban lacks, joined with commas.
settings-threads-missing = on, but not in this channel: I lack the { $count ->
        [one] permission
       *[other] permissions
    } { $missing } here, so games are played in the channel
settings-clock = • Default clock: { $value }
# The server chose no clock: teban's own default. $clock: "3 days per move".
settings-clock-teban = { $clock } (teban's default)
settings-replay = • Replay when a game ends: { $value }
settings-replay-on = on: the game's animated replay is posted when it ends
settings-replay-off = off
# The language the server's channels read. $language: the language's own name ("Français").
settings-language = • Language: { $value }
settings-language-fixed = { $language } (fixed by the server)
settings-language-discord = follows Discord: { $language }
# The options of /settings, by their names.
settings-how-to-change = Change them with `/settings threads:` `clock:` `replay:` `language:` `organisers:` `vacation:` `takebacks:` `web:`.
settings-refusal-no-server = settings belong to a server: use /settings in one
settings-refusal-not-a-manager = only a member who may manage this server can see or change its settings
# The choice of /settings' language option that gives the server back Discord's language.
settings-choice-follow-discord = Discord's language of the server

# The permissions the bot needs to play games in threads, named as Discord's own settings name them.
permission-create-public-threads = Create Public Threads
permission-send-messages-in-threads = Send Messages in Threads

settings-vacation = { $count ->
    [0] • Vacation: none
    [one] • Vacation: { $count } day a year per member
   *[other] • Vacation: { $count } days a year per member
}
settings-takebacks = • Takebacks in rated games: { $value }
settings-takebacks-on = allowed, with the opponents' consent
settings-takebacks-off = not allowed (unrated games always allow them)
# Who may watch the server's games on the web; the two values are also /settings web:'s choices.
settings-web = • Web pages: { $value }
settings-web-members = members of this server only
settings-web-link = anyone with the link, logged in or not
