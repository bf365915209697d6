/** The payment was not accepted: a bad signature, a mismatch, an unknown order (HTTP 400). */
export class PaymentRefused extends Error {}

/** Online payment is not configured on this machine (no Razorpay keys: HTTP 503). */
export class PaymentUnavailable extends Error {}
