/*
  Warnings:

  - A unique constraint covering the columns `[payment_customer_id]` on the table `users` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "users" ADD COLUMN     "payment_customer_id" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "users_payment_customer_id_key" ON "users"("payment_customer_id");
