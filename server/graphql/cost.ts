// What an operation costs, worked out from the document before it runs (requested) and from its
// answer after (actual), in the points of the caller's budget (docs/API.md, "Costs and limits"):
//   - a field whose value is an object costs 1 point for each object it can return;
//   - a list of objects returns as many as its page size: `first` or `last` (20 when neither is
//     given, the connections' default), or the length of its list argument (`nodes(ids:)`), or
//     10 for a list with neither;
//   - scalars, enums, __typename and introspection are free; each mutation field costs 10 more.
// The actual cost counts the objects the answer really holds, so a short page costs less.
import {
  getNamedType,
  getNullableType,
  getOperationAST,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";

export const DEFAULT_PAGE_SIZE = 20;
export const UNSIZED_LIST_SIZE = 10;
export const MUTATION_COST = 10;

type Walk = { schema: GraphQLSchema; fragments: Map<string, FragmentDefinitionNode>; variables: Record<string, unknown> };

function argumentValue(value: ValueNode, variables: Record<string, unknown>): unknown {
  if (value.kind === Kind.VARIABLE) return variables[value.name.value];
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.LIST) return value.values;
  return undefined;
}

/** How many items a list field returns at most, from its arguments. */
function listSize(field: { arguments?: readonly { name: { value: string }; value: ValueNode }[] }, variables: Record<string, unknown>, inherited: number | null): number {
  const args = new Map((field.arguments ?? []).map((argument) => [argument.name.value, argumentValue(argument.value, variables)]));
  for (const name of ["first", "last"]) {
    const size = args.get(name);
    if (typeof size === "number" && size >= 0) return size;
  }
  for (const value of args.values()) if (Array.isArray(value)) return value.length;
  return inherited ?? UNSIZED_LIST_SIZE;
}

const isConnection = (type: GraphQLCompositeType) => isObjectType(type) && type.name.endsWith("Connection") && "edges" in type.getFields();

/** The cost of a selection set on `type`; `pageSize` sizes the edges and nodes lists of a connection. */
function selectionCost(walk: Walk, selectionSet: SelectionSetNode, type: GraphQLCompositeType, pageSize: number | null): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition ? (walk.schema.getType(selection.typeCondition.name.value) as GraphQLCompositeType) : type;
      cost += selectionCost(walk, selection.selectionSet, on ?? type, pageSize);
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = walk.fragments.get(selection.name.value);
      const on = fragment && (walk.schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType | undefined);
      if (fragment && on) cost += selectionCost(walk, fragment.selectionSet, on, pageSize);
      continue;
    }
    if (selection.name.value.startsWith("__") || !selection.selectionSet) continue;
    const field = "getFields" in type ? (type.getFields()[selection.name.value] as GraphQLField<unknown, unknown> | undefined) : undefined;
    if (!field) continue;
    const fieldType = getNamedType(field.type);
    if (!isCompositeType(fieldType)) continue;
    const connectionSize = isConnection(fieldType) ? listSize(selection, walk.variables, null) : null;
    const perItem = 1 + selectionCost(walk, selection.selectionSet, fieldType, connectionSize);
    cost += isListType(getNullableType(field.type)) ? listSize(selection, walk.variables, pageSize) * perItem : perItem;
  }
  return cost;
}

/** The requested cost of the operation `operationName` in `document`. */
export function requestedCost(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | null | undefined): number {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return 0;
  const fragments = new Map(
    document.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  const walk: Walk = { schema, fragments, variables: variables ?? {} };
  const mutations = operation.operation === "mutation" ? operation.selectionSet.selections.filter((selection) => selection.kind === Kind.FIELD).length : 0;
  return selectionCost(walk, operation.selectionSet, root, null) + mutations * MUTATION_COST;
}

/**
 * The actual cost: one point for every object in the answer's data, as requestedCost counts them,
 * counted up to `ceiling` at most (the requested cost caps what is charged, so a dashboard's
 * thousands of objects past it are not walked).
 */
export function actualCost(data: unknown, mutationFields: number, ceiling = Number.POSITIVE_INFINITY): number {
  // The data object itself is the root, which requestedCost does not count: the count starts at -1.
  let objects = -1;
  // Plain loops: a dashboard's answer holds tens of thousands of values. False once the ceiling is reached.
  const count = (value: object): boolean => {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item === null) continue;
        // A GraphQL list holds one type, and this schema's leaves are never objects (its one custom
        // scalar, DateTime, is a string): a list of leaves (the mastery grid's 700 lists) counts 0.
        if (typeof item !== "object") return true;
        if (!count(item)) return false;
      }
      return true;
    }
    if (++objects >= ceiling) return false;
    for (const key in value) {
      if (key.startsWith("__")) continue;
      const item = (value as Record<string, unknown>)[key];
      if (item !== null && typeof item === "object" && !count(item)) return false;
    }
    return true;
  };
  if (data !== null && typeof data === "object") count(data);
  return Math.min(ceiling, Math.max(0, objects)) + mutationFields * MUTATION_COST;
}
