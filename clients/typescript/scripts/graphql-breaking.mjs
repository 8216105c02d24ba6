// The GraphQL contract's breaking-change check: the committed SDL
// (openapi/schema.graphql) against the last released one
// (openapi/released/schema.graphql), compared by @graphql-inspector/core.
// A breaking change fails unless what it breaks was already deprecated in
// the released SDL: deprecate first (`@deprecated`, one release), remove
// after.
// Before it compares, it proves itself on the released schema: a field
// removed must be found breaking, the same field removed once deprecated
// must not. Prints the changes by criticality; exit 1 on a breaking one.
//
//   node scripts/graphql-breaking.mjs      (npm run check:graphql-breaking)
import { readFileSync } from "node:fs";
import { CriticalityLevel, diff } from "@graphql-inspector/core";
import { buildSchema } from "graphql";

const root = new URL("../../../", import.meta.url);
const read = (path) => readFileSync(new URL(path, root), "utf8");

/** Whether `path` (`Type.field`, `Type.field.arg`, `Enum.VALUE`) is deprecated in `schema`. */
function deprecatedIn(schema, path) {
  const [typeName, member, arg] = (path ?? "").split(".");
  const type = typeName ? schema.getType(typeName) : undefined;
  if (!type || !member) return false;
  if ("getFields" in type) {
    const field = type.getFields()[member];
    if (arg) return Boolean(field?.args?.find((a) => a.name === arg)?.deprecationReason);
    return Boolean(field?.deprecationReason);
  }
  if ("getValue" in type) return Boolean(type.getValue(member)?.deprecationReason);
  return false;
}

/**
 * The changes from `before` to `after` (SDL texts), by criticality; a
 * breaking change to what `before` already deprecated is a `retired` one,
 * allowed.
 */
async function changes(before, after) {
  const old = buildSchema(before);
  const found = await diff(old, buildSchema(after));
  const by = (level) => found.filter((c) => c.criticality.level === level);
  const broken = by(CriticalityLevel.Breaking);
  return {
    breaking: broken.filter((c) => !deprecatedIn(old, c.path)),
    retired: broken.filter((c) => deprecatedIn(old, c.path)),
    dangerous: by(CriticalityLevel.Dangerous),
    safe: by(CriticalityLevel.NonBreaking),
  };
}

function fail(message) {
  console.error(`graphql-breaking: ${message}`);
  process.exit(1);
}

const released = read("openapi/released/schema.graphql");
const current = read("openapi/schema.graphql");

// The check proves itself: `me` removed is breaking; deprecated first, it is not.
const described = (line) => new RegExp(`^\\t"""\\n(?:(?!\\t""")[^\\n]*\\n)*\\t"""\\n\\t${line}\\n`, "m");
const meField = described("me: SignedInUser!");
if (!meField.test(released)) fail("the self-check's field (QueryRoot.me) is not in the released SDL");
const removed = await changes(released, released.replace(meField, ""));
if (!removed.breaking.some((c) => c.path === "QueryRoot.me")) {
  fail("the self-check failed: removing QueryRoot.me was not found breaking");
}
const deprecated = released.replace("\tme: SignedInUser!\n", '\tme: SignedInUser! @deprecated(reason: "check")\n');
const afterDeprecation = await changes(deprecated, deprecated.replace(described("me: .*"), ""));
if (afterDeprecation.breaking.length > 0 || afterDeprecation.retired.length !== 1) {
  fail("the self-check failed: removing a deprecated field was not found retired");
}

const { breaking, retired, dangerous, safe } = await changes(released, current);
for (const c of retired) console.log(`  retired after its deprecation: ${c.message}`);
for (const c of dangerous) console.log(`  dangerous: ${c.message}`);
for (const c of breaking) console.error(`  BREAKING: ${c.message}`);
console.log(
  `graphql-breaking: ${breaking.length} breaking, ${retired.length} retired, ${dangerous.length} dangerous, ` +
    `${safe.length} safe ` +
    "changes since openapi/released/schema.graphql",
);
if (breaking.length > 0) {
  fail("deprecate first (@deprecated, kept one release), then remove; see docs/api.md §9");
}
