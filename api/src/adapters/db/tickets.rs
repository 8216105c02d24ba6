//! Quick-match tickets (SVC-MATCH) on the games' database: a match marks
//! its tickets matched, each only if still waiting, and creates its game,
//! in one transaction, so instances matching at once put a ticket in one
//! game at most and a lost race writes nothing.

use domain::game::{Event, Options};
use domain::ports::{
    GameId, GameMeta, GameStatus, StoreError, Ticket, TicketStatus, TicketStore, TurnClock, UserId,
};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, TransactionTrait};

use super::entities::{games, match_tickets};
use super::{SeaGameStore, is_unique_violation, other};

const WAITING: &str = "waiting";

fn row_of(t: &Ticket) -> Result<match_tickets::ActiveModel, StoreError> {
    let clock = t
        .clock
        .map(|c| serde_json::to_string(&c).map_err(|e| other("encode a clock", e)))
        .transpose()?;
    Ok(match_tickets::ActiveModel {
        id: Set(t.id.clone()),
        user_id: Set(t.user.0.clone()),
        ruleset: Set(t.ruleset.clone()),
        min_players: Set(i32::try_from(t.players.0).unwrap_or(i32::MAX)),
        max_players: Set(i32::try_from(t.players.1).unwrap_or(i32::MAX)),
        clock: Set(clock),
        options: Set(serde_json::to_string(&t.options).map_err(|e| other("encode options", e))?),
        rated: Set(t.rated),
        bots_after_ms: Set(t.bots_after_ms),
        status: Set(t.status.as_str().to_owned()),
        game_id: Set(match &t.status {
            TicketStatus::Matched(g) => Some(g.0.clone()),
            _ => None,
        }),
        created_at: Set(t.created_at_ms),
        updated_at: Set(t.updated_at_ms),
    })
}

fn ticket_of(row: match_tickets::Model) -> Result<Ticket, StoreError> {
    let clock: Option<TurnClock> = row
        .clock
        .as_deref()
        .map(serde_json::from_str)
        .transpose()
        .map_err(|e| other("decode a clock", e))?;
    let options: Options =
        serde_json::from_str(&row.options).map_err(|e| other("decode options", e))?;
    let status = match (row.status.as_str(), row.game_id) {
        (WAITING, _) => TicketStatus::Waiting,
        ("matched", Some(g)) => TicketStatus::Matched(GameId(g)),
        ("cancelled", _) => TicketStatus::Cancelled,
        ("expired", _) => TicketStatus::Expired,
        (other_status, _) => {
            return Err(StoreError::Other(format!("a ticket in status `{other_status}`")));
        }
    };
    Ok(Ticket {
        id: row.id,
        user: UserId(row.user_id),
        ruleset: row.ruleset,
        players: (
            usize::try_from(row.min_players).unwrap_or(0),
            usize::try_from(row.max_players).unwrap_or(0),
        ),
        clock,
        options,
        rated: row.rated,
        bots_after_ms: row.bots_after_ms,
        status,
        created_at_ms: row.created_at,
        updated_at_ms: row.updated_at,
    })
}

impl TicketStore for SeaGameStore {
    async fn open_ticket(&self, ticket: &Ticket) -> Result<(), StoreError> {
        match match_tickets::Entity::insert(row_of(ticket)?).exec(&self.db).await {
            Ok(_) => Ok(()),
            // The partial unique index: a waiting ticket of theirs exists.
            Err(e) if is_unique_violation(&e) => Err(StoreError::AlreadyExists),
            Err(e) => Err(other("open a ticket", e)),
        }
    }

    async fn ticket(&self, id: &str) -> Result<Option<Ticket>, StoreError> {
        let select = match_tickets::Entity::find_by_id(id.to_owned());
        super::reads::decode_one(&self.db, select, "read a ticket", ticket_of).await
    }

    async fn cancel_ticket(&self, id: &str, now_ms: i64) -> Result<bool, StoreError> {
        let change = match_tickets::Entity::update_many()
            .col_expr(match_tickets::Column::Status, Expr::value("cancelled"))
            .col_expr(match_tickets::Column::UpdatedAt, Expr::value(now_ms))
            .filter(match_tickets::Column::Id.eq(id))
            .filter(match_tickets::Column::Status.eq(WAITING));
        let done = super::writes::changed(&self.db, change, "cancel a ticket").await?;
        Ok(done == 1)
    }

    async fn waiting_tickets(&self, limit: u64) -> Result<Vec<Ticket>, StoreError> {
        let select = match_tickets::Entity::find()
            .filter(match_tickets::Column::Status.eq(WAITING))
            .order_by_asc(match_tickets::Column::CreatedAt)
            .order_by_asc(match_tickets::Column::Id)
            .limit(limit);
        super::reads::decode_all(&self.db, select, "read waiting tickets", ticket_of).await
    }

    async fn claim_tickets(
        &self,
        tickets: &[String],
        game: &GameMeta,
        start: &[Event],
        now_ms: i64,
    ) -> Result<bool, StoreError> {
        let txn = self.db.begin().await.map_err(|e| other("begin", e))?;
        let change = match_tickets::Entity::update_many()
            .col_expr(match_tickets::Column::Status, Expr::value("matched"))
            .col_expr(match_tickets::Column::GameId, Expr::value(game.id.0.clone()))
            .col_expr(match_tickets::Column::UpdatedAt, Expr::value(now_ms))
            .filter(match_tickets::Column::Id.is_in(tickets.iter().cloned()))
            .filter(match_tickets::Column::Status.eq(WAITING));
        let claimed = super::writes::changed(&txn, change, "claim tickets").await?;
        if claimed != u64::try_from(tickets.len()).unwrap_or(u64::MAX) {
            // Another instance took one of them: dropping the transaction
            // undoes the others.
            return Ok(false);
        }
        self.create_in(&txn, game).await?;
        Self::start_in(&txn, &game.id, start).await?;
        txn.commit().await.map_err(|e| other("commit", e))?;
        Ok(true)
    }

    async fn expire_tickets(&self, before_ms: i64, now_ms: i64) -> Result<u64, StoreError> {
        let change = match_tickets::Entity::update_many()
            .col_expr(match_tickets::Column::Status, Expr::value("expired"))
            .col_expr(match_tickets::Column::UpdatedAt, Expr::value(now_ms))
            .filter(match_tickets::Column::Status.eq(WAITING))
            .filter(match_tickets::Column::CreatedAt.lt(before_ms));
        super::writes::changed(&self.db, change, "expire tickets").await
    }

    async fn unstarted_matches(&self, before_ms: i64) -> Result<Vec<GameId>, StoreError> {
        let matched: Vec<Option<String>> = match_tickets::Entity::find()
            .select_only()
            .column(match_tickets::Column::GameId)
            .distinct()
            .filter(match_tickets::Column::Status.eq("matched"))
            .filter(match_tickets::Column::UpdatedAt.lt(before_ms))
            .filter(
                match_tickets::Column::GameId.in_subquery(
                    sea_orm::sea_query::Query::select()
                        .column(games::Column::Id)
                        .from(games::Entity)
                        .and_where(games::Column::Status.eq(GameStatus::Lobby.as_str()))
                        .to_owned(),
                ),
            )
            .into_tuple()
            .all(&self.db)
            .await
            .map_err(|e| other("find unstarted matches", e))?;
        Ok(matched.into_iter().flatten().map(GameId).collect())
    }
}
