//! TEG II's turn actions as typed mutations (`docs/rules/teg2.md`), one per
//! action, beside the generic `teg2(gameId, command)`: each builds the same
//! command REST takes inside `{"type": "teg2", "command": ...}` and acts
//! through the same use case (versions, idempotency keys, refusals with
//! their `code` and `rule`). `legalActions.teg2` lists what the caller may
//! send now, with the window ids commitments bind (T2-SEC-2).

use async_graphql::Enum;
use domain::game::Command;
use domain::teg2::Command as T;

use super::actions::action_mutations;
use super::wire::{Teg2CommandInput, Teg2MoveInput, Teg2PlacementInput};

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

action_mutations! {
    /// TEG II's typed mutations.
    Teg2Mutations as "Teg2Mutations";

    /// A TEG II action (`docs/rules/teg2.md`): `command` is the JSON REST
    /// takes inside `{"type": "teg2", "command": ...}`, such as
    /// `{"action": "commit_split", "power": "usa", "commitment": "..."}`;
    /// `legalActions.teg2` lists what the caller may send now.
    fn teg2(command: Teg2CommandInput) => {
        let command =
            command.to_json().map_err(|e| super::gql(crate::error::ApiError::internal(e)))?;
        Command::teg2(super::input::<_, T>(&command, "MALFORMED_JSON")?)
    };

    /// Places an objective token face down (T2-OBJ-3): `commitment` is the
    /// SHA-256 of `teg2|<game>|<window>|<power>|<kind>|<nonce>` (T2-SEC-2).
    fn teg2_place_objective(power: Power, region: String, commitment: String) =>
        Command::teg2(T::PlaceObjective { power: power.into(), region, commitment });

    /// Reveals a placed token's kind (T2-OBJ-5, T2-SEC-3); `token` is its
    /// place in the power's placements, from 0.
    fn teg2_reveal_objective(power: Power, token: u8, kind: TokenKind, nonce: String) =>
        Command::teg2(T::RevealObjective { power: power.into(), token, kind: kind.into(), nonce });

    /// Places every unit due (T2-INC), the special unit and the rocket where
    /// due (T2-SPU-1, T2-RKT-1).
    fn teg2_incorporate(
        power: Power,
        units: Vec<Teg2PlacementInput>,
        special: Option<String>,
        rocket: Option<String>,
    ) => {
        let units = super::input(&units, "MALFORMED_JSON")?;
        Command::teg2(T::Incorporate { power: power.into(), units, special, rocket })
    };

    /// Announces a combat against `opponent` in `region` (T2-ANN-2).
    fn teg2_announce(power: Power, region: String, opponent: Power) =>
        Command::teg2(T::Announce { power: power.into(), region, opponent: opponent.into() });

    /// Brings reinforcements, one crossing per neighbouring region; an
    /// empty list brings nothing (T2-REI).
    fn teg2_reinforce(power: Power, moves: Vec<Teg2MoveInput>) => {
        let moves = super::input(&moves, "MALFORMED_JSON")?;
        Command::teg2(T::Reinforce { power: power.into(), moves })
    };

    /// Retreats every unit instead of fighting (T2-RET).
    fn teg2_retreat(power: Power, moves: Vec<Teg2MoveInput>) => {
        let moves = super::input(&moves, "MALFORMED_JSON")?;
        Command::teg2(T::Retreat { power: power.into(), moves })
    };

    /// Commits to a battle command (T2-CLK-1, T2-SEC-2).
    fn teg2_commit_split(power: Power, commitment: String) =>
        Command::teg2(T::CommitSplit { power: power.into(), commitment });

    /// Reveals the battle command, canonical form `"3,+,ue"` (T2-SEC-3).
    fn teg2_reveal_split(power: Power, split: String, nonce: String) =>
        Command::teg2(T::RevealSplit { power: power.into(), split, nonce });

    /// Launches a rocket at `target` (T2-RKT-5).
    fn teg2_launch(power: Power, target: String) =>
        Command::teg2(T::Launch { power: power.into(), target });

    /// Commits to intercepting a rocket or not (T2-RKT-8).
    fn teg2_commit_intercept(power: Power, commitment: String) =>
        Command::teg2(T::CommitIntercept { power: power.into(), commitment });

    /// Reveals the interception choice (T2-RKT-8, T2-SEC-3).
    fn teg2_reveal_intercept(power: Power, intercept: bool, nonce: String) =>
        Command::teg2(T::RevealIntercept { power: power.into(), intercept, nonce });

    /// Ends the attack turn (T2-ANN-1).
    fn teg2_end_turn(power: Power) => Command::teg2(T::EndTurn { power: power.into() });
}
