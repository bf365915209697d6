-- CreateEnum
CREATE TYPE "InvestorDocumentKind" AS ENUM ('FINANCIALS', 'DRHP', 'RHP', 'PROSPECTUS', 'POLICY', 'SHAREHOLDING');

-- CreateTable
CREATE TABLE "Director" (
    "id" UUID NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "designation" VARCHAR(200) NOT NULL,
    "image" VARCHAR(500),
    "profileSummary" TEXT NOT NULL DEFAULT '',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Director_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommitteeMember" (
    "id" UUID NOT NULL,
    "category" VARCHAR(200) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "designation" VARCHAR(200) NOT NULL,
    "image" VARCHAR(500),
    "profileSummary" TEXT NOT NULL DEFAULT '',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CommitteeMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RegistrarDetail" (
    "id" UUID NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "address" TEXT NOT NULL,
    "telNo" VARCHAR(100) NOT NULL DEFAULT '',
    "emailId" VARCHAR(254) NOT NULL DEFAULT '',
    "contactPerson" VARCHAR(200) NOT NULL DEFAULT '',
    "website" VARCHAR(500) NOT NULL DEFAULT '',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RegistrarDetail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GrievanceContact" (
    "id" UUID NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "address" TEXT NOT NULL DEFAULT '',
    "number" VARCHAR(100) NOT NULL DEFAULT '',
    "email" VARCHAR(254) NOT NULL DEFAULT '',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GrievanceContact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvestorDocument" (
    "id" UUID NOT NULL,
    "kind" "InvestorDocumentKind" NOT NULL,
    "title" VARCHAR(300) NOT NULL,
    "year" VARCHAR(30) NOT NULL,
    "file" VARCHAR(500) NOT NULL,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InvestorDocument_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Director_sortOrder_idx" ON "Director"("sortOrder");

-- CreateIndex
CREATE INDEX "CommitteeMember_category_sortOrder_idx" ON "CommitteeMember"("category", "sortOrder");

-- CreateIndex
CREATE INDEX "InvestorDocument_kind_archived_sortOrder_idx" ON "InvestorDocument"("kind", "archived", "sortOrder");
