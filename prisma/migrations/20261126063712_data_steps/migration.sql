-- CreateTable
CREATE TABLE "data_steps" (
    "name" TEXT NOT NULL,
    "done_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "data_steps_pkey" PRIMARY KEY ("name")
);
