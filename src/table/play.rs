//! Playing a game: moves (typed or clicked), resignations, draw offers, aborts, the board on
//! request, the legal-move list and autocomplete, and seating players directly (the terminal).
//!
//! An abort ends a game without a result and unrated, through the same versioned commit as a
//! move (an `abort` entry; the position is unchanged). A player may abort their game until every
//! player has moved once (fewer moves played than there are seats); a member who may manage the
//! server may end any unfinished game of that server at any time. The front end says whether
//! the caller may manage the server, and the table checks it again here.

use super::service::{bit, game_over, kind_and_variant, seated_mask, status_line, Answer, Entry};
use super::{Caller, GameId, Place, Player, Refusal, Reply, Seating, Table, AUTOCOMPLETE_CAP};
use crate::games::{suggest_moves, AnyGame, GameKind, Seat};
use crate::i18n::Lang;
use crate::store::{EntryKind, GameRow, NewGame};

impl Table {
    /// Plays `notation` in the caller's game in this channel. `seen` is the version the caller
    /// saw (from a button); `None` for typed moves, which are checked against the latest
    /// position. The move is committed before the reply says it was played.
    pub async fn play(&self, caller: &Caller, notation: &str, seen: Option<u32>) -> Answer {
        let _turn = super::lanes::turn(&self.lanes, caller.place.channel).await;
        let row = self.my_game(caller).await?;
        Self::check_seen(&row, seen)?;
        self.play_in(row, caller, notation, None).await
    }

    /// Plays `text` for the caller in `row`; `post` is the kind of outbox post the move owes the
    /// channel (teban's moves, which answer no interaction).
    pub(super) async fn play_in(
        &self,
        row: GameRow,
        caller: &Caller,
        text: &str,
        post: Option<&'static str>,
    ) -> Answer {
        let seat = Self::my_seat(&row, caller)?;
        self.check_time(&row).await?;
        match row.state.to_move() {
            Some(to_move) if to_move == seat => {}
            Some(to_move) => {
                return Err(Refusal::NotYourTurn {
                    to_move: row.name_of(to_move),
                })
            }
            None => return Err(game_over(&row)),
        }
        let mut next = row.state.clone();
        let notation = next
            .play(move_as_typed(text)?)
            .map_err(|e| Refusal::Illegal {
                reason: e.to_string(),
            })?;
        let said = format!("**{}** played {notation}.", caller.player.name);
        let entry = Entry {
            seat,
            kind: EntryKind::Move,
            notation: &notation,
            next,
            draw_offers: 0,
            post,
            aborted_by: None,
        };
        self.commit(row, entry, said).await
    }

    /// The caller resigns their game in this channel (with two players the other wins; with
    /// four the others play on).
    pub async fn resign(&self, caller: &Caller, seen: Option<u32>) -> Answer {
        let row = self.my_game(caller).await?;
        Self::check_seen(&row, seen)?;
        self.resign_in(row, caller).await
    }

    pub(super) async fn resign_in(&self, row: GameRow, caller: &Caller) -> Answer {
        let seat = Self::my_seat(&row, caller)?;
        let mut next = row.state.clone();
        next.resign(seat);
        let entry = Entry {
            seat,
            kind: EntryKind::Resign,
            notation: "resign",
            next,
            draw_offers: row.draw_offers & !bit(seat),
            post: None,
            aborted_by: None,
        };
        let said = format!("**{}** resigns.", caller.player.name);
        self.commit(row, entry, said).await
    }

    /// The caller aborts their game in this channel, which is allowed until every player has
    /// moved once: the game ends without a result, unrated.
    pub async fn abort(&self, caller: &Caller) -> Answer {
        let row = self.my_game(caller).await?;
        let seat = Self::my_seat(&row, caller)?;
        if row.state.ply() as usize >= row.seats.len() {
            return Err(Refusal::BadRequest(
                "too late to abort: every player has moved; resign or offer a draw instead"
                    .to_string(),
            ));
        }
        let said = "Not every player had moved yet, so the game ends without a result.";
        self.abort_in(row, seat, caller, said.to_string(), None)
            .await
    }

