//! Playing a game: moves (typed or clicked), resignations, draw offers, aborts, the board on
//! request, the legal-move list and autocomplete, and seating players directly (the terminal).
//!
//! An abort ends a game without a result and unrated, through the same versioned commit as a
//! move (an `abort` entry; the position is unchanged). A player may abort their game until every
//! player has moved once (fewer moves played than there are seats); a member who may manage the
//! server may end any unfinished game of that server at any time. The front end says whether
//! the caller may manage the server, and the table checks it again here.

use super::suggest::suggest_moves;
use super::Seating;
use crate::games::{AnyGame, GameKind, Seat};
use crate::i18n::rules::Says;
use crate::i18n::{Lang, Said};
use crate::key;
use crate::model::{EntryKind, GameClock, GameRow, SeatSet, UserId};
use crate::store::{NewGame, PostKind};
use crate::table::games::Games;
use crate::table::shared::Audience;
use crate::table::shared::Core;
use crate::table::shared::{game_over, kind_and_variant, seated_mask, status_line, Answer, Entry};
use crate::table::shared::{Caller, GameId, Place, Player, Refusal, Reply};
use crate::text::marks;
use crate::text::LONGEST_MOVE;
use crate::{say, tr};

/// A move the rules accept from the player to move: their seat, the position after it, and the
/// move in canonical notation.
pub struct CheckedMove {
    /// The seat of the player who moves.
    pub seat: Seat,
    /// The position after the move.
    pub next: AnyGame,
    /// The move in canonical notation.
    pub notation: String,
}

impl Games {
    /// Plays `notation` in the caller's game in this channel. `seen` is the version the caller
    /// saw (from a button); `None` for typed moves, which are checked against the latest
    /// position. The move is committed before the reply says it was played.
    pub async fn play(&self, caller: &Caller, notation: &str, seen: Option<u32>) -> Answer {
        let _turn = crate::table::shared::turn(&self.lanes, caller.place.channel).await;
        let row = self.core.my_game(caller).await?;
        Core::check_seen(&row, seen)?;
        self.play_in(row, caller, notation, None).await
    }

    /// Plays `text` for the caller in `row`; `post` is the kind of outbox post the move owes the
    /// channel (teban's moves, which answer no interaction).
    pub(in crate::table) async fn play_in(
        &self,
        row: GameRow,
        caller: &Caller,
        text: &str,
        post: Option<PostKind>,
    ) -> Answer {
        let checked = self.checked_move(&row, caller, text).await?;
        self.commit_move(row, caller, checked, post).await
    }

    /// The caller's move `text` in `row` as the rules take it: refused if it is not their turn,
    /// their time ran out, or the rules refuse it. Nothing is written.
    pub(super) async fn checked_move(
        &self,
        row: &GameRow,
        caller: &Caller,
        text: &str,
    ) -> Result<CheckedMove, Refusal> {
        let seat = Core::my_seat(row, caller)?;
        self.check_time(row).await?;
        match row.state.to_move() {
            Some(to_move) if to_move == seat => {}
            Some(to_move) => {
                return Err(Refusal::NotYourTurn {
                    to_move: row.name_of(to_move),
                })
            }
            None => return Err(game_over(row)),
        }
        let mut next = row.state.clone();
        let notation = next
            .play(move_as_typed(text)?)
            .map_err(|e| Refusal::Illegal { reason: e.said() })?;
        Ok(CheckedMove {
            seat,
            next,
            notation,
        })
    }

    /// Commits the caller's `checked` move in `row` and says so.
    pub(super) async fn commit_move(
        &self,
        row: GameRow,
        caller: &Caller,
        checked: CheckedMove,
        post: Option<PostKind>,
    ) -> Answer {
        let CheckedMove {
            seat,
            next,
            notation,
        } = checked;
        let said = Said::new(key!("play-moved"))
            .with_mark("player", marks::name(caller.player.name.clone()))
            .with("move", notation.clone());
        let entry = Entry {
            seat,
            kind: EntryKind::Move,
            notation: &notation,
            next,
            draw_offers: SeatSet::EMPTY,
            post,
            aborted_by: None,
        };
        let lang = row.lang;
        self.commit_said(row, entry, said, lang).await
    }

    /// The caller resigns their game in this channel (with two players the other wins; with
    /// four the others play on).
    pub async fn resign(&self, caller: &Caller, seen: Option<u32>) -> Answer {
        let row = self.core.my_game(caller).await?;
        Core::check_seen(&row, seen)?;
        self.resign_in(row, caller).await
    }

