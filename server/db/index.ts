// The process-wide Prisma client, imported by resolvers and services (not put on the context,
// which keeps type-checking fast). main.ts and the tests call useDatabase() once at start-up.
import type { PrismaClient } from "./generated/client.ts";

export let db: PrismaClient = new Proxy({} as PrismaClient, {
  get() {
    throw new Error("The database is not open yet: call useDatabase() first");
  },
});

export function useDatabase(prisma: PrismaClient): void {
  db = prisma;
}