    /// A server manager ends `game`, any unfinished game of the caller's server, without a
    /// result and unrated. `manages_server`: the caller has the server's *Manage Server*
    /// permission, as the front end was told; refused without it. When the game is played in
    /// another channel than the caller's, its players are told there (through the outbox) and
    /// the caller's answer is for them alone.
    pub async fn admin_abort(&self, caller: &Caller, game: GameId, manages_server: bool) -> Answer {
        if !manages_server {
            return Err(Refusal::BadRequest(
                "only a member who may manage this server can end others' games".to_string(),
            ));
        }
        let row = self.store.game(game.0).await?.ok_or(Refusal::NoSuchGame)?;
        if caller.place.guild.is_none() || row.guild != caller.place.guild {
            return Err(Refusal::NotOnThisServer { game });
        }
        if row.is_finished() {
            return Err(game_over(&row));
        }
        let seat = row.state.to_move().unwrap_or(Seat(0));
        let elsewhere = row.channel != caller.place.channel;
        let said = format!(
            "**{}** ends the game as a server manager.",
            caller.player.name
        );
        tracing::info!(
            game = row.id,
            by = caller.player.id,
            "a server manager ends a game"
        );
        let mut reply = self
            .abort_in(row, seat, caller, said, elsewhere.then_some("abort"))
            .await?;
        reply.ephemeral = elsewhere;
        Ok(reply)
    }

    /// Commits the abort of `row` by `caller`, on `seat`'s behalf.
    async fn abort_in(
        &self,
        row: GameRow,
        seat: Seat,
        caller: &Caller,
        said: String,
        post: Option<&'static str>,
    ) -> Answer {
        let entry = Entry {
            seat,
            kind: EntryKind::Abort,
            notation: "abort",
            next: row.state.clone(),
            draw_offers: 0,
            post,
            aborted_by: Some(caller.player.id),
        };
        self.commit(row, entry, said).await
    }

    /// The caller offers a draw, or agrees to the one on the table; the game is drawn once every
    /// seated player agrees.
    pub async fn offer_draw(&self, caller: &Caller, seen: Option<u32>) -> Answer {
        let row = self.my_game(caller).await?;
        Self::check_seen(&row, seen)?;
        self.draw_in(row, caller, false).await
    }

    /// Same as [`Table::offer_draw`] when a draw is on the table; refused when none is.
    pub async fn accept_draw(&self, caller: &Caller, seen: Option<u32>) -> Answer {
        let row = self.my_game(caller).await?;
        Self::check_seen(&row, seen)?;
        self.draw_in(row, caller, true).await
    }

    pub(super) async fn draw_in(
        &self,
        row: GameRow,
        caller: &Caller,
        must_be_offered: bool,
    ) -> Answer {
        let seat = Self::my_seat(&row, caller)?;
        let others = row.draw_offers & !bit(seat);
        if must_be_offered && others == 0 {
            return Err(Refusal::BadRequest(
                "no draw is on offer: offer one instead".to_string(),
            ));
        }
        if row.draw_offers & bit(seat) != 0 {
            return Err(Refusal::BadRequest(
                "you already offer a draw; the others have yet to agree".to_string(),
            ));
        }
        let offers = row.draw_offers | bit(seat);
        let name = &caller.player.name;
        if offers & seated_mask(&row) == seated_mask(&row) {
            let mut next = row.state.clone();
            next.agree_draw();
            let entry = Entry {
                seat,
                kind: EntryKind::Draw,
                notation: "draw",
                next,
                draw_offers: 0,
                post: None,
                aborted_by: None,
            };
            return self.commit(row, entry, format!("**{name}** agrees.")).await;
        }
        if self
            .store
            .set_draw_offers(row.id, row.version, offers)
            .await?
            .is_err()
        {
            return Err(self.moved_on(row.id).await);
        }
        let mut row = row;
        row.draw_offers = offers;
        let mut reply = self.show(&row, format!("**{name}** offers a draw.")).await;
        reply.board = None;
        reply.diagram = None;
        reply.mention = row
            .seats
            .iter()
            .filter(|s| seated_mask(&row) & !offers & bit(s.seat) != 0)
            .map(|s| s.user)
            .collect();
        Ok(reply)
    }

    /// The caller's game in this channel: card, board and the actions of the player to move.
    /// The reply is ephemeral.
    pub async fn board(&self, caller: &Caller) -> Answer {
        let row = self.my_game(caller).await?;
        Ok(self.peek(&row).await)
    }

