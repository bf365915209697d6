-- CreateTable
CREATE TABLE "ContactEnquiry" (
    "id" UUID NOT NULL,
    "types" VARCHAR(40)[],
    "name" VARCHAR(100) NOT NULL,
    "mobile" VARCHAR(10) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "city" VARCHAR(100) NOT NULL,
    "pincode" VARCHAR(6) NOT NULL,
    "message" VARCHAR(4000) NOT NULL,
    "ip" VARCHAR(45),
    "userAgent" VARCHAR(512),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContactEnquiry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DealerEnquiry" (
    "id" UUID NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "number" VARCHAR(20) NOT NULL,
    "location" VARCHAR(500) NOT NULL,
    "ip" VARCHAR(45),
    "userAgent" VARCHAR(512),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DealerEnquiry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RateLimitBucket" (
    "key" VARCHAR(200) NOT NULL,
    "count" INTEGER NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "RateLimitBucket_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "MailOutbox" (
    "id" UUID NOT NULL,
    "to" VARCHAR(254) NOT NULL,
    "replyTo" VARCHAR(254),
    "subject" VARCHAR(200) NOT NULL,
    "text" TEXT NOT NULL,
    "status" VARCHAR(10) NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMPTZ(3),
    "lastError" VARCHAR(1000),
    "sentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailOutbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ContactEnquiry_createdAt_idx" ON "ContactEnquiry"("createdAt");

-- CreateIndex
CREATE INDEX "DealerEnquiry_createdAt_idx" ON "DealerEnquiry"("createdAt");

-- CreateIndex
CREATE INDEX "RateLimitBucket_expiresAt_idx" ON "RateLimitBucket"("expiresAt");

-- CreateIndex
CREATE INDEX "MailOutbox_status_nextAttemptAt_idx" ON "MailOutbox"("status", "nextAttemptAt");
