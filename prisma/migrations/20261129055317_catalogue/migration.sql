-- CreateTable
CREATE TABLE "CatalogueModel" (
    "id" UUID NOT NULL,
    "code" VARCHAR(40) NOT NULL,
    "slug" VARCHAR(40) NOT NULL,
    "line" VARCHAR(40) NOT NULL,
    "series" VARCHAR(40) NOT NULL,
    "nameEn" VARCHAR(120) NOT NULL,
    "nameHi" VARCHAR(160) NOT NULL,
    "summaryEn" VARCHAR(400) NOT NULL,
    "summaryHi" VARCHAR(600) NOT NULL,
    "specs" JSONB NOT NULL,
    "certifications" VARCHAR(20)[],
    "warrantyMonths" INTEGER NOT NULL,
    "mrpPaise" INTEGER,
    "discontinued" BOOLEAN NOT NULL DEFAULT false,
    "successorCode" VARCHAR(40),
    "launchedOn" DATE NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CatalogueModel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CatalogueRedirect" (
    "fromSlug" VARCHAR(40) NOT NULL,
    "toCode" VARCHAR(40) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CatalogueRedirect_pkey" PRIMARY KEY ("fromSlug")
);

-- CreateIndex
CREATE UNIQUE INDEX "CatalogueModel_code_key" ON "CatalogueModel"("code");

-- CreateIndex
CREATE UNIQUE INDEX "CatalogueModel_slug_key" ON "CatalogueModel"("slug");

-- CreateIndex
CREATE INDEX "CatalogueModel_line_discontinued_idx" ON "CatalogueModel"("line", "discontinued");
