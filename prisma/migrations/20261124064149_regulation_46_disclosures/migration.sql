-- CreateEnum
CREATE TYPE "SubscriberList" AS ENUM ('newsletter', 'investor_alerts');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "InvestorDocumentKind" ADD VALUE 'MOA_AOA';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'ID_APPOINTMENT';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'CODE_OF_CONDUCT';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'VIGIL_MECHANISM';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'NED_PAYMENT_CRITERIA';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'RPT_POLICY';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'MATERIAL_SUBSIDIARY_POLICY';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'FAMILIARISATION';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'BOARD_MEETINGS';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'RESULTS';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'MEDIA_AGREEMENTS';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'ANALYST_MEETS';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'NAME_CHANGE';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'NEWSPAPER';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'CREDIT_RATINGS';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'SUBSIDIARY_ACCOUNTS';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'SECRETARIAL_COMPLIANCE';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'MATERIALITY_POLICY';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'MATERIALITY_KMP';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'DIVIDEND_POLICY';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'DEVIATION';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'GOVERNANCE_REPORTS';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'ANNUAL_RETURNS';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'ARCHIVAL_POLICY';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'GENERAL_MEETINGS';
ALTER TYPE "InvestorDocumentKind" ADD VALUE 'EXCHANGE_DISCLOSURES';

-- DropIndex
DROP INDEX "Subscriber_email_key";

-- AlterTable
ALTER TABLE "Subscriber" ADD COLUMN     "list" "SubscriberList" NOT NULL DEFAULT 'newsletter';

-- AlterTable
ALTER TABLE "InvestorDocument" ADD COLUMN     "alertedAt" TIMESTAMPTZ(3),
ADD COLUMN     "publishAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "DisclosureClause" (
    "key" VARCHAR(60) NOT NULL,
    "notApplicable" BOOLEAN NOT NULL DEFAULT false,
    "reason" VARCHAR(1000) NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedBy" VARCHAR(254),

    CONSTRAINT "DisclosureClause_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "Subscriber_list_email_key" ON "Subscriber"("list", "email");

-- CreateIndex
CREATE INDEX "InvestorDocument_publishAt_idx" ON "InvestorDocument"("publishAt");

-- CreateIndex
CREATE INDEX "InvestorDocument_alertedAt_publishAt_idx" ON "InvestorDocument"("alertedAt", "publishAt");

-- Filings already online were published when they were added, and need no alert mail.
UPDATE "InvestorDocument" SET "publishAt" = "createdAt", "alertedAt" = "createdAt";