    pub(in crate::table) async fn resign_in(&self, row: GameRow, caller: &Caller) -> Answer {
        let seat = Core::my_seat(&row, caller)?;
        let mut next = row.state.clone();
        next.resign(seat);
        let entry = Entry {
            seat,
            kind: EntryKind::Resign,
            notation: "resign",
            next,
            draw_offers: row.draw_offers.without(seat),
            post: None,
            aborted_by: None,
        };
        let said = Said::new(key!("play-resigns"))
            .with_mark("player", marks::name(caller.player.name.clone()));
        let lang = row.lang;
        self.commit_said(row, entry, said, lang).await
    }

    /// The caller aborts their game in this channel, which is allowed until every player has
    /// moved once: the game ends without a result, unrated.
    pub async fn abort(&self, caller: &Caller) -> Answer {
        let row = self.core.my_game(caller).await?;
        let seat = Core::my_seat(&row, caller)?;
        if row.tournament.is_some() {
            return Err(Refusal::Said(Said::new(key!("tournament-refusal-abort"))));
        }
        if row.state.ply() as usize >= row.seats.len() {
            return Err(Refusal::Said(Said::new(key!("refusal-too-late-to-abort"))));
        }
        let said = Said::new(key!("play-aborted-early"));
        let lang = row.lang;
        self.abort_in(row, seat, caller, said, None, lang).await
    }

    /// A server manager ends `game`, any unfinished game of the caller's server, without a
    /// result and unrated. `manages_server`: the caller has the server's *Manage Server*
    /// permission, as the front end was told; refused without it. When the game is played in
    /// another channel than the caller's, its players are told there (through the outbox) and
    /// the caller's answer is for them alone.
    pub async fn admin_abort(&self, caller: &Caller, game: GameId, manages_server: bool) -> Answer {
        if !manages_server {
            return Err(Refusal::Said(Said::new(key!("refusal-not-a-manager"))));
        }
        let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
        if caller.place.guild.is_none() || row.guild != caller.place.guild {
            return Err(Refusal::NotOnThisServer { game });
        }
        if row.is_finished() {
            return Err(game_over(&row));
        }
        let seat = row.state.to_move().unwrap_or(Seat(0));
        let elsewhere = row.channel != caller.place.channel;
        let said = Said::new(key!("play-manager-ends"))
            .with_mark("player", marks::name(caller.player.name.clone()));
        tracing::info!(
            game = row.id.0,
            by = caller.player.id.0,
            "a server manager ends a game"
        );
        // Told elsewhere, the players read the game's language; the manager, theirs.
        let lang = if elsewhere { caller.lang } else { row.lang };
        let mut reply = self
            .abort_in(
                row,
                seat,
                caller,
                said,
                elsewhere.then_some(PostKind::Abort),
                lang,
            )
            .await?;
        if elsewhere {
            reply.audience = Audience::Caller;
        }
        Ok(reply)
    }

    /// Commits the abort of `row` by `caller`, on `seat`'s behalf; the reply in `reply_lang`.
    async fn abort_in(
        &self,
        row: GameRow,
        seat: Seat,
        caller: &Caller,
        said: Said,
        post: Option<PostKind>,
        reply_lang: Lang,
    ) -> Answer {
        let entry = Entry {
            seat,
            kind: EntryKind::Abort,
            notation: "abort",
            next: row.state.clone(),
            draw_offers: SeatSet::EMPTY,
            post,
            aborted_by: Some(caller.player.id),
        };
        self.commit_said(row, entry, said, reply_lang).await
    }

    /// The caller offers a draw, or agrees to the one on the table; the game is drawn once every
    /// seated player agrees.
    pub async fn offer_draw(&self, caller: &Caller, seen: Option<u32>) -> Answer {
        let row = self.core.my_game(caller).await?;
        Core::check_seen(&row, seen)?;
        self.draw_in(row, caller, false).await
    }

    /// Same as [`Games::offer_draw`] when a draw is on the table; refused when none is.
    pub async fn accept_draw(&self, caller: &Caller, seen: Option<u32>) -> Answer {
        let row = self.core.my_game(caller).await?;
        Core::check_seen(&row, seen)?;
        self.draw_in(row, caller, true).await
    }

