-- AlterTable
ALTER TABLE "StaffToken" ALTER COLUMN "userId" DROP NOT NULL;
