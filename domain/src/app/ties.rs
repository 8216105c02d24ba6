//! Ties between people: blocks (SVC-BLOCK) and follows (SVC-FRIENDS). A
//! person blocks another account or follows it, undoes it, lists both
//! ways; the other use cases ask whether two people are kept apart
//! (invitations, challenges, quick match, whispers) or whose words one
//! reader does not see (table chat). The account's existence is the
//! caller's to check: accounts are not this store's.

use super::{AppError, Ports};
use crate::ports::{Clock, Notice, NoticeKind, NoticeStore, Tie, TieKind, TieStore, UserId};

impl<S: TieStore, B, C: Clock, R> Ports<S, B, C, R> {
    /// `from` ties to `to` (tying again keeps the first tie): the tie as
    /// kept, and whether it is new.
    async fn tie(
        &self,
        kind: TieKind,
        from: &UserId,
        to: &UserId,
    ) -> Result<(Tie, bool), AppError> {
        let had = self.store.ties_from(kind, from).await?.into_iter().find(|t| &t.to == to);
        if let Some(kept) = had {
            return Ok((kept, false));
        }
        let tie = Tie { from: from.clone(), to: to.clone(), at_ms: self.clock.now_ms() };
        self.store.tie(kind, &tie).await?;
        Ok((tie, true))
    }

    /// `blocker` blocks `blocked`, silently: the block as kept (blocking
    /// again keeps the first one).
    ///
    /// # Errors
    /// [`AppError::CannotBlockSelf`]; the store failed.
    pub async fn block_user(&self, blocker: &UserId, blocked: &UserId) -> Result<Tie, AppError> {
        if blocker == blocked {
            return Err(AppError::CannotBlockSelf);
        }
        Ok(self.tie(TieKind::Block, blocker, blocked).await?.0)
    }

    /// `from` undoes their tie of `kind` to `to`: whether there was one.
    ///
    /// # Errors
    /// The store failed.
    pub async fn untie(&self, kind: TieKind, from: &UserId, to: &UserId) -> Result<bool, AppError> {
        Ok(self.store.untie(kind, from, to).await?)
    }

    /// The ties of `kind` `from` made, the newest first.
    ///
    /// # Errors
    /// The store failed.
    pub async fn ties_from(&self, kind: TieKind, from: &UserId) -> Result<Vec<Tie>, AppError> {
        Ok(self.store.ties_from(kind, from).await?)
    }

    /// Who follows `user`, the newest first, less those `user` blocks: a
    /// block hides the blocked person's words and presence from the
    /// blocker, and their follow too.
    ///
    /// # Errors
    /// The store failed.
    pub async fn followers_of(&self, user: &UserId) -> Result<Vec<Tie>, AppError> {
        let unheard = self.unheard_by(user).await?;
        let followers = self.store.ties_to(TieKind::Follow, user).await?;
        Ok(followers.into_iter().filter(|t| !unheard.contains(&t.from)).collect())
    }

    /// The people who block `user`: to them, `user` is shown nobody's
    /// presence of theirs.
    ///
    /// # Errors
    /// The store failed.
    pub async fn blockers_of(&self, user: &UserId) -> Result<Vec<UserId>, AppError> {
        let blocks = self.store.ties_to(TieKind::Block, user).await?;
        Ok(blocks.into_iter().map(|t| t.from).collect())
    }

    /// [`AppError::Blocked`] when a block stands between `a` and `b`,
    /// either way.
    ///
    /// # Errors
    /// [`AppError::Blocked`]; the store failed.
    pub async fn not_kept_apart(&self, a: &UserId, b: &UserId) -> Result<(), AppError> {
        let between = self.store.ties_among(TieKind::Block, &[a.clone(), b.clone()]).await?;
        if between.is_empty() { Ok(()) } else { Err(AppError::Blocked) }
    }

    /// The people whose table chat `reader` does not see: those they block.
    ///
    /// # Errors
    /// The store failed.
    pub(super) async fn unheard_by(&self, reader: &UserId) -> Result<Vec<UserId>, AppError> {
        let blocks = self.store.ties_from(TieKind::Block, reader).await?;
        Ok(blocks.into_iter().map(|t| t.to).collect())
    }
}

