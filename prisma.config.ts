// Prisma 7 configuration. DATABASE_URL is read directly: env() would throw when it is unset,
// and the embedded PGlite default needs no URL.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost/boxed" },
});
