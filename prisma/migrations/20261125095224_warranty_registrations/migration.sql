-- CreateTable
CREATE TABLE "WarrantyCounter" (
    "financialYear" VARCHAR(7) NOT NULL,
    "lastSequence" INTEGER NOT NULL,

    CONSTRAINT "WarrantyCounter_pkey" PRIMARY KEY ("financialYear")
);

-- CreateTable
CREATE TABLE "WarrantyRegistration" (
    "id" UUID NOT NULL,
    "number" VARCHAR(30) NOT NULL,
    "financialYear" VARCHAR(7) NOT NULL,
    "sequence" INTEGER NOT NULL,
    "productLine" VARCHAR(40) NOT NULL,
    "modelCode" VARCHAR(40) NOT NULL,
    "serial" VARCHAR(40) NOT NULL,
    "purchasedOn" DATE NOT NULL,
    "warrantyEndsOn" DATE NOT NULL,
    "dealerName" VARCHAR(120),
    "dealerOutletId" UUID,
    "invoiceKey" VARCHAR(300) NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "mobile" VARCHAR(10) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "pincode" CHAR(6) NOT NULL,
    "ip" VARCHAR(45),
    "userAgent" VARCHAR(512),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "handledAt" TIMESTAMPTZ(3),
    "handledBy" VARCHAR(254),

    CONSTRAINT "WarrantyRegistration_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WarrantyRegistration_number_key" ON "WarrantyRegistration"("number");

-- CreateIndex
CREATE UNIQUE INDEX "WarrantyRegistration_serial_key" ON "WarrantyRegistration"("serial");

-- CreateIndex
CREATE INDEX "WarrantyRegistration_createdAt_idx" ON "WarrantyRegistration"("createdAt");

-- CreateIndex
CREATE INDEX "WarrantyRegistration_mobile_idx" ON "WarrantyRegistration"("mobile");

-- CreateIndex
CREATE UNIQUE INDEX "WarrantyRegistration_financialYear_sequence_key" ON "WarrantyRegistration"("financialYear", "sequence");
