import { config } from 'zod';

// zod 4 compiles object validators with `new Function` when it may, and finds out whether it may
// by trying once. On the pages with a nonce CSP (the payment page) that try is blocked and
// reported as a violation, so every visit raised the tamper alarm (e2e/csp-clean.spec.ts). The
// forms' schemas are small: checking them without compiling costs nothing a visitor notices.
config({ jitless: true });