    pub(in crate::table) async fn draw_in(
        &self,
        row: GameRow,
        caller: &Caller,
        must_be_offered: bool,
    ) -> Answer {
        let seat = Core::my_seat(&row, caller)?;
        let others = row.draw_offers.without(seat);
        if must_be_offered && others.is_empty() {
            return Err(Refusal::Said(Said::new(key!("refusal-no-draw-offered"))));
        }
        if row.draw_offers.contains(seat) {
            return Err(Refusal::Said(Said::new(key!(
                "refusal-draw-already-offered"
            ))));
        }
        let offers = row.draw_offers.with(seat);
        let name = &caller.player.name;
        if seated_mask(&row).minus(offers).is_empty() {
            let mut next = row.state.clone();
            next.agree_draw();
            let entry = Entry {
                seat,
                kind: EntryKind::Draw,
                notation: "draw",
                next,
                draw_offers: SeatSet::EMPTY,
                post: None,
                aborted_by: None,
            };
            let said =
                Said::new(key!("play-draw-agrees")).with_mark("player", marks::name(name.clone()));
            let lang = row.lang;
            return self.commit_said(row, entry, said, lang).await;
        }
        if self
            .store
            .set_draw_offers(row.id, row.version, offers)
            .await?
            .is_err()
        {
            return Err(self.core.moved_on(row.id).await);
        }
        self.core.changed(row.id, row.version);
        let mut row = row;
        row.draw_offers = offers;
        let offered = say!(row.lang, "play-draw-offered", player = marks::name(name));
        let mut reply = self.core.show(&row, offered).await;
        reply.picture = None;
        reply.mention = row
            .seats
            .iter()
            .filter(|s| seated_mask(&row).minus(offers).contains(s.seat))
            .map(|s| s.user)
            .collect();
        reply.after = Some(Box::new(row));
        Ok(reply)
    }

    /// The caller's game in this channel: card, board and the actions of the player to move.
    /// The reply is for the caller alone.
    pub async fn board(&self, caller: &Caller) -> Answer {
        let row = self.core.my_game(caller).await?;
        self.core.peek_from_side(&row, caller).await
    }

    /// The legal moves of the caller's game in this channel that go on from `prefix`, as
    /// autocomplete offers them ([`suggest_moves`]: a turn of several actions one action at a
    /// time), at most `cap`, with the number of whole turns they lead to when that is not their
    /// own number; a reply for the caller alone.
    pub async fn legal(&self, caller: &Caller, prefix: &str, cap: usize) -> Answer {
        use super::suggest::{count_moves_starting_with, typed_move};
        let row = self.core.my_game(caller).await?;
        let Some(to_move) = row.state.to_move() else {
            return Err(game_over(&row));
        };
        let legal = self.core.legal_of(&row);
        let moves = legal.all();
        let offers = suggest_moves(moves, prefix, usize::MAX);
        let turns = count_moves_starting_with(moves, prefix);
        let shown = &offers[..offers.len().min(cap)];
        let lang = caller.lang;
        let mine = if row.seat_of(caller.player.id) == Some(to_move) {
            "yes"
        } else {
            "no"
        };
        let mut heading = say!(
            lang,
            "play-legal-heading",
            mine = mine,
            player = row.name_of(to_move)
        );
        let wanted = typed_move(prefix);
        if !wanted.is_empty() {
            heading = say!(
                lang,
                "play-legal-starting-with",
                heading = heading,
                prefix = wanted.as_str()
            );
        }
        // The offers are whole turns (Quoridor's, always), or a turn begun action by action.
        let whole = turns == offers.len() && offers.iter().all(|o| moves.contains(o));
        if !offers.is_empty() && !whole {
            heading = say!(lang, "play-legal-one-action-at-a-time", heading = heading);
        }
        if offers.len() > shown.len() {
            heading = say!(
                lang,
                "play-legal-first",
                heading = heading,
                shown = shown.len() as f64,
                total = offers.len() as f64
            );
        }
        // Moves of several words are told apart by commas.
        let list = shown.join(if shown.iter().any(|m| m.contains(' ')) {
            ", "
        } else {
            " "
        });
        let text = if offers.is_empty() {
            say!(lang, "play-legal-none", heading = heading)
        } else if whole {
            say!(lang, "play-legal-list", heading = heading, list = list)
        } else {
            let longer = offers.iter().find(|o| o.len() > wanted.len());
            say!(
                lang,
                "play-legal-actions",
                heading = heading,
                list = list,
                turns = turns as f64,
                example = longer.unwrap_or(&offers[0]).as_str()
            )
        };
        Ok(Reply {
            text,
            audience: Audience::Caller,
            lang,
            ..Reply::default()
        })
    }

