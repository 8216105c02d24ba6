//! The pact vocabulary (R-PCT-1..12): what a pact covers, where it stands,
//! why it ended, and the parts of an aggression pact. Plain values with no
//! game state, so events, commands and positions can name them without
//! reaching up into the modules that decide pacts
//! ([`crate::rules::pacts`], `aggression`).

use crate::board::{Board, ContinentId, CountryId};
use crate::color::Color;

/// What a pact protects (R-PCT-2). Each kind forbids attacks and missile
/// strikes between its two parties across the borders it covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "snake_case"))]
pub enum PactTerms {
    /// One country of each party, bordering or within missile range (at
    /// most 3 borders apart): no attack between the two.
    Country {
        /// The proposer's country.
        own: CountryId,
        /// The other party's country.
        theirs: CountryId,
    },
    /// No attack between the parties inside the continent, including
    /// countries either conquers there later.
    Continent {
        /// Which.
        continent: ContinentId,
    },
    /// No attack between the parties across the border of two continents.
    ContinentBorder {
        /// The two continents, which must border each other.
        #[cfg_attr(feature = "openapi", schema(min_items = 2, max_items = 2))]
        continents: [ContinentId; 2],
    },
    /// No attack anywhere.
    World,
    /// R-PCT-7: an international zone. The country belongs to one party,
    /// holds one army and no missile, and borders a country of each; each
    /// party must take it on their own turn and leave it with one army.
    Zone {
        /// The zone.
        country: CountryId,
    },
    /// R-PCT-10: conquer `target`, a third player's country, together in
    /// the turn of `leader`, attacking alternately from `own` (the
    /// proposer's) and `theirs` (the addressee's). When both are the same
    /// country it is a team-up from a shared condominium, with no duty to
    /// finish (R-PCT-11). Implies a truce between the two (R-PCT-10).
    Aggression {
        /// The third player's country to conquer.
        target: CountryId,
        /// The proposer's attacking country.
        own: CountryId,
        /// The addressee's attacking country.
        theirs: CountryId,
        /// The party whose turn it runs in.
        leader: Color,
    },
    /// R-PCT-11: the two owners of a condominium do not attack each other
    /// inside it nor, from it, each other's countries. Created by the
    /// engine when a condominium forms; breakable as R-PCT-4.
    Condominium {
        /// The shared country.
        country: CountryId,
    },
}

impl PactTerms {
    /// Whether these terms cover an attack (or a missile's hop) from `a` to
    /// `b`, in either direction.
    #[must_use]
    pub fn covers(&self, board: &Board, a: CountryId, b: CountryId) -> bool {
        let continent = |c: CountryId| board.country(c).continent;
        match *self {
            PactTerms::Country { own, theirs } => {
                (a == own && b == theirs) || (a == theirs && b == own)
            }
            PactTerms::Continent { continent: k } => continent(a) == k && continent(b) == k,
            PactTerms::ContinentBorder { continents: [x, y] } => {
                let (ka, kb) = (continent(a), continent(b));
                (ka == x && kb == y) || (ka == y && kb == x)
            }
            // R-PCT-10: an aggression's truce covers every border too.
            PactTerms::World | PactTerms::Aggression { .. } => true,
            // A zone forbids nothing: it obliges (R-PCT-7).
            PactTerms::Zone { .. } => false,
            PactTerms::Condominium { country } => a == country || b == country,
        }
    }

    /// The same terms seen from the other party (a country pact swaps its
    /// countries; a border pact's continents are unordered).
    pub(crate) fn same_as(&self, other: &PactTerms) -> bool {
        match (*self, *other) {
            (
                PactTerms::Country { own: a, theirs: b },
                PactTerms::Country { own: c, theirs: d },
            ) => (a, b) == (c, d) || (a, b) == (d, c),
            (
                PactTerms::ContinentBorder { continents: [a, b] },
                PactTerms::ContinentBorder { continents: [c, d] },
            ) => (a, b) == (c, d) || (a, b) == (d, c),
            // One aggression per target between two players at a time.
            (PactTerms::Aggression { target: a, .. }, PactTerms::Aggression { target: b, .. }) => {
                a == b
            }
            (x, y) => x == y,
        }
    }
}

