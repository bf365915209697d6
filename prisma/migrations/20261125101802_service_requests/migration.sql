-- CreateEnum
CREATE TYPE "ServiceStatus" AS ENUM ('received', 'assigned', 'visit_scheduled', 'in_progress', 'resolved', 'closed');

-- CreateEnum
CREATE TYPE "ServiceEventKind" AS ENUM ('status', 'assign', 'note');

-- CreateTable
CREATE TABLE "ServiceRequest" (
    "id" UUID NOT NULL,
    "ticket" VARCHAR(30) NOT NULL,
    "financialYear" VARCHAR(7) NOT NULL,
    "sequence" INTEGER NOT NULL,
    "productLine" VARCHAR(40) NOT NULL,
    "modelCode" VARCHAR(40) NOT NULL,
    "serial" VARCHAR(40),
    "warrantyRegistrationId" UUID,
    "category" VARCHAR(40) NOT NULL,
    "description" VARCHAR(2000) NOT NULL,
    "photos" VARCHAR(300)[],
    "address" VARCHAR(300) NOT NULL,
    "pincode" CHAR(6) NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "mobile" CHAR(10) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "status" "ServiceStatus" NOT NULL DEFAULT 'received',
    "outletId" UUID,
    "ip" VARCHAR(45),
    "userAgent" VARCHAR(500),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ServiceRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServiceRequestEvent" (
    "id" UUID NOT NULL,
    "requestId" UUID NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "kind" "ServiceEventKind" NOT NULL,
    "status" "ServiceStatus",
    "outletId" UUID,
    "note" VARCHAR(2000),
    "public" BOOLEAN NOT NULL DEFAULT false,
    "actor" VARCHAR(320) NOT NULL,

    CONSTRAINT "ServiceRequestEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServiceRequestCounter" (
    "financialYear" VARCHAR(7) NOT NULL,
    "lastSequence" INTEGER NOT NULL,

    CONSTRAINT "ServiceRequestCounter_pkey" PRIMARY KEY ("financialYear")
);

-- CreateIndex
CREATE UNIQUE INDEX "ServiceRequest_ticket_key" ON "ServiceRequest"("ticket");

-- CreateIndex
CREATE INDEX "ServiceRequest_createdAt_idx" ON "ServiceRequest"("createdAt");

-- CreateIndex
CREATE INDEX "ServiceRequest_status_createdAt_idx" ON "ServiceRequest"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ServiceRequest_outletId_idx" ON "ServiceRequest"("outletId");

-- CreateIndex
CREATE UNIQUE INDEX "ServiceRequest_financialYear_sequence_key" ON "ServiceRequest"("financialYear", "sequence");

-- CreateIndex
CREATE INDEX "ServiceRequestEvent_requestId_at_idx" ON "ServiceRequestEvent"("requestId", "at");

-- AddForeignKey
ALTER TABLE "ServiceRequest" ADD CONSTRAINT "ServiceRequest_outletId_fkey" FOREIGN KEY ("outletId") REFERENCES "Outlet"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ServiceRequestEvent" ADD CONSTRAINT "ServiceRequestEvent_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "ServiceRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
