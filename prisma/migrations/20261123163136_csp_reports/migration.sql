-- CreateTable
CREATE TABLE "CspReport" (
    "id" UUID NOT NULL,
    "fingerprint" VARCHAR(64) NOT NULL,
    "documentPath" VARCHAR(512) NOT NULL,
    "directive" VARCHAR(64) NOT NULL,
    "blockedUri" VARCHAR(512) NOT NULL,
    "sourceFile" VARCHAR(512),
    "lineNumber" INTEGER,
    "columnNumber" INTEGER,
    "sample" VARCHAR(256),
    "disposition" VARCHAR(16) NOT NULL,
    "userAgent" VARCHAR(256),
    "count" INTEGER NOT NULL DEFAULT 1,
    "firstSeenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedAt" TIMESTAMPTZ(3),
    "reviewedBy" VARCHAR(320),

    CONSTRAINT "CspReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CspReport_fingerprint_key" ON "CspReport"("fingerprint");

-- CreateIndex
CREATE INDEX "CspReport_lastSeenAt_idx" ON "CspReport"("lastSeenAt");
