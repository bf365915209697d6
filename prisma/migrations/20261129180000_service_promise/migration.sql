-- CreateEnum
CREATE TYPE "VisitWindow" AS ENUM ('morning', 'afternoon', 'evening');

-- CreateEnum
CREATE TYPE "VisitState" AS ENUM ('requested', 'confirmed', 'proposed');

-- AlterEnum
ALTER TYPE "ServiceEventKind" ADD VALUE 'visit';

-- AlterTable
ALTER TABLE "ServiceRequest" ADD COLUMN     "assignBy" TIMESTAMPTZ(3) NOT NULL DEFAULT (now() + '24:00:00'::interval),
ADD COLUMN     "assignEscalatedAt" TIMESTAMPTZ(3),
ADD COLUMN     "callBy" TIMESTAMPTZ(3) NOT NULL DEFAULT (now() + '48:00:00'::interval),
ADD COLUMN     "callEscalatedAt" TIMESTAMPTZ(3),
ADD COLUMN     "preferredDate" DATE,
ADD COLUMN     "preferredWindow" "VisitWindow",
ADD COLUMN     "visitDate" DATE,
ADD COLUMN     "visitState" "VisitState",
ADD COLUMN     "visitWindow" "VisitWindow";

-- The promise of the requests made before: the fixed one of then, 24 hours and 48.
UPDATE "ServiceRequest" SET "assignBy" = "createdAt" + interval '24 hours',
  "callBy" = "createdAt" + interval '48 hours';
-- Deadlines already past are not escalated now: the manager would get a mail for every old request.
UPDATE "ServiceRequest" SET "assignEscalatedAt" = now() WHERE "assignBy" < now();
UPDATE "ServiceRequest" SET "callEscalatedAt" = now() WHERE "callBy" < now();

-- AlterTable
ALTER TABLE "ServiceRequestEvent" ADD COLUMN     "visitDate" DATE,
ADD COLUMN     "visitState" "VisitState",
ADD COLUMN     "visitWindow" "VisitWindow";

-- CreateTable
CREATE TABLE "ServicePromise" (
    "id" UUID NOT NULL,
    "productLine" VARCHAR(40) NOT NULL,
    "area" VARCHAR(80) NOT NULL,
    "assignHours" INTEGER NOT NULL,
    "callHours" INTEGER NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ServicePromise_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ServicePromise_productLine_area_key" ON "ServicePromise"("productLine", "area");

-- Hours as the staff form allows them.
ALTER TABLE "ServicePromise" ADD CONSTRAINT "ServicePromise_hours_check"
  CHECK ("assignHours" BETWEEN 1 AND 720 AND "callHours" BETWEEN 1 AND 720);

-- Today's promise for every product line (content/products/lines.ts PRODUCT_LINES), in all areas.
INSERT INTO "ServicePromise" ("id", "productLine", "area", "assignHours", "callHours", "updatedAt")
SELECT gen_random_uuid(), line, '*', 24, 48, now()
FROM unnest(ARRAY['led-lights', 'lithium-battery', 'inverter-ups', 'bess', 'cctv']) AS line
ON CONFLICT DO NOTHING;
