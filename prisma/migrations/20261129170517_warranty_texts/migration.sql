-- AlterTable
ALTER TABLE "WarrantyRegistration" ADD COLUMN     "smsUpdates" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "whatsappUpdates" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "TextMessage" ADD COLUMN     "warrantyRegistrationId" UUID;

-- CreateIndex
CREATE INDEX "TextMessage_warrantyRegistrationId_idx" ON "TextMessage"("warrantyRegistrationId");

-- AddForeignKey
ALTER TABLE "TextMessage" ADD CONSTRAINT "TextMessage_warrantyRegistrationId_fkey" FOREIGN KEY ("warrantyRegistrationId") REFERENCES "WarrantyRegistration"("id") ON DELETE CASCADE ON UPDATE CASCADE;
