-- AlterTable
ALTER TABLE "CatalogueModel" ADD COLUMN     "imageKey" VARCHAR(300),
ADD COLUMN     "manualKey" VARCHAR(300);
