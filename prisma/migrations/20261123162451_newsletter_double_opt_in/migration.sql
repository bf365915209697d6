-- CreateEnum
CREATE TYPE "SubscriberState" AS ENUM ('pending', 'confirmed', 'unsubscribed');

-- AlterTable
ALTER TABLE "Subscriber" ADD COLUMN     "confirmMailSentAt" TIMESTAMPTZ(3),
ADD COLUMN     "confirmedAt" TIMESTAMPTZ(3),
ADD COLUMN     "consentText" VARCHAR(1000),
ADD COLUMN     "consentVersion" VARCHAR(20),
ADD COLUMN     "requestedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "state" "SubscriberState" NOT NULL DEFAULT 'pending',
ADD COLUMN     "unsubscribedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "MailOutbox" ADD COLUMN     "kind" VARCHAR(20) NOT NULL DEFAULT 'notice',
ADD COLUMN     "unsubscribeUrl" VARCHAR(1000);

-- CreateIndex
CREATE INDEX "Subscriber_state_requestedAt_idx" ON "Subscriber"("state", "requestedAt");
