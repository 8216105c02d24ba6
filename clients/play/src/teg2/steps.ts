// Picks the panel for the viewer's open TEG II steps: the steps of one
// power (reveals excepted: the table answers those by itself), grouped
// into one panel by kind.
import { isRevealStep } from "@teg/client";
import type { Teg2Legal, Teg2LegalOf } from "@teg/client";
import { AttackUI } from "./step-attack";
import { IncorporateUI } from "./step-incorporate";
import type { StepEnv, StepUI } from "./step-kit";
import { PlaceUI } from "./step-place";
import { DefendUI, ReinforceUI } from "./step-reinforce";
import { InterceptUI, SplitUI } from "./step-secret";

/** The steps one panel serves now (those of the first power with a step), or none. */
export function currentGroup(steps: readonly Teg2Legal[]): Teg2Legal[] {
  const open = steps.filter((s) => !isRevealStep(s));
  const first = open[0];
  if (!first) return [];
  // Secret commits first: they keep a window waiting on the player.
  const commit = open.find((s) => s.action === "commit_split" || s.action === "commit_intercept");
  const power = (commit ?? first).power;
  return open.filter((s) => s.power === power);
}

/** The panel for a group of steps. */
export function panelFor(env: StepEnv, group: Teg2Legal[]): StepUI | null {
  const find = <A extends Teg2Legal["action"]>(a: A) => group.find((s): s is Teg2LegalOf<A> => s.action === a);
  const split = find("commit_split");
  if (split) return new SplitUI(env, split);
  const icp = find("commit_intercept");
  if (icp) return new InterceptUI(env, icp);
  const place = find("place_objective");
  if (place) return new PlaceUI(env, place);
  const inc = find("incorporate");
  if (inc) return new IncorporateUI(env, inc);
  const retreat = find("retreat");
  const reinforce = find("reinforce");
  if (retreat) return new DefendUI(env, reinforce, retreat);
  if (reinforce) {
    const seat = env.model.mySeatOf(reinforce.power);
    const combat = env.model.table(env.model.tableOfStep(reinforce))?.combat;
    // The defender gets the same panel (fight) even when no retreat is open.
    if (combat && seat !== undefined && combat.sides[1] === seat) return new DefendUI(env, reinforce, undefined);
    return new ReinforceUI(env, reinforce);
  }
  if (group.some((s) => s.action === "announce" || s.action === "end_turn" || s.action === "launch")) {
    return new AttackUI(env, group);
  }
  return null;
}
