-- DropForeignKey
ALTER TABLE "ServiceRequest" DROP CONSTRAINT "ServiceRequest_outletId_fkey";

-- Deleting an outlet used to leave its id behind in history entries (and nothing else pointed at
-- it yet): an entry naming an outlet that is gone keeps its text, without the outlet.
UPDATE "ServiceRequestEvent" SET "outletId" = NULL
WHERE "outletId" IS NOT NULL AND "outletId" NOT IN (SELECT "id" FROM "Outlet");
UPDATE "WarrantyRegistration" SET "dealerOutletId" = NULL
WHERE "dealerOutletId" IS NOT NULL AND "dealerOutletId" NOT IN (SELECT "id" FROM "Outlet");

-- CreateIndex
CREATE INDEX "WarrantyRegistration_dealerOutletId_idx" ON "WarrantyRegistration"("dealerOutletId");

-- AddForeignKey
ALTER TABLE "WarrantyRegistration" ADD CONSTRAINT "WarrantyRegistration_dealerOutletId_fkey" FOREIGN KEY ("dealerOutletId") REFERENCES "Outlet"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ServiceRequest" ADD CONSTRAINT "ServiceRequest_outletId_fkey" FOREIGN KEY ("outletId") REFERENCES "Outlet"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ServiceRequestEvent" ADD CONSTRAINT "ServiceRequestEvent_outletId_fkey" FOREIGN KEY ("outletId") REFERENCES "Outlet"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
