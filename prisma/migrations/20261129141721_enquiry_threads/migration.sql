-- CreateEnum
CREATE TYPE "EnquiryMessageKind" AS ENUM ('reply', 'note');

-- AlterTable
ALTER TABLE "ContactEnquiry" ADD COLUMN     "assignedToId" UUID;

-- AlterTable
ALTER TABLE "DealerEnquiry" ADD COLUMN     "assignedToId" UUID;

-- CreateTable
CREATE TABLE "EnquiryMessage" (
    "id" UUID NOT NULL,
    "contactEnquiryId" UUID,
    "dealerEnquiryId" UUID,
    "kind" "EnquiryMessageKind" NOT NULL,
    "text" VARCHAR(4000) NOT NULL,
    "authorEmail" VARCHAR(254) NOT NULL,
    "authorName" VARCHAR(120) NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EnquiryMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EnquiryMessage_contactEnquiryId_at_idx" ON "EnquiryMessage"("contactEnquiryId", "at");

-- CreateIndex
CREATE INDEX "EnquiryMessage_dealerEnquiryId_at_idx" ON "EnquiryMessage"("dealerEnquiryId", "at");

-- CreateIndex
CREATE INDEX "ContactEnquiry_assignedToId_idx" ON "ContactEnquiry"("assignedToId");

-- CreateIndex
CREATE INDEX "DealerEnquiry_assignedToId_idx" ON "DealerEnquiry"("assignedToId");

-- AddForeignKey
ALTER TABLE "ContactEnquiry" ADD CONSTRAINT "ContactEnquiry_assignedToId_fkey" FOREIGN KEY ("assignedToId") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DealerEnquiry" ADD CONSTRAINT "DealerEnquiry_assignedToId_fkey" FOREIGN KEY ("assignedToId") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EnquiryMessage" ADD CONSTRAINT "EnquiryMessage_contactEnquiryId_fkey" FOREIGN KEY ("contactEnquiryId") REFERENCES "ContactEnquiry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EnquiryMessage" ADD CONSTRAINT "EnquiryMessage_dealerEnquiryId_fkey" FOREIGN KEY ("dealerEnquiryId") REFERENCES "DealerEnquiry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An entry belongs to exactly one enquiry (Prisma's schema cannot say so).
ALTER TABLE "EnquiryMessage" ADD CONSTRAINT "EnquiryMessage_one_enquiry" CHECK (num_nonnulls("contactEnquiryId", "dealerEnquiryId") = 1);
