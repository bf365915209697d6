-- The lock-out counts on a client key (lib/http/client.ts rateLimitKey): an IPv6 client by its
-- /64, as the rate limits do, so that one subscriber line cannot take a new address per guess.
-- Rows from before keep their address as the key ('unknown' when there was none).

-- DropIndex
DROP INDEX "LoginAttempt_ip_createdAt_idx";

-- AlterTable
ALTER TABLE "LoginAttempt" ADD COLUMN     "clientKey" VARCHAR(64);
UPDATE "LoginAttempt" SET "clientKey" = COALESCE("ip", 'unknown');
ALTER TABLE "LoginAttempt" ALTER COLUMN "clientKey" SET NOT NULL;

-- CreateIndex
CREATE INDEX "LoginAttempt_clientKey_createdAt_idx" ON "LoginAttempt"("clientKey", "createdAt");
