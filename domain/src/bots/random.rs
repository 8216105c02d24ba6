//! The `random` level: a uniformly random legal action, biased to finish
//! the turn so that games end (one chance in four of ending the turn
//! whenever the list offers it). Pact proposals, whose lists are long, are
//! left out of the draw but for one chance in fifty; proposals addressed to it are answered at random.

use crate::bots::Seen;
use crate::bots::read::find;
use crate::rng::Randomness;
use crate::rules::Command;

pub(crate) fn choose(seen: &Seen, rng: &mut impl Randomness) -> Option<usize> {
    let legal = seen.legal();
    if !seen.to_act() {
        let answers: Vec<usize> = (0..legal.len())
            .filter(|&i| {
                matches!(legal[i], Command::AcceptPact { .. } | Command::RefusePact { .. })
            })
            .collect();
        return pick(&answers, rng);
    }
    // Now and then a proposal, so tables with pacts see some.
    let proposals: Vec<usize> =
        (0..legal.len()).filter(|&i| matches!(legal[i], Command::ProposePact { .. })).collect();
    if !proposals.is_empty() && rng.below(50) == 0 {
        return pick(&proposals, rng);
    }
    if let Some(end) = find(legal, |c| matches!(c, Command::EndTurn))
        && rng.below(4) == 0
    {
        return Some(end);
    }
    let options: Vec<usize> = (0..legal.len())
        .filter(|&i| {
            !matches!(
                legal[i],
                Command::ProposePact { .. }
                    | Command::WithdrawPact { .. }
                    | Command::BreakPact { .. }
                    | Command::DismissZone { .. }
            )
        })
        .collect();
    pick(&options, rng)
}

fn pick(options: &[usize], rng: &mut impl Randomness) -> Option<usize> {
    let n = u32::try_from(options.len()).ok().filter(|&n| n > 0)?;
    options.get(usize::try_from(rng.below(n)).ok()?).copied()
}
