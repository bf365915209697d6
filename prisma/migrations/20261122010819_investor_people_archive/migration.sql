-- AlterTable
ALTER TABLE "Director" ADD COLUMN     "archived" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "CommitteeMember" ADD COLUMN     "archived" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "RegistrarDetail" ADD COLUMN     "archived" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "GrievanceContact" ADD COLUMN     "archived" BOOLEAN NOT NULL DEFAULT false;
