-- CreateTable
CREATE TABLE "StorageFile" (
    "id" UUID NOT NULL,
    "key" VARCHAR(300),
    "size" INTEGER NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "modified" TIMESTAMPTZ(3) NOT NULL,
    "replacedAt" TIMESTAMPTZ(3),

    CONSTRAINT "StorageFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StorageChunk" (
    "fileId" UUID NOT NULL,
    "index" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,

    CONSTRAINT "StorageChunk_pkey" PRIMARY KEY ("fileId","index")
);

-- CreateIndex
CREATE UNIQUE INDEX "StorageFile_key_key" ON "StorageFile"("key");

-- CreateIndex
CREATE INDEX "StorageFile_replacedAt_idx" ON "StorageFile"("replacedAt");

-- AddForeignKey
ALTER TABLE "StorageChunk" ADD CONSTRAINT "StorageChunk_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StorageFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Stored files are mostly PDFs and photos, already compressed: keep chunks out of line without
-- trying to compress them again.
ALTER TABLE "StorageChunk" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
