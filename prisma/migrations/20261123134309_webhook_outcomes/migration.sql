-- AlterTable
ALTER TABLE "PaymentWebhookEvent" ADD COLUMN     "deliveries" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "eventCreatedAt" TIMESTAMPTZ(3),
ADD COLUMN     "lastDeliveryAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "outcome" VARCHAR(16) NOT NULL DEFAULT 'applied',
ADD COLUMN     "paymentId" VARCHAR(64),
ADD COLUMN     "razorpayEventId" VARCHAR(64),
ADD COLUMN     "razorpayOrderId" VARCHAR(64);

-- CreateIndex
CREATE INDEX "PaymentWebhookEvent_receivedAt_idx" ON "PaymentWebhookEvent"("receivedAt");
