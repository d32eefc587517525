// The totalCount field of a connection read in full and then sliced: resolveArrayConnection (and
// resolveOffsetConnection given a totalCount) put it on the connection they answer. Add it with
// `{ fields: (t) => ({ totalCount: t.int({ resolve: totalCountOf }) }) }` as the connection's
// options. prismaConnection and relatedConnection have their own `totalCount` option.
export const totalCountOf = (connection: object): number => (connection as { totalCount: number }).totalCount;
