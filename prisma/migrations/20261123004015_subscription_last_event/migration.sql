-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "last_event_at" TIMESTAMP(3);
