//! How the stores read rows: all a query finds, each row made a domain
//! value, a failure named for the log; and a page of a list, as every
//! operators' and players' list reads one: the rows of a query in its order
//! from `offset`, at most `limit` of them, and how many rows it has in all
//! (counted first, before the order, which a count does not need).

use domain::ports::StoreError;
use sea_orm::{
    ConnectionTrait, EntityTrait, PaginatorTrait, QuerySelect, Select, SelectModel, Selector,
    SelectorTrait,
};

use super::other;

/// A query whose rows the helpers below read: an entity's `find()` chain
/// or a `select_only` one made `into_tuple`.
pub(crate) trait Rows {
    /// How each row is read.
    type Reader: SelectorTrait;
    /// The query as sea-orm runs it.
    fn reader(self) -> Selector<Self::Reader>;
}

impl<E: EntityTrait> Rows for Select<E> {
    type Reader = SelectModel<E::Model>;
    fn reader(self) -> Selector<Self::Reader> {
        self.into_model()
    }
}

impl<S: SelectorTrait> Rows for Selector<S> {
    type Reader = S;
    fn reader(self) -> Self {
        self
    }
}

/// A row of `R`.
type Row<R> = <<R as Rows>::Reader as SelectorTrait>::Item;

/// Every row `select` finds, each made a `T` by `each`; `what` names the
/// read in an error.
pub(crate) async fn read_all<R: Rows, T>(
    db: &impl ConnectionTrait,
    select: R,
    what: &str,
    each: impl FnMut(Row<R>) -> T,
) -> Result<Vec<T>, StoreError> {
    Ok(select.reader().all(db).await.map_err(|e| other(what, e))?.into_iter().map(each).collect())
}

/// Every row `select` finds, each decoded by `decode`: a stored value that
/// no longer reads fails the whole read.
pub(crate) async fn decode_all<R: Rows, T>(
    db: &impl ConnectionTrait,
    select: R,
    what: &str,
    decode: impl FnMut(Row<R>) -> Result<T, StoreError>,
) -> Result<Vec<T>, StoreError> {
    read_all(db, select, what, decode).await?.into_iter().collect()
}

/// The first row `select` finds, if any, made a `T` by `each`.
pub(crate) async fn read_one<R: Rows, T>(
    db: &impl ConnectionTrait,
    select: R,
    what: &str,
    each: impl FnOnce(Row<R>) -> T,
) -> Result<Option<T>, StoreError> {
    Ok(select.reader().one(db).await.map_err(|e| other(what, e))?.map(each))
}

/// The first row `select` finds, if any, decoded by `decode`.
pub(crate) async fn decode_one<R: Rows, T>(
    db: &impl ConnectionTrait,
    select: R,
    what: &str,
    decode: impl FnOnce(Row<R>) -> Result<T, StoreError>,
) -> Result<Option<T>, StoreError> {
    read_one(db, select, what, decode).await?.transpose()
}

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
