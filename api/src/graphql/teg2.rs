//! TEG II's turn actions as typed mutations (`docs/rules/teg2.md`), one per
//! action, beside the generic `teg2(gameId, command)`: each builds the same
//! command REST takes inside `{"type": "teg2", "command": ...}` and acts
//! through the same use case (versions, idempotency keys, refusals with
//! their `code` and `rule`). `legalActions.teg2` lists what the caller may
//! send now, with the window ids commitments bind (T2-SEC-2).

use async_graphql::{Context, Enum, Object};
use domain::game::Command;
use domain::teg2::Command as T;

use super::wire::{Teg2CommandInput, Teg2MoveInput, Teg2PlacementInput};
use super::{ActResult, act};

/// A power (T2-CMP-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[graphql(name = "Teg2Power", remote = "domain::teg2::Power")]
pub enum Power {
    /// The USA.
    Usa,
    /// The USSR.
    Ussr,
    /// China.
    China,
    /// Japan.
    Japan,
    /// Western Europe.
    WestEurope,
    /// Eastern Europe.
    EastEurope,
}

/// An objective token (T2-OBJ-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[graphql(name = "Teg2TokenKind", remote = "domain::teg2::TokenKind")]
pub enum TokenKind {
    /// Intervention, 1 point.
    #[graphql(name = "INTERVENTION_1")]
    Intervention1,
    /// Non-intervention, 2 points.
    #[graphql(name = "NON_INTERVENTION_2")]
    NonIntervention2,
    /// Intervention, 3 points.
    #[graphql(name = "INTERVENTION_3")]
    Intervention3,
    /// Intervention, 4 points.
    #[graphql(name = "INTERVENTION_4")]
    Intervention4,
    /// Control, 5 points.
    #[graphql(name = "CONTROL_5")]
    Control5,
}

/// Acts with a TEG II command, as every TEG II mutation does.
pub(super) async fn send(
    ctx: &Context<'_>,
    game_id: String,
    command: T,
    expected_version: Option<u64>,
    idempotency_key: Option<String>,
) -> async_graphql::Result<ActResult> {
    let command = Command::teg2(command);
    act(ctx, game_id, command, expected_version, idempotency_key).await
}

/// TEG II's typed mutations.
#[derive(Debug, Default)]
pub struct Teg2Mutations;

