//! One macro writes every turn-action mutation: each takes `gameId`, its
//! own arguments, `expectedVersion` and `idempotencyKey`, builds one
//! command and acts through `act` (in `graphql/mod.rs`: versions, keys,
//! refusals with their `code` and `rule`), so the shared arguments and their
//! documentation are written once. `with bd` gives the command the game's
//! board, to read slugs.

/// Expands to a mutations object, one field per action:
///
/// ```text
/// action_mutations! {
///     /// The object's doc.
///     RiskActions as "RiskActions";
///     /// A field's doc.
///     fn place(country: String, armies: u32) with bd => Command::Place { .. };
/// }
/// ```
macro_rules! action_mutations {
    (
        $(#[$outer:meta])*
        $name:ident as $graphql_name:literal;
        $(
            $(#[$attr:meta])*
            fn $method:ident($($(#[$arg_attr:meta])* $arg:ident : $ty:ty),* $(,)?)
                $(with $bd:ident)? $(noting $note:ident)? => $command:expr;
        )+
    ) => {
        $(#[$outer])*
        #[derive(Debug, Default)]
        pub struct $name;

        #[expect(
            clippy::too_many_arguments,
            reason = "one GraphQL argument per field of a command"
        )]
        #[async_graphql::Object(name = $graphql_name)]
        impl $name {
            $(
                $(#[$attr])*
                #[graphql(complexity = 5)]
                async fn $method(
                    &self,
                    ctx: &async_graphql::Context<'_>,
                    game_id: String,
                    $($(#[$arg_attr])* $arg: $ty,)*
                    expected_version: Option<u64>,
                    #[graphql(
                        desc = "As REST's `Idempotency-Key`: a retry with the key gets the first answer (`replayed: true`) and acts once."
                    )]
                    idempotency_key: Option<String>,
                ) -> async_graphql::Result<$crate::graphql::ActResult> {
                    $(let $bd = $crate::graphql::board(ctx, &game_id).await?;)?
                    // Only a proposal takes a message (`noting`).
                    let note: Option<String> = None $(.or($note))?;
                    let command: domain::game::Command = $command.into();
                    let how = (expected_version, idempotency_key);
                    $crate::graphql::mutations::act(ctx, game_id, command, how, note).await
                }
            )+
        }
    };
}

pub(super) use action_mutations;