impl<S: TieStore + NoticeStore, B, C: Clock, R> Ports<S, B, C, R> {
    /// `follower` follows `followed` (SVC-FRIENDS): the follow as kept.
    /// The followed person is told on their feed (`followed`) the first
    /// time only, so following again tells nobody.
    ///
    /// # Errors
    /// [`AppError::CannotFollowSelf`]; [`AppError::Blocked`] when a block
    /// stands between the two, either way (as for an invitation); the
    /// store failed.
    pub async fn follow_user(&self, follower: &UserId, followed: &UserId) -> Result<Tie, AppError> {
        if follower == followed {
            return Err(AppError::CannotFollowSelf);
        }
        self.not_kept_apart(follower, followed).await?;
        let (tie, new) = self.tie(TieKind::Follow, follower, followed).await?;
        if new {
            let kind = NoticeKind::Followed { by: follower.0.clone() };
            // A feed that fails to take the notice does not undo the follow.
            let _ =
                self.store.notify(&[Notice { user: followed.clone(), game_id: None, kind }]).await;
        }
        Ok(tie)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{block_on, ports, user};
    use super::*;

    #[test]
    fn svc_block_a_block_is_one_sided_kept_once_and_lifted_by_its_blocker_only() {
        let p = ports();
        let (ana, beto) = (user("ana"), user("beto"));
        assert_eq!(block_on(p.block_user(&ana, &ana)), Err(AppError::CannotBlockSelf));
        let first = block_on(p.block_user(&ana, &beto)).expect("blocked");
        let again = block_on(p.block_user(&ana, &beto)).expect("blocked again");
        assert_eq!(first, again, "blocking again keeps the first block");
        assert_eq!(block_on(p.ties_from(TieKind::Block, &ana)).expect("list"), [first]);
        assert!(block_on(p.ties_from(TieKind::Block, &beto)).expect("list").is_empty());
        assert_eq!(block_on(p.not_kept_apart(&ana, &beto)), Err(AppError::Blocked));
        assert_eq!(block_on(p.not_kept_apart(&beto, &ana)), Err(AppError::Blocked));
        assert_eq!(block_on(p.untie(TieKind::Block, &beto, &ana)), Ok(false), "not Beto's");
        assert_eq!(block_on(p.untie(TieKind::Block, &ana, &beto)), Ok(true));
        assert_eq!(block_on(p.not_kept_apart(&beto, &ana)), Ok(()));
    }

    #[test]
    fn svc_friends_a_follow_is_one_sided_told_once_and_refused_across_a_block() {
        let p = ports();
        let (ana, beto, ciro) = (user("ana"), user("beto"), user("ciro"));
        assert_eq!(block_on(p.follow_user(&ana, &ana)), Err(AppError::CannotFollowSelf));
        let first = block_on(p.follow_user(&ana, &beto)).expect("followed");
        assert_eq!(block_on(p.follow_user(&ana, &beto)).expect("again"), first, "kept once");
        let told: Vec<Notice> = p.store.feed().into_iter().filter(|n| n.user == beto).collect();
        assert_eq!(told.len(), 1, "Beto is told once: {told:?}");
        assert_eq!(told[0].kind, NoticeKind::Followed { by: "ana".to_owned() });
        assert_eq!(
            block_on(p.ties_from(TieKind::Follow, &ana)).expect("list"),
            std::slice::from_ref(&first)
        );
        assert!(block_on(p.ties_from(TieKind::Follow, &beto)).expect("list").is_empty());
        assert_eq!(block_on(p.followers_of(&beto)).expect("followers"), [first]);

        // Ciro follows Beto, then Beto blocks Ciro: Ciro leaves Beto's
        // followers, and neither may follow the other any more.
        block_on(p.follow_user(&ciro, &beto)).expect("followed");
        assert_eq!(block_on(p.followers_of(&beto)).expect("followers").len(), 2);
        block_on(p.block_user(&beto, &ciro)).expect("blocked");
        let left: Vec<UserId> = block_on(p.followers_of(&beto))
            .expect("followers")
            .into_iter()
            .map(|t| t.from)
            .collect();
        assert_eq!(left, std::slice::from_ref(&ana));
        assert_eq!(block_on(p.follow_user(&beto, &ciro)), Err(AppError::Blocked));
        assert_eq!(block_on(p.untie(TieKind::Follow, &ana, &beto)), Ok(true));
        assert!(block_on(p.followers_of(&beto)).expect("followers").is_empty());
    }
}
