// What a field's own selection asks for, through fragments: lets a resolver start a read the
// query will need anyway at the same time as its own, instead of after it.
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

function selects(selectionSet: SelectionSetNode | undefined, name: string, info: GraphQLResolveInfo): boolean {
  return (selectionSet?.selections ?? []).some((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === name;
    if (selection.kind === Kind.INLINE_FRAGMENT) return selects(selection.selectionSet, name, info);
    return selects(info.fragments[selection.name.value]?.selectionSet, name, info);
  });
}

/** Whether the field being resolved selects a field of this name on its result (directives aside). */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  return info.fieldNodes.some((node) => selects(node.selectionSet, name, info));
}
