// The schema's change policy (docs/SCHEMA-CHANGELOG.md): partner tools rely on the released
// schema (docs/schema/released.graphql), so a change that would break one of their queries is
// refused unless the field or value was first marked @deprecated(reason:) in a release; then it
// may go. Additions and description changes are always fine.
import { buildSchema } from "graphql";
import { CriticalityLevel, diff, DiffRule, type Change } from "@graphql-inspector/core";

export async function breakingChanges(releasedSdl: string, currentSdl: string): Promise<Change[]> {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl), [DiffRule.suppressRemovalOfDeprecatedField]);
  return changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
}
