-- CreateTable
CREATE TABLE "ClickLog" (
    "id" UUID NOT NULL,
    "type" VARCHAR(40) NOT NULL,
    "element" VARCHAR(300) NOT NULL,
    "path" VARCHAR(300),
    "ipAddress" VARCHAR(45),
    "browser" VARCHAR(20) NOT NULL,
    "operatingSystem" VARCHAR(20) NOT NULL,
    "userAgent" VARCHAR(512),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClickLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ClickLog_createdAt_idx" ON "ClickLog"("createdAt");
