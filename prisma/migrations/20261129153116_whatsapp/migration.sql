-- AlterTable
ALTER TABLE "ServiceRequest" ADD COLUMN     "whatsappUpdates" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "TextMessage" ADD COLUMN     "values" VARCHAR(200)[] DEFAULT ARRAY[]::VARCHAR(200)[];
