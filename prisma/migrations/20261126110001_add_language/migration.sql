-- AlterTable
ALTER TABLE "Subscriber" ADD COLUMN     "language" VARCHAR(8) NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "ContactEnquiry" ADD COLUMN     "language" VARCHAR(8) NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "DealerEnquiry" ADD COLUMN     "language" VARCHAR(8) NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "PaymentOrder" ADD COLUMN     "language" VARCHAR(8) NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "WarrantyRegistration" ADD COLUMN     "language" VARCHAR(8) NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "ServiceRequest" ADD COLUMN     "language" VARCHAR(8) NOT NULL DEFAULT 'en';
