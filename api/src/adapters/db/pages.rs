//! A page of a list, as every operators' and players' list reads one: the
//! rows of a query in its order from `offset`, at most `limit` of them,
//! and how many rows it has in all (counted first, before the order, which
//! a count does not need).

use domain::ports::StoreError;
use sea_orm::{ConnectionTrait, EntityTrait, PaginatorTrait, QuerySelect, Select};

use super::other;

/// The rows of `ordered` from `offset`, at most `limit`; `what` names the
/// list in an error.
pub(crate) async fn page<E: EntityTrait>(
    db: &impl ConnectionTrait,
    ordered: Select<E>,
    (offset, limit): (u64, u64),
    what: &str,
) -> Result<Vec<E::Model>, StoreError> {
    ordered.offset(offset).limit(limit).all(db).await.map_err(|e| other(&format!("list {what}"), e))
}

/// How many rows `query` has, then the page of it `order` sorts.
pub(crate) async fn counted_page<E: EntityTrait>(
    db: &impl ConnectionTrait,
    query: Select<E>,
    order: impl FnOnce(Select<E>) -> Select<E>,
    window: (u64, u64),
    what: &str,
) -> Result<(Vec<E::Model>, u64), StoreError>
where
    E::Model: Sync,
{
    let total = query.clone().count(db).await.map_err(|e| other(&format!("count {what}"), e))?;
    Ok((page(db, order(query), window, what).await?, total))
}
