// Limits on what one operation may ask for, beyond GraphQL Armor's (which count the document
// only): a list argument, literal or in variables, holds at most MAX_LIST_ITEMS items, and all of
// an operation's list items together at most MAX_OPERATION_ITEMS, a variable counted once for
// every argument that reads it (aliases multiply work). So `nodes(ids:)` with 40,000 ids, or
// thirty aliases of it, is refused before any work starts.
import { GraphQLError, Kind, visit, type ArgumentNode, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";

export const MAX_LIST_ITEMS = 100;
export const MAX_OPERATION_ITEMS = 300;

/** The most items one page of a connection (or any `first`/`last` sized list) may hold. */
export const MAX_PAGE_SIZE = 100;

export const LIST_TOO_LONG = `A list may hold at most ${MAX_LIST_ITEMS} items.`;
export const TOO_MANY_ITEMS = `One request may pass at most ${MAX_OPERATION_ITEMS} list items in all.`;

/** Every list inside a value (nested ones too), as their lengths. */
function listLengths(value: unknown, lengths: number[] = [], depth = 0): number[] {
  if (depth > 16 || value === null || typeof value !== "object") return lengths;
  if (Array.isArray(value)) lengths.push(value.length);
  for (const item of Array.isArray(value) ? value : Object.values(value)) listLengths(item, lengths, depth + 1);
  return lengths;
}

/** The refusal of a page size out of bounds, naming the limit and the argument. */
export const pageSizeRefusal = (argument: string, size: number) =>
  `Page size limit: ${argument} may be from 0 to ${MAX_PAGE_SIZE} (a page holds at most ${MAX_PAGE_SIZE} items) and this asks for ${size}. Ask for the next page with after (or before) instead.`;

/** The largest row id and page offset: PostgreSQL's integer. */
const MAX_POSITION = 2_147_483_647;

/**
 * Whether a cursor is one this API hands out: every connection pages by row id (Pothos' prisma
 * cursors, `GPC:N:<id>`) or by position (`OffsetConnection:<offset>`). Anything else, a number out
 * of range included, would otherwise reach the database as a malformed id and fail there.
 */
export function isKnownCursor(cursor: string): boolean {
  const decoded = Buffer.from(cursor, "base64").toString("utf8");
  const position = /^(?:GPC:N:|OffsetConnection:)(\d{1,10})$/.exec(decoded)?.[1];
  return position !== undefined && Number(position) <= MAX_POSITION;
}

/** The refusal of a cursor this API never handed out. */
export const cursorRefusal = (argument: string, cursor: string) => `Invalid cursor: ${argument} "${cursor}" is not a cursor this API handed out.`;

/**
 * The problem with this operation's paging arguments, or null: page sizes (`first` and `last`,
 * literal or in variables) within 0 to MAX_PAGE_SIZE, refused rather than quietly cut to the cap
 * so a client never mistakes a short page for the end of the list; cursors (`after`, `before`) as
 * the API hands them out.
 */
export function pagingProblem(document: DocumentNode, variables: Record<string, unknown> | null | undefined): GraphQLError | null {
  for (const { name, literal, variable } of pagingArguments(document)) {
    const value = variable === undefined ? literal : variables?.[variable];
    if ((name === "first" || name === "last") && typeof value === "number" && (value < 0 || value > MAX_PAGE_SIZE)) return new GraphQLError(pageSizeRefusal(name, value), { extensions: { code: "BAD_USER_INPUT", limit: "pageSize" } });
    if ((name === "after" || name === "before") && typeof value === "string" && !isKnownCursor(value)) return new GraphQLError(cursorRefusal(name, value), { extensions: { code: "BAD_USER_INPUT" } });
  }
  return null;
}

/** A paging argument as the document writes it: a literal, or the variable it reads. */
type PagingArgument = { name: string; literal?: number | string; variable?: string };

/** The paging arguments of a document, in document order: walked once per document (Yoga reuses parsed documents). */
const pagingByDocument = new WeakMap<DocumentNode, PagingArgument[]>();

function pagingArguments(document: DocumentNode): PagingArgument[] {
  const known = pagingByDocument.get(document);
  if (known) return known;
  const found: PagingArgument[] = [];
  visit(document, {
    [Kind.ARGUMENT]: (node: ArgumentNode) => {
      const name = node.name.value;
      if (!["first", "last", "after", "before"].includes(name)) return;
      const { value } = node;
      if (value.kind === Kind.INT) found.push({ name, literal: Number(value.value) });
      else if (value.kind === Kind.STRING) found.push({ name, literal: value.value });
      else if (value.kind === Kind.VARIABLE) found.push({ name, variable: value.name.value });
    },
  });
  pagingByDocument.set(document, found);
  return found;
}

const sum = (numbers: number[]) => numbers.reduce((total, number) => total + number, 0);

/** The problem with this operation's lists, or null when it is within the limits. */
type DocumentLists = { literal: number[]; variableUses: Map<string, number> };

/** The lists a document writes out and how often it uses each variable: walked once per document (Yoga reuses parsed documents). */
const listsByDocument = new WeakMap<DocumentNode, DocumentLists>();

function documentLists(document: DocumentNode): DocumentLists {
  const known = listsByDocument.get(document);
  if (known) return known;
  const literal: number[] = [];
  const variableUses = new Map<string, number>();
  visit(document, {
    [Kind.LIST]: (node) => {
      literal.push(node.values.length);
    },
    [Kind.ARGUMENT]: (node) => {
      if (node.value.kind === Kind.VARIABLE) variableUses.set(node.value.name.value, (variableUses.get(node.value.name.value) ?? 0) + 1);
    },
  });
  const lists = { literal, variableUses };
  listsByDocument.set(document, lists);
  return lists;
}

export function listLimitProblem(document: DocumentNode, variables: Record<string, unknown> | null | undefined): string | null {
  const { literal, variableUses } = documentLists(document);
  let total = sum(literal);
  for (const [name, value] of Object.entries(variables ?? {})) {
    const lengths = listLengths(value);
    if (lengths.some((length) => length > MAX_LIST_ITEMS)) return LIST_TOO_LONG;
    total += sum(lengths) * (variableUses.get(name) ?? 0);
  }
  if (literal.some((length) => length > MAX_LIST_ITEMS)) return LIST_TOO_LONG;
  return total > MAX_OPERATION_ITEMS ? TOO_MANY_ITEMS : null;
}

export const listLimits: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const problem = listLimitProblem(args.document, args.variableValues);
    if (problem) {
      setResultAndStopExecution({ errors: [new GraphQLError(problem, { extensions: { code: "BAD_USER_INPUT" } })] });
      return;
    }
    const paging = pagingProblem(args.document, args.variableValues);
    if (paging) setResultAndStopExecution({ errors: [paging] });
  },
};

