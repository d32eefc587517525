// Descriptions for the parts of the schema that no type file describes: the Relay machinery
// (connections, edges, PageInfo, Node, pagination arguments, mutation result unions) by rule, and
// the rest from the map below. A description written in a type file wins; tests/unit/schema-
// descriptions.test.ts keeps every type, field, argument and enum value described (100 %) and
// every key here pointing at something that exists.
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
} from "graphql";
import { DESCRIPTIONS } from "./descriptionText.ts";

const PAGINATION_ARGUMENTS: Record<string, string> = {
  first: "Forward pagination: at most this many items (1 to 100; 20 when neither first nor last is given). Costs grow with it.",
  after: "Forward pagination: the items after this cursor (pageInfo.endCursor of the page before).",
  last: "Backward pagination: at most this many items from the end (1 to 100).",
  before: "Backward pagination: the items before this cursor (pageInfo.startCursor of the page after).",
};

const humanName = (typeName: string) => typeName.replace(/Connection(Edge)?$/, "").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

/** The description a rule gives a type, or null. */
function typeRule(name: string): string | null {
  if (name.endsWith("ConnectionEdge")) return `One item of a page of ${humanName(name)}, with the cursor that marks its place.`;
  if (name.endsWith("Connection")) return `A page of ${humanName(name)} (a Relay connection): its edges, and pageInfo to ask for the next or previous page.`;
  if (/^(Mutation|Query)[A-Z]\w*Result$/.test(name)) return `What ${name.replace(/^(Mutation|Query)|Result$/g, "").replace(/^./, (c) => c.toLowerCase())} answers: its result, or an InputError whose message says what to change.`;
  return null;
}

/** The description a rule gives a field of `typeName`, or null. */
function fieldRule(typeName: string, fieldName: string): string | null {
  if (typeName.endsWith("ConnectionEdge")) {
    if (fieldName === "cursor") return "Where this item is: pass it as after (or before) to page on from here.";
    if (fieldName === "node") return "The item.";
  }
  if (typeName.endsWith("Connection")) {
    if (fieldName === "edges") return "The items of this page, each with its cursor.";
    if (fieldName === "pageInfo") return "Whether there are more pages, and the cursors to ask for them.";
    if (fieldName === "totalCount") return "How many items there are in all pages together.";
  }
  if (fieldName === "id") return "The global id (Relay): pass it to node(id:) or nodes(ids:) to fetch this again.";
  return null;
}

type Describable = { description?: string | null | undefined };

function describe(target: Describable, key: string, rule: string | null, missing: string[]): void {
  if (target.description) return;
  const text = DESCRIPTIONS[key] ?? rule;
  if (text) target.description = text;
  else missing.push(key);
}

/** Fills in descriptions; answers the keys still without one (none, when the map is complete). */
export function describeSchema(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    describe(type, type.name, typeRule(type.name), missing);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]) {
        describe(field, `${type.name}.${field.name}`, fieldRule(type.name, field.name), missing);
        for (const argument of ("args" in field ? field.args : []) as GraphQLArgument[]) {
          describe(argument, `${type.name}.${field.name}(${argument.name})`, PAGINATION_ARGUMENTS[argument.name] ?? null, missing);
        }
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) describe(value, `${type.name}.${value.name}`, null, missing);
  }
  return missing;
}
