//! `/tournament`: `create`, `start`, `standings`, `list`, `withdraw` and `cancel`. Joining and
//! leaving are the **Join** / **Leave** buttons of the announcement (see [`super::super::buttons`]).
//!
//! Who may create, start and cancel is the table's to decide: the command says what Discord told
//! it of the caller (*Manage Server*, their roles), and the table checks it against the server's
//! organiser role. Of the other command files it imports only the shared [`super::ask`] and
//! [`super::options`].

use super::ask::{ask, Ctx, Visibility};
use super::options::{clocks, variants, Choice, FormatChoice};
use crate::discord::Error;
use crate::games::GameKind;
use crate::table::{
    Authority, Caller, GameClock, Refusal, Reply, Table, TournamentId, TournamentRequest,
};

/// What Discord says of the caller: whether they may manage the server, and their roles.
fn authority_of(ctx: Ctx<'_>) -> Authority {
    let member = ctx.interaction.member.as_ref();
    Authority {
        manages_server: member
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild()),
        roles: member
            .map(|m| m.roles.iter().map(|r| r.get()).collect())
            .unwrap_or_default(),
    }
}

/// Round-robin and Swiss tournaments of this server.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "tournament_create",
        "tournament_start",
        "tournament_standings",
        "tournament_list",
        "tournament_withdraw",
        "tournament_cancel"
    ),
    subcommand_required
)]
pub async fn tournament(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// Announce a tournament that members join with its buttons.
#[poise::command(slash_command, rename = "create")]
#[allow(clippy::too_many_arguments)] // one per option of the command
pub async fn tournament_create(
    ctx: Ctx<'_>,
    game: Choice<GameKind>,
    format: Choice<FormatChoice>,
    #[min = 1]
    #[max = 15]
    rounds: Option<u32>,
    #[max_length = 60] name: Option<String>,
    #[autocomplete = "variants"] variant: Option<String>,
    #[autocomplete = "clocks"] clock: Option<String>,
    rated: Option<bool>,
    #[min = 2]
    #[max = 256]
    players: Option<u32>,
    #[min = 1]
    #[max = 720]
    hours: Option<u32>,
    vacation: Option<bool>,
) -> Result<(), Error> {
    let authority = authority_of(ctx);
    let request = TournamentRequest {
        name,
        kind: game.0,
        variant,
        format: format.0 .0,
        rounds,
        clock: match clock.as_deref().map(str::parse::<GameClock>) {
            Some(Ok(clock)) => Some(clock),
            Some(Err(_)) => {
                return ask(ctx, Visibility::Ephemeral, |_, who| async move {
                    Err(Refusal::BadRequest(crate::tr!(
                        who.lang,
                        "discord-refusal-clock"
                    )))
                })
                .await
            }
            None => None,
        },
        rated: rated.unwrap_or(true),
        vacation: vacation.unwrap_or(true),
        max_players: players.unwrap_or(16),
        signup_hours: hours,
    };
    ask(ctx, Visibility::Public, |table, who| async move {
        table
            .tournaments()
            .create_tournament(&who, &authority, request)
            .await
    })
    .await
}

/// Asks the table about the tournament numbered `tournament` (or the server's newest under
/// way), on behalf of the caller, with what Discord says of their authority.
async fn about<F, Fut>(ctx: Ctx<'_>, tournament: Option<i64>, request: F) -> Result<(), Error>
where
    F: FnOnce(Table, Caller, Authority, Option<TournamentId>) -> Fut,
    Fut: std::future::Future<Output = Result<Reply, Refusal>>,
{
    let authority = authority_of(ctx);
    ask(ctx, Visibility::Ephemeral, |table, who| {
        request(table, who, authority, tournament.map(TournamentId))
    })
    .await
}

/// Close sign-ups and pair round 1 now (the organiser, or a manager).
#[poise::command(slash_command, rename = "start")]
pub async fn tournament_start(
    ctx: Ctx<'_>,
    #[min = 1] tournament: Option<i64>,
) -> Result<(), Error> {
    about(ctx, tournament, |table, who, authority, id| async move {
        table
            .tournaments()
            .start_tournament(&who, &authority, id)
            .await
    })
    .await
}

/// The standings of a tournament of this server.
#[poise::command(slash_command, rename = "standings")]
pub async fn tournament_standings(
    ctx: Ctx<'_>,
    #[min = 1] tournament: Option<i64>,
) -> Result<(), Error> {
    about(ctx, tournament, |table, who, _, id| async move {
        table.tournaments().tournament_standings(&who, id).await
    })
    .await
}

/// This server's tournaments.
#[poise::command(slash_command, rename = "list")]
pub async fn tournament_list(ctx: Ctx<'_>) -> Result<(), Error> {
    about(ctx, None, |table, who, _, _| async move {
        table.tournaments().tournaments(&who).await
    })
    .await
}

/// Stop playing in a tournament: no more pairings; your games under way still count.
#[poise::command(slash_command, rename = "withdraw")]
pub async fn tournament_withdraw(
    ctx: Ctx<'_>,
    #[min = 1] tournament: Option<i64>,
) -> Result<(), Error> {
    about(ctx, tournament, |table, who, _, id| async move {
        table.tournaments().withdraw(&who, id).await
    })
    .await
}

/// Call a tournament off (the organiser, or a manager); games under way go on.
#[poise::command(slash_command, rename = "cancel")]
pub async fn tournament_cancel(
    ctx: Ctx<'_>,
    #[min = 1] tournament: Option<i64>,
) -> Result<(), Error> {
    about(ctx, tournament, |table, who, authority, id| async move {
        table
            .tournaments()
            .cancel_tournament(&who, &authority, id)
            .await
    })
    .await
}
