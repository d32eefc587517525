-- CreateTable
CREATE TABLE "graphql_cost_buckets" (
    "key" TEXT NOT NULL,
    "available" DOUBLE PRECISION NOT NULL,
    "granted" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "graphql_cost_buckets_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "graphql_cost_buckets_updated_at_idx" ON "graphql_cost_buckets"("updated_at");
