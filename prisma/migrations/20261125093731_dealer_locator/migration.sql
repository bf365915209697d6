-- CreateEnum
CREATE TYPE "OutletType" AS ENUM ('dealer', 'distributor', 'service_centre');

-- CreateTable
CREATE TABLE "Outlet" (
    "id" UUID NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "type" "OutletType" NOT NULL,
    "productLines" VARCHAR(40)[],
    "address" VARCHAR(300) NOT NULL,
    "city" VARCHAR(80) NOT NULL,
    "state" VARCHAR(80) NOT NULL,
    "pincode" CHAR(6) NOT NULL,
    "phones" VARCHAR(10)[],
    "email" VARCHAR(254),
    "openingHours" VARCHAR(200),
    "active" BOOLEAN NOT NULL DEFAULT true,
    "lat" DOUBLE PRECISION,
    "lng" DOUBLE PRECISION,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Outlet_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Outlet_createdAt_idx" ON "Outlet"("createdAt");

-- CreateIndex
CREATE INDEX "Outlet_active_pincode_idx" ON "Outlet"("active", "pincode");