/// Where a pact stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(tag = "state", rename_all = "snake_case"))]
pub enum PactStatus {
    /// Waiting for the addressee's answer.
    Proposed,
    /// Accepted and binding.
    InForce,
    /// A party announced the break (R-PCT-4): still binding until the end
    /// of the other party's next turn.
    Breaking {
        /// Who announced it.
        by: Color,
        /// Whether the other party's next turn has begun.
        notice_started: bool,
    },
    /// R-PCT-10: an aggression pact carried out; its truce binds until the
    /// end of this round.
    Truce {
        /// The last round of the truce.
        until_round: u32,
    },
}

/// A pact, proposed or binding. Ended pacts leave the list (their events
/// stay in the log).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Pact {
    /// Game-wide number, from 1.
    pub id: u32,
    /// Who proposed it.
    pub by: Color,
    /// To whom.
    pub to: Color,
    /// What it covers.
    pub terms: PactTerms,
    /// Where it stands.
    pub status: PactStatus,
    /// The round it was proposed in (a proposal lapses when the next round ends).
    pub round: u32,
    /// R-PCT-9: the party who may dismiss this zone, after the other failed
    /// its duty, until the end of their next turn.
    #[cfg_attr(feature = "serde", serde(default))]
    pub dismissable_by: Option<Color>,
}

impl Pact {
    /// Whether it forbids attacks now (accepted, or broken but within notice).
    #[must_use]
    pub fn is_binding(&self) -> bool {
        !matches!(self.status, PactStatus::Proposed)
    }

    /// Whether `color` is one of its two parties.
    #[must_use]
    pub fn binds(&self, color: Color) -> bool {
        self.by == color || self.to == color
    }

    /// Whether it is between exactly these two colours.
    #[must_use]
    pub fn between(&self, a: Color, b: Color) -> bool {
        (self.by == a && self.to == b) || (self.by == b && self.to == a)
    }

    /// The party that is not `color`.
    #[must_use]
    pub fn other(&self, color: Color) -> Color {
        if self.by == color { self.to } else { self.by }
    }
}

/// Why a pact (or a proposal) left the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum PactEnd {
    /// The addressee said no.
    Refused,
    /// The proposer took the proposal back.
    Withdrawn,
    /// Nobody answered before the end of the round after the proposal's.
    Expired,
    /// Broken, and the notice of R-PCT-4 has run out.
    Broken,
    /// One of a country pact's countries changed hands (R-PCT-5).
    CountryChangedHands,
    /// A party was eliminated or forfeited.
    PartyOut,
    /// The harmed party ended the zone after a failed duty (R-PCT-9).
    Dismissed,
    /// An aggression pact's truce ran out (R-PCT-10).
    TruceOver,
    /// An occupant of the condominium was expelled (R-PCT-12).
    Expelled,
}

/// The parts of an aggression pact.
#[derive(Clone, Copy)]
pub(crate) struct Aggression {
    pub(crate) id: u32,
    pub(crate) target: CountryId,
    pub(crate) leader: Color,
    pub(crate) ally: Color,
    /// The proposer's attacking country.
    pub(crate) own: CountryId,
    pub(crate) by: Color,
    /// The addressee's attacking country.
    pub(crate) theirs: CountryId,
}

impl Aggression {
    pub(crate) fn of(p: &Pact) -> Option<Aggression> {
        match p.terms {
            PactTerms::Aggression { target, own, theirs, leader } => Some(Aggression {
                id: p.id,
                target,
                leader,
                ally: p.other(leader),
                own,
                by: p.by,
                theirs,
            }),
            _ => None,
        }
    }

    /// Where `player` attacks from.
    pub(crate) fn attacks_from(&self, player: Color) -> CountryId {
        if player == self.by { self.own } else { self.theirs }
    }

    /// The other ally.
    pub(crate) fn partner(&self, player: Color) -> Color {
        if player == self.leader { self.ally } else { self.leader }
    }

    /// A team-up from a shared condominium: no duty to finish (R-PCT-11).
    pub(crate) fn is_team_up(&self) -> bool {
        self.own == self.theirs
    }
}
