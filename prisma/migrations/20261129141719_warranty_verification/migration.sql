-- CreateEnum
CREATE TYPE "WarrantyVerification" AS ENUM ('pending', 'verified', 'rejected');

-- AlterTable
ALTER TABLE "WarrantyRegistration" ADD COLUMN     "decidedAt" TIMESTAMPTZ(3),
ADD COLUMN     "decidedBy" VARCHAR(254),
ADD COLUMN     "rejectionReason" VARCHAR(500),
ADD COLUMN     "verification" "WarrantyVerification" NOT NULL DEFAULT 'pending';

-- CreateIndex
CREATE INDEX "WarrantyRegistration_verification_createdAt_idx" ON "WarrantyRegistration"("verification", "createdAt");

-- Registrations made before invoices were checked were accepted under the old rules: they stay
-- verified (no one decided, so decidedAt and decidedBy stay empty). New rows start pending.
UPDATE "WarrantyRegistration" SET "verification" = 'verified';
