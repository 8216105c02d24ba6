//! [`TieStore`] for the in-memory game store: the ties in the order made,
//! as the SQL store keeps them in its `ties` table.

use crate::ports::{StoreError, Tie, TieKind, TieStore, UserId};

use super::InMemoryGameStore;
use super::lock;

impl TieStore for InMemoryGameStore {
    async fn tie(&self, kind: TieKind, tie: &Tie) -> Result<(), StoreError> {
        let mut ties = lock(&self.ties);
        if !ties.iter().any(|(k, t)| *k == kind && t.from == tie.from && t.to == tie.to) {
            ties.push((kind, tie.clone()));
        }
        Ok(())
    }

    async fn untie(&self, kind: TieKind, from: &UserId, to: &UserId) -> Result<bool, StoreError> {
        let mut ties = lock(&self.ties);
        let before = ties.len();
        ties.retain(|(k, t)| !(*k == kind && &t.from == from && &t.to == to));
        Ok(ties.len() < before)
    }

    async fn ties_from(&self, kind: TieKind, from: &UserId) -> Result<Vec<Tie>, StoreError> {
        Ok(self.ties_where(kind, |t| &t.from == from))
    }

    async fn ties_to(&self, kind: TieKind, to: &UserId) -> Result<Vec<Tie>, StoreError> {
        Ok(self.ties_where(kind, |t| &t.to == to))
    }

    async fn ties_among(&self, kind: TieKind, users: &[UserId]) -> Result<Vec<Tie>, StoreError> {
        let mut among = self.ties_where(kind, |t| users.contains(&t.from) && users.contains(&t.to));
        among.reverse();
        Ok(among)
    }
}

impl InMemoryGameStore {
    /// The ties of `kind` that `keep`, the newest first.
    fn ties_where(&self, kind: TieKind, keep: impl Fn(&Tie) -> bool) -> Vec<Tie> {
        let ties = lock(&self.ties);
        ties.iter().rev().filter(|(k, t)| *k == kind && keep(t)).map(|(_, t)| t.clone()).collect()
    }
}
