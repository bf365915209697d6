-- AlterEnum
ALTER TYPE "StaffRole" ADD VALUE 'catalogue';
