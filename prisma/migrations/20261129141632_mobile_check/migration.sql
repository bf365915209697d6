-- AlterTable
ALTER TABLE "WarrantyRegistration" ADD COLUMN     "mobileConfirmedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "ServiceRequest" ADD COLUMN     "mobileConfirmedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "MobileCheck" (
    "id" UUID NOT NULL,
    "mobileHash" CHAR(64) NOT NULL,
    "purpose" VARCHAR(20) NOT NULL,
    "codeHash" CHAR(64) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "confirmedAt" TIMESTAMPTZ(3),
    "proofHash" CHAR(64),
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MobileCheck_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "MobileCheck_proofHash_key" ON "MobileCheck"("proofHash");

-- CreateIndex
CREATE INDEX "MobileCheck_mobileHash_purpose_createdAt_idx" ON "MobileCheck"("mobileHash", "purpose", "createdAt");

-- CreateIndex
CREATE INDEX "MobileCheck_createdAt_idx" ON "MobileCheck"("createdAt");
