// What a field's own selection asks for, through fragments: lets a resolver start a read the
// query will need anyway at the same time as its own, instead of after it.
import { Kind, valueFromASTUntyped, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

/** The fields of a selection set, through its fragments (directives aside). */
function fieldsIn(info: GraphQLResolveInfo, selectionSet: SelectionSetNode | undefined): FieldNode[] {
  return (selectionSet?.selections ?? []).flatMap((selection) =>
    selection.kind === Kind.FIELD
      ? [selection]
      : fieldsIn(info, selection.kind === Kind.INLINE_FRAGMENT ? selection.selectionSet : info.fragments[selection.name.value]?.selectionSet),
  );
}

function selects(selectionSet: SelectionSetNode | undefined, name: string, info: GraphQLResolveInfo): boolean {
  return fieldsIn(info, selectionSet).some((field) => field.name.value === name);
}

/** Whether the field being resolved selects a field of this name on its result (directives aside). */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  return info.fieldNodes.some((node) => selects(node.selectionSet, name, info));
}

/**
 * Whether the field being resolved selects this path of fields on its result, say ["lessons",
 * "sections", "notesHtml"] (through fragments, directives aside).
 */
export function selectsPath(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  return selectionSetsAt(info, path.slice(0, -1)).some((set) => selects(set, path.at(-1)!, info));
}

/** The selection sets of the fields at the end of a path of fields on the result of the field being resolved. */
function selectionSetsAt(info: GraphQLResolveInfo, path: readonly string[]): (SelectionSetNode | undefined)[] {
  let sets = info.fieldNodes.map((node) => node.selectionSet);
  for (const name of path) sets = sets.flatMap((set) => fieldsSelected(info, set, name).map((field) => field.selectionSet));
  return sets;
}

/**
 * The names of the fields the field being resolved selects at the end of a path of fields on its
 * result, say ["lessons", "sections"] (through fragments, directives aside): none when the path is
 * not selected.
 */
export function namesSelectedAt(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  return new Set(selectionSetsAt(info, path).flatMap((set) => fieldsIn(info, set).map((field) => field.name.value)));
}

/** The fields named `name` in a selection set (through fragments, directives aside). */
export function fieldsSelected(info: GraphQLResolveInfo, selectionSet: SelectionSetNode | undefined, name: string): FieldNode[] {
  return fieldsIn(info, selectionSet).filter((field) => field.name.value === name);
}

/** Whether a selection set selects a field of this name (through fragments). */
export function selectionSelects(info: GraphQLResolveInfo, selectionSet: SelectionSetNode | undefined, name: string): boolean {
  return selects(selectionSet, name, info);
}

/** A selected field's argument as the request gives it (its variables filled in); undefined when not given. */
export function argumentOf(info: GraphQLResolveInfo, field: FieldNode, name: string): unknown {
  const argument = field.arguments?.find((candidate) => candidate.name.value === name);
  return argument ? valueFromASTUntyped(argument.value, info.variableValues) : undefined;
}