    /// The legal moves of the caller's game in this channel that go on from `prefix`, as
    /// autocomplete offers them ([`suggest_moves`]: a turn of several actions one action at a
    /// time), at most `cap`, with the number of whole turns they lead to when that is not their
    /// own number; an ephemeral reply.
    pub async fn legal(&self, caller: &Caller, prefix: &str, cap: usize) -> Answer {
        use crate::games::{count_moves_starting_with, typed_move};
        let row = self.my_game(caller).await?;
        let Some(to_move) = row.state.to_move() else {
            return Err(game_over(&row));
        };
        let moves = self.legal_of(&row);
        let offers = suggest_moves(&moves, prefix, usize::MAX);
        let turns = count_moves_starting_with(&moves, prefix);
        let shown = &offers[..offers.len().min(cap)];
        let whose = if row.seat_of(caller.player.id) == Some(to_move) {
            "Your".to_string()
        } else {
            format!("{}'s", row.name_of(to_move))
        };
        let wanted = typed_move(prefix);
        let filter = if wanted.is_empty() {
            String::new()
        } else {
            format!(" starting with `{wanted}`")
        };
        let more = if offers.len() > shown.len() {
            format!(" (first {} of {})", shown.len(), offers.len())
        } else {
            String::new()
        };
        // The offers are whole turns (Quoridor's, always), or a turn begun action by action.
        // Moves of several words are told apart by commas.
        let list = shown.join(if shown.iter().any(|m| m.contains(' ')) {
            ", "
        } else {
            " "
        });
        let text = if offers.is_empty() {
            format!("{whose} legal moves{filter}: none.")
        } else if turns == offers.len() && offers.iter().all(|o| moves.binary_search(o).is_ok()) {
            format!("{whose} legal moves{filter}{more}: {list}")
        } else {
            let longer = offers.iter().find(|o| o.len() > wanted.len());
            format!(
                "{whose} legal moves{filter}, one action at a time{more}: {list}. They lead to \
                 {turns} whole turns; add an action (`legal {}`) to see what follows.",
                longer.unwrap_or(&offers[0])
            )
        };
        Ok(Reply {
            text,
            ephemeral: true,
            ..Reply::default()
        })
    }

    /// Autocomplete: the legal moves of the caller's game in this channel that go on from
    /// `prefix`, a turn of several actions offered one action at a time ([`suggest_moves`]),
    /// at most `cap` (capped again at [`AUTOCOMPLETE_CAP`]). When the caller has no game here or
    /// it is not their turn, the one suggestion says so ("it is bob's turn (move 4)"): played
    /// anyway, it is refused with the same words. Fast: one indexed query and a per-version cache
    /// of the legal-move list.
    pub async fn autocomplete(&self, caller: &Caller, prefix: &str, cap: usize) -> Vec<String> {
        let cap = cap.min(AUTOCOMPLETE_CAP);
        let Ok(Some((game, version))) = self
            .store
            .active_game_id(caller.place.channel, caller.player.id)
            .await
        else {
            return vec!["you have no game in this channel".to_string()];
        };
        let cached = {
            let cache = self.legal.lock().unwrap_or_else(|e| e.into_inner());
            cache
                .get(&game)
                .filter(|c| c.version == version)
                .map(|c| (c.mover, c.moves.clone()))
        };
        let (mover, moves) = match cached {
            Some(hit) => hit,
            None => {
                let Ok(Some(row)) = self.store.game(game).await else {
                    return Vec::new();
                };
                let moves = self.legal_of(&row);
                let mover = row
                    .state
                    .to_move()
                    .and_then(|seat| row.seats.iter().find(|s| s.seat == seat))
                    .map(|s| s.user);
                (mover, moves)
            }
        };
        if mover != Some(caller.player.id) {
            return match self.store.game(game).await {
                Ok(Some(row)) => vec![match row.state.to_move() {
                    Some(seat) => format!(
                        "it is {}'s turn (move {})",
                        row.name_of(seat),
                        row.state.ply() + 1
                    ),
                    None => status_line(&row).replace("**", ""),
                }],
                _ => Vec::new(),
            };
        }
        suggest_moves(&moves, prefix, cap)
    }

