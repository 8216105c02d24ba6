//! How the stores change rows in place: an entity's `update_many()` or
//! `delete_many()` chain run on a connection or a transaction, its failure
//! named for the log, and how many rows it changed (which is how a store
//! tells "did it" from "someone else did first").

use domain::ports::StoreError;
use sea_orm::{ConnectionTrait, QueryTrait, StatementBuilder};

use super::other;

/// Runs `change` on `db`: how many rows it changed; `what` names it in an
/// error.
pub(crate) async fn changed<Q>(
    db: &impl ConnectionTrait,
    change: Q,
    what: &str,
) -> Result<u64, StoreError>
where
    Q: QueryTrait,
    Q::QueryStatement: StatementBuilder,
{
    let done = db.execute(&change.into_query()).await.map_err(|e| other(what, e))?;
    Ok(done.rows_affected())
}
