-- AlterEnum
ALTER TYPE "StaffRole" ADD VALUE 'service';
