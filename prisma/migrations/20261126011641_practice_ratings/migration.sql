-- CreateTable
CREATE TABLE "practice_ratings" (
    "user_id" INTEGER NOT NULL,
    "family" "CompetitionFamily" NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "practice_ratings_pkey" PRIMARY KEY ("user_id","family")
);

-- AddForeignKey
ALTER TABLE "practice_ratings" ADD CONSTRAINT "practice_ratings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
