-- AlterTable
ALTER TABLE "ServiceRequest" ADD COLUMN     "smsUpdates" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "TextMessage" (
    "id" UUID NOT NULL,
    "channel" VARCHAR(10) NOT NULL DEFAULT 'sms',
    "template" VARCHAR(40) NOT NULL,
    "language" VARCHAR(8) NOT NULL,
    "to" CHAR(10) NOT NULL,
    "body" VARCHAR(1000) NOT NULL,
    "status" VARCHAR(12) NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMPTZ(3),
    "providerId" VARCHAR(128),
    "lastError" VARCHAR(1000),
    "sentAt" TIMESTAMPTZ(3),
    "statusAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "serviceRequestId" UUID,

    CONSTRAINT "TextMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TextMessage_providerId_key" ON "TextMessage"("providerId");

-- CreateIndex
CREATE INDEX "TextMessage_status_nextAttemptAt_idx" ON "TextMessage"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "TextMessage_serviceRequestId_idx" ON "TextMessage"("serviceRequestId");

-- AddForeignKey
ALTER TABLE "TextMessage" ADD CONSTRAINT "TextMessage_serviceRequestId_fkey" FOREIGN KEY ("serviceRequestId") REFERENCES "ServiceRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