#[expect(clippy::too_many_arguments, reason = "one GraphQL argument per field of the command")]
#[Object]
impl Teg2Mutations {
    /// A TEG II action (`docs/rules/teg2.md`): `command` is the JSON REST
    /// takes inside `{"type": "teg2", "command": ...}`, such as
    /// `{"action": "commit_split", "power": "usa", "commitment": "..."}`;
    /// `legalActions.teg2` lists what the caller may send now.
    #[graphql(complexity = 5)]
    async fn teg2(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        command: Teg2CommandInput,
        expected_version: Option<u64>,
        #[graphql(
            desc = "As REST's `Idempotency-Key`: a retry with the key gets the first answer (`replayed: true`) and acts once."
        )]
        idempotency_key: Option<String>,
    ) -> async_graphql::Result<ActResult> {
        let command =
            command.to_json().map_err(|e| super::gql(crate::error::ApiError::internal(e)))?;
        let command: T = super::input(&command, "MALFORMED_JSON")?;
        send(ctx, game_id, command, expected_version, idempotency_key).await
    }

    /// Places an objective token face down (T2-OBJ-3): `commitment` is the
    /// SHA-256 of `teg2|<game>|<window>|<power>|<kind>|<nonce>` (T2-SEC-2).
    #[graphql(complexity = 5)]
    async fn teg2_place_objective(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        power: Power,
        region: String,
        commitment: String,
        expected_version: Option<u64>,
        #[graphql(
            desc = "As REST's `Idempotency-Key`: a retry with the key gets the first answer (`replayed: true`) and acts once."
        )]
        idempotency_key: Option<String>,
    ) -> async_graphql::Result<ActResult> {
        let command = T::PlaceObjective { power: power.into(), region, commitment };
        send(ctx, game_id, command, expected_version, idempotency_key).await
    }

    /// Reveals a placed token's kind (T2-OBJ-5, T2-SEC-3); `token` is its
    /// place in the power's placements, from 0.
    #[graphql(complexity = 5)]
    async fn teg2_reveal_objective(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        power: Power,
        token: u8,
        kind: TokenKind,
        nonce: String,
        expected_version: Option<u64>,
        #[graphql(
            desc = "As REST's `Idempotency-Key`: a retry with the key gets the first answer (`replayed: true`) and acts once."
        )]
        idempotency_key: Option<String>,
    ) -> async_graphql::Result<ActResult> {
        let command = T::RevealObjective { power: power.into(), token, kind: kind.into(), nonce };
        send(ctx, game_id, command, expected_version, idempotency_key).await
    }

    /// Places every unit due (T2-INC), the special unit and the rocket where
    /// due (T2-SPU-1, T2-RKT-1).
    #[graphql(complexity = 5)]
    async fn teg2_incorporate(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        power: Power,
        units: Vec<Teg2PlacementInput>,
        special: Option<String>,
        rocket: Option<String>,
        expected_version: Option<u64>,
        #[graphql(
            desc = "As REST's `Idempotency-Key`: a retry with the key gets the first answer (`replayed: true`) and acts once."
        )]
        idempotency_key: Option<String>,
    ) -> async_graphql::Result<ActResult> {
        let units = super::input(&units, "MALFORMED_JSON")?;
        let command = T::Incorporate { power: power.into(), units, special, rocket };
        send(ctx, game_id, command, expected_version, idempotency_key).await
    }

    /// Announces a combat against `opponent` in `region` (T2-ANN-2).
    #[graphql(complexity = 5)]
    async fn teg2_announce(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        power: Power,
        region: String,
        opponent: Power,
        expected_version: Option<u64>,
        #[graphql(
            desc = "As REST's `Idempotency-Key`: a retry with the key gets the first answer (`replayed: true`) and acts once."
        )]
        idempotency_key: Option<String>,
    ) -> async_graphql::Result<ActResult> {
        let command = T::Announce { power: power.into(), region, opponent: opponent.into() };
        send(ctx, game_id, command, expected_version, idempotency_key).await
    }

    /// Brings reinforcements, one crossing per neighbouring region; an
    /// empty list brings nothing (T2-REI).
    #[graphql(complexity = 5)]
    async fn teg2_reinforce(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        power: Power,
        moves: Vec<Teg2MoveInput>,
        expected_version: Option<u64>,
        #[graphql(
            desc = "As REST's `Idempotency-Key`: a retry with the key gets the first answer (`replayed: true`) and acts once."
        )]
        idempotency_key: Option<String>,
    ) -> async_graphql::Result<ActResult> {
        let command =
            T::Reinforce { power: power.into(), moves: super::input(&moves, "MALFORMED_JSON")? };
        send(ctx, game_id, command, expected_version, idempotency_key).await
    }

    /// Retreats every unit instead of fighting (T2-RET).
    #[graphql(complexity = 5)]
    async fn teg2_retreat(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        power: Power,
        moves: Vec<Teg2MoveInput>,
        expected_version: Option<u64>,
        #[graphql(
            desc = "As REST's `Idempotency-Key`: a retry with the key gets the first answer (`replayed: true`) and acts once."
        )]
        idempotency_key: Option<String>,
    ) -> async_graphql::Result<ActResult> {
        let command =
            T::Retreat { power: power.into(), moves: super::input(&moves, "MALFORMED_JSON")? };
        send(ctx, game_id, command, expected_version, idempotency_key).await
    }

    /// Commits to a battle command (T2-CLK-1, T2-SEC-2).
    #[graphql(complexity = 5)]
    async fn teg2_commit_split(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        power: Power,
        commitment: String,
        expected_version: Option<u64>,
        #[graphql(
            desc = "As REST's `Idempotency-Key`: a retry with the key gets the first answer (`replayed: true`) and acts once."
        )]
        idempotency_key: Option<String>,
    ) -> async_graphql::Result<ActResult> {
        let command = T::CommitSplit { power: power.into(), commitment };
        send(ctx, game_id, command, expected_version, idempotency_key).await
    }

    /// Reveals the battle command, canonical form `"3,+,ue"` (T2-SEC-3).
    #[graphql(complexity = 5)]
    async fn teg2_reveal_split(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        power: Power,
        split: String,
        nonce: String,
        expected_version: Option<u64>,
        #[graphql(
            desc = "As REST's `Idempotency-Key`: a retry with the key gets the first answer (`replayed: true`) and acts once."
        )]
        idempotency_key: Option<String>,
    ) -> async_graphql::Result<ActResult> {
        let command = T::RevealSplit { power: power.into(), split, nonce };
        send(ctx, game_id, command, expected_version, idempotency_key).await
    }

    /// Launches a rocket at `target` (T2-RKT-5).
    #[graphql(complexity = 5)]
    async fn teg2_launch(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        power: Power,
        target: String,
        expected_version: Option<u64>,
        #[graphql(
            desc = "As REST's `Idempotency-Key`: a retry with the key gets the first answer (`replayed: true`) and acts once."
        )]
        idempotency_key: Option<String>,
    ) -> async_graphql::Result<ActResult> {
        send(
            ctx,
            game_id,
            T::Launch { power: power.into(), target },
            expected_version,
            idempotency_key,
        )
        .await
    }

    /// Commits to intercepting a rocket or not (T2-RKT-8).
    #[graphql(complexity = 5)]
    async fn teg2_commit_intercept(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        power: Power,
        commitment: String,
        expected_version: Option<u64>,
        #[graphql(
            desc = "As REST's `Idempotency-Key`: a retry with the key gets the first answer (`replayed: true`) and acts once."
        )]
        idempotency_key: Option<String>,
    ) -> async_graphql::Result<ActResult> {
        let command = T::CommitIntercept { power: power.into(), commitment };
        send(ctx, game_id, command, expected_version, idempotency_key).await
    }

    /// Reveals the interception choice (T2-RKT-8, T2-SEC-3).
    #[graphql(complexity = 5)]
    async fn teg2_reveal_intercept(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        power: Power,
        intercept: bool,
        nonce: String,
        expected_version: Option<u64>,
        #[graphql(
            desc = "As REST's `Idempotency-Key`: a retry with the key gets the first answer (`replayed: true`) and acts once."
        )]
        idempotency_key: Option<String>,
    ) -> async_graphql::Result<ActResult> {
        let command = T::RevealIntercept { power: power.into(), intercept, nonce };
        send(ctx, game_id, command, expected_version, idempotency_key).await
    }

    /// Ends the attack turn (T2-ANN-1).
    #[graphql(complexity = 5)]
    async fn teg2_end_turn(
        &self,
        ctx: &Context<'_>,
        game_id: String,
        power: Power,
        expected_version: Option<u64>,
        #[graphql(
            desc = "As REST's `Idempotency-Key`: a retry with the key gets the first answer (`replayed: true`) and acts once."
        )]
        idempotency_key: Option<String>,
    ) -> async_graphql::Result<ActResult> {
        send(ctx, game_id, T::EndTurn { power: power.into() }, expected_version, idempotency_key)
            .await
    }
}