    /// Seats `players` (in seat order) at a game in `place` directly, without a challenge; if
    /// exactly these players already have an unfinished game of `kind` there, resumes it. Used by
    /// the terminal table, where the players share one keyboard, and by tests and benchmarks.
    /// The game's language is English: see [`Table::sit_speaking`].
    pub async fn sit(
        &self,
        place: Place,
        players: &[Player],
        kind: GameKind,
        variant: Option<&str>,
        rated: bool,
    ) -> Result<Seating, Refusal> {
        self.sit_speaking(place, players, kind, variant, rated, Lang::En)
            .await
    }

    /// [`Table::sit`], the game new there kept in `lang` (a resumed game keeps its own): the
    /// terminal's language.
    pub async fn sit_speaking(
        &self,
        place: Place,
        players: &[Player],
        kind: GameKind,
        variant: Option<&str>,
        rated: bool,
        lang: Lang,
    ) -> Result<Seating, Refusal> {
        let fresh = AnyGame::new(kind, variant).map_err(Refusal::BadRequest)?;
        if let Some(resumed) = self.resume(place, players, kind).await? {
            return Ok(resumed);
        }
        if players.len() != fresh.seat_count() {
            return Err(Refusal::BadRequest(format!(
                "{} is for {} players, not {}",
                kind_and_variant(kind, &fresh.variant()),
                fresh.seat_count(),
                players.len()
            )));
        }
        for (i, p) in players.iter().enumerate() {
            if players[..i].iter().any(|q| q.id == p.id) {
                return Err(Refusal::BadRequest(format!(
                    "{} is named twice: each player takes one seat",
                    p.name
                )));
            }
        }
        let created = self
            .store
            .create_game(&NewGame {
                kind,
                variant: fresh.variant(),
                guild: place.guild,
                channel: place.channel,
                rated,
                seats: players.iter().map(|p| (p.id, p.name.clone())).collect(),
                // The terminal's games and the tools' have no clock.
                move_ms: None,
                deadline: Default::default(),
                lang,
            })
            .await?;
        match created {
            Ok(row) => Ok(Seating {
                game: GameId(row.id),
                card: Self::card_of(&row),
                resumed: false,
            }),
            // Another process seated the same players a moment ago (two `teban play` started
            // at once): theirs is the game to resume.
            Err(occupied) => match self.resume(place, players, kind).await? {
                Some(resumed) => Ok(resumed),
                None => Err(Refusal::AlreadyPlaying {
                    name: occupied.name,
                }),
            },
        }
    }

    /// The unfinished game of exactly these players in `place`, to resume.
    async fn resume(
        &self,
        place: Place,
        players: &[Player],
        kind: GameKind,
    ) -> Result<Option<Seating>, Refusal> {
        let ids: Vec<u64> = players.iter().map(|p| p.id).collect();
        let row = self
            .store
            .unfinished_game_of(place.channel, kind, &ids)
            .await?;
        Ok(row.map(|row| Seating {
            game: GameId(row.id),
            card: Self::card_of(&row),
            resumed: true,
        }))
    }
}

/// The longest text `/move` reads as a move: every move of every game is far shorter, and a
/// refusal that quotes the input stays short.
pub const LONGEST_MOVE: usize = 64;

/// What a player typed as a move, refused before the rules see it when it cannot be one: empty,
/// longer than any move, or with characters that no notation uses (control characters,
/// backticks), so that no refusal quotes a wall of text or breaks the message around it.
fn move_as_typed(text: &str) -> Result<&str, Refusal> {
    let text = text.trim();
    let length = text.chars().count();
    if text.is_empty() {
        return Err(Refusal::Illegal {
            reason: "type a move, for example e2 (start typing to see the legal ones)".into(),
        });
    }
    if length > LONGEST_MOVE {
        return Err(Refusal::Illegal {
            reason: format!(
                "that is {length} characters long, and no move is longer than {LONGEST_MOVE}"
            ),
        });
    }
    if text.chars().any(|c| c.is_control() || c == '`') {
        return Err(Refusal::Illegal {
            reason: "a move is letters, digits and - @ ^ > : signs only".into(),
        });
    }
    Ok(text)
}