    /// Autocomplete: the legal moves of the caller's game in this channel that go on from
    /// `prefix`, a turn of several actions offered one action at a time ([`suggest_moves`]),
    /// at most `cap` (the front end's limit). When the caller has no game here or
    /// it is not their turn, the one suggestion says so ("it is bob's turn (move 4)"): played
    /// anyway, it is refused with the same words. Fast: one indexed query and a per-version cache
    /// of the legal-move list.
    pub async fn autocomplete(&self, caller: &Caller, prefix: &str, cap: usize) -> Vec<String> {
        let Ok(Some((game, version))) = self
            .store
            .active_game_id(caller.place.channel, caller.player.id)
            .await
        else {
            return vec![tr!(caller.lang, "play-autocomplete-no-game")];
        };
        let cached = {
            let cache = self.core.legal.lock().unwrap_or_else(|e| e.into_inner());
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
                let moves = self.core.legal_of(&row);
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
                    Some(seat) => tr!(
                        caller.lang,
                        "play-autocomplete-turn",
                        player = row.name_of(seat),
                        move = row.state.ply() + 1
                    ),
                    None => status_line(&row, caller.lang).plain_words(),
                }],
                _ => Vec::new(),
            };
        }
        suggest_moves(moves.all(), prefix, cap)
    }

    /// Seats `players` (in seat order) at a game in `place` directly, without a challenge; if
    /// exactly these players already have an unfinished game of `kind` there, resumes it. Used by
    /// the terminal table, where the players share one keyboard, and by tests and benchmarks.
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

    /// [`Games::sit`] at a table that speaks `lang` (the terminal's `LANG`): the game's words,
    /// and the refusals, are in it.
    pub async fn sit_speaking(
        &self,
        place: Place,
        players: &[Player],
        kind: GameKind,
        variant: Option<&str>,
        rated: bool,
        lang: Lang,
    ) -> Result<Seating, Refusal> {
        let fresh = AnyGame::new(kind, variant).map_err(|e| Refusal::Said(e.said()))?;
        if let Some(resumed) = self.resume(place, players, kind).await? {
            return Ok(resumed);
        }
        if players.len() != fresh.seat_count() {
            return Err(Refusal::Said(
                Said::new(key!("refusal-seat-count"))
                    .with("game", kind_and_variant(kind, &fresh.variant()))
                    .with_number("seats", fresh.seat_count() as f64)
                    .with_number("players", players.len() as f64),
            ));
        }
        for (i, p) in players.iter().enumerate() {
            if players[..i].iter().any(|q| q.id == p.id) {
                return Err(Refusal::Said(
                    Said::new(key!("refusal-named-twice")).with("player", p.name.clone()),
                ));
            }
        }
        let created = self
            .store
            .create_game(&NewGame {
                kind,
                variant: fresh.variant(),
                guild: place.guild,
                channel: place.channel,
                home: crate::model::Home::Posted,
                rated,
                seats: players.iter().map(|p| (p.id, p.name.clone())).collect(),
                // The terminal's games and the tools' have no clock.
                clock: GameClock::default(),
                deadline: Default::default(),
                lang,
                vacation: true,
            })
            .await?;
        match created {
            Ok(row) => Ok(Seating {
                game: row.id,
                card: Core::card_of(&row),
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
        let ids: Vec<UserId> = players.iter().map(|p| p.id).collect();
        let row = self
            .store
            .unfinished_game_of(place.channel, kind, &ids)
            .await?;
        Ok(row.map(|row| Seating {
            game: row.id,
            card: Core::card_of(&row),
            resumed: true,
        }))
    }
}

/// What a player typed as a move, refused before the rules see it when it cannot be one: empty,
/// longer than any move, or with characters that no notation uses (control characters,
/// backticks), so that no refusal quotes a wall of text or breaks the message around it.
pub(super) fn move_as_typed(text: &str) -> Result<&str, Refusal> {
    let text = text.trim();
    let length = text.chars().count();
    if text.is_empty() {
        return Err(Refusal::Illegal {
            reason: Said::new(key!("refusal-type-a-move")),
        });
    }
    if length > LONGEST_MOVE {
        return Err(Refusal::Illegal {
            reason: Said::new(key!("refusal-move-too-long"))
                .with_number("length", length as f64)
                .with_number("longest", LONGEST_MOVE as f64),
        });
    }
    if text.chars().any(|c| c.is_control() || c == '`') {
        return Err(Refusal::Illegal {
            reason: Said::new(key!("refusal-move-characters")),
        });
    }
    Ok(text)
}
