-- CreateTable
CREATE TABLE "ServiceFeedback" (
    "id" UUID NOT NULL,
    "requestId" UUID NOT NULL,
    "rating" SMALLINT NOT NULL,
    "comment" VARCHAR(1000),
    "language" VARCHAR(8) NOT NULL DEFAULT 'en',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServiceFeedback_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ServiceFeedback_requestId_key" ON "ServiceFeedback"("requestId");

-- CreateIndex
CREATE INDEX "ServiceFeedback_createdAt_idx" ON "ServiceFeedback"("createdAt");

-- AddForeignKey
ALTER TABLE "ServiceFeedback" ADD CONSTRAINT "ServiceFeedback_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "ServiceRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A rating is 1 to 5, whatever writes it.
ALTER TABLE "ServiceFeedback" ADD CONSTRAINT "ServiceFeedback_rating_check" CHECK ("rating" BETWEEN 1 AND 5);
