-- API tokens carry an expiry. Tokens made before it existed expire 90 days from now.
ALTER TABLE "api_tokens" ADD COLUMN "expires_at" TIMESTAMP(3) NOT NULL DEFAULT (CURRENT_TIMESTAMP + INTERVAL '90 days');
ALTER TABLE "api_tokens" ALTER COLUMN "expires_at" DROP DEFAULT;
