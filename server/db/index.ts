// The process-wide Prisma client, imported by resolvers and services (not put on the context,
// which keeps type-checking fast). main.ts and the tests call useDatabase() once at start-up.
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { PrismaClient } from "./generated/client.ts";
import { useDirectReads } from "./directReads.ts";

export let db: PrismaClient = new Proxy({} as PrismaClient, {
  get() {
    throw new Error("The database is not open yet: call useDatabase() first");
  },
});

/** `adapter`: the factory the client was made with, for the screens' reads sent straight to it (./directReads.ts). */
export function useDatabase(prisma: PrismaClient, adapter: SqlDriverAdapterFactory | null = null): void {
  db = prisma;
  useDirectReads(prisma, adapter);
}
