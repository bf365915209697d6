-- AlterTable
ALTER TABLE "ContactEnquiry" ADD COLUMN     "handledAt" TIMESTAMPTZ(3),
ADD COLUMN     "handledBy" VARCHAR(254);

-- AlterTable
ALTER TABLE "DealerEnquiry" ADD COLUMN     "handledAt" TIMESTAMPTZ(3),
ADD COLUMN     "handledBy" VARCHAR(254);