/**
 * GraphQL Armor reports its document limits as parse errors ("Syntax Error: Aliases limit of 30
 * exceeded, found 31."). A partner should read which limit it was: these name it, and the error
 * carries extensions.limit and a code of its own.
 */
const ARMOR_LIMITS: { pattern: RegExp; limit: string; code: string; message: (n: string, found: string) => string }[] = [
  { pattern: /Query depth limit of (\d+) exceeded, found (\d+)/, limit: "depth", code: "DEPTH_LIMIT_EXCEEDED", message: (n, found) => `Query depth limit: this operation nests ${found} levels deep and at most ${n} are allowed.` },
  { pattern: /Aliases limit of (\d+) exceeded, found (\d+)/, limit: "aliases", code: "ALIAS_LIMIT_EXCEEDED", message: (n, found) => `Alias limit: this operation has ${found} aliases and at most ${n} are allowed.` },
  { pattern: /Directives limit of (\d+) exceeded, found (\d+)/, limit: "directives", code: "DIRECTIVE_LIMIT_EXCEEDED", message: (n, found) => `Directive limit: this operation has ${found} directives and at most ${n} are allowed.` },
  { pattern: /Token limit of (\d+) exceeded/, limit: "tokens", code: "TOKEN_LIMIT_EXCEEDED", message: (n) => `Token limit: this document is longer than ${n} tokens.` },
];

export const DOCUMENT_LIMIT_CODES = ARMOR_LIMITS.map((limit) => limit.code);

/** The named error for one of GraphQL Armor's limit messages, or null for any other message. */
export function namedDocumentLimit(message: string): GraphQLError | null {
  for (const { pattern, limit, code, message: text } of ARMOR_LIMITS) {
    const match = pattern.exec(message);
    if (match) return new GraphQLError(text(match[1], match[2] ?? ""), { extensions: { code, limit } });
  }
  return null;
}
