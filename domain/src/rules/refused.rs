//! A refusal in one game: a [`RuleViolation`] with the edition it was
//! refused under, so its message names countries on that game's board and
//! it cites the rule that binds in that edition. Above both the violations
//! and the editions, so that neither names the other.

use crate::rules::error::RuleViolation;
use crate::ruleset::RulesetId;

/// A command refused in one game: the violation and the edition it was
/// refused under, so that its message names countries on that game's own
/// board and cites the rule that binds in that edition (a classic
/// `NOT_ADJACENT` cites R-CLS-1, which replaces R-CMP-1 there).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    /// What the rules refused.
    pub violation: RuleViolation,
    /// The game's edition.
    pub edition: RulesetId,
}

impl Refused {
    /// `violation`, refused in a game of `edition`.
    #[must_use]
    pub fn new(violation: RuleViolation, edition: RulesetId) -> Self {
        Refused { violation, edition }
    }

    /// The stable machine code (API `code`).
    #[must_use]
    pub fn code(&self) -> &'static str {
        self.violation.code()
    }

    /// The id of the rule that binds in this game's edition.
    #[must_use]
    pub fn rule(&self) -> &'static str {
        self.edition.ruleset().rule_id(self.violation.rule())
    }
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.violation.explained(self.edition.ruleset().board).fmt(f)
    }
}

impl std::error::Error for Refused {}

#[cfg(test)]
mod tests {
    use super::{Refused, RuleViolation};
    use crate::ruleset::RulesetId;

    fn country(edition: RulesetId, slug: &str) -> crate::board::CountryId {
        edition.ruleset().board.country_by_slug(slug).expect("a country")
    }

    /// R-CMP-1, R-CLS-1, R-JNR-1: every edition's messages name countries
    /// on its own board (a classic `mexico` is not Revancha's `alaska`).
    #[test]
    fn every_edition_names_its_own_countries_r_cmp_1_r_cls_1_r_jnr_1() {
        for edition in RulesetId::ALL {
            for slug in ["mexico", "argentina"] {
                let refused = Refused::new(
                    RuleViolation::NotYourCountry { country: country(edition, slug) },
                    edition,
                );
                assert_eq!(refused.to_string(), format!("{slug} is not yours"), "{edition}");
            }
        }
    }

    /// A refusal cites the rule that binds in its game's edition.
    #[test]
    fn a_refusal_cites_its_editions_own_rule_r_cls_1_r_jnr_8() {
        let adjacent = |edition| {
            let c = |s| country(edition, s);
            Refused::new(
                RuleViolation::NotAdjacent { from: c("argentina"), to: c("mexico") },
                edition,
            )
        };
        assert_eq!(adjacent(RulesetId::Revancha).rule(), "R-CMP-1");
        assert_eq!(adjacent(RulesetId::Classic).rule(), "R-CLS-1");
        assert_eq!(adjacent(RulesetId::Junior).rule(), "R-JNR-1");
        let not_yours = |edition| {
            Refused::new(
                RuleViolation::NotYourCountry { country: country(edition, "mexico") },
                edition,
            )
        };
        assert_eq!(not_yours(RulesetId::Revancha).rule(), "R-INC-4");
        assert_eq!(not_yours(RulesetId::Junior).rule(), "R-JNR-8");
    }

    /// Every id an edition cites in place of Revancha's is in its rule book.
    #[test]
    fn every_replacing_rule_is_in_its_editions_book() {
        for edition in RulesetId::ALL {
            let book = match edition {
                RulesetId::Revancha => include_str!("../../../docs/rules/revancha.md"),
                RulesetId::Classic => include_str!("../../../docs/rules/classic.md"),
                RulesetId::Junior => include_str!("../../../docs/rules/junior.md"),
            };
            for (replaced, own) in edition.ruleset().replaces {
                assert!(book.contains(&format!("**{own}**")), "{edition}: {own} (for {replaced})");
            }
        }
    }
}
