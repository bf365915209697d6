/**
 * The marks an erasure leaves (lib/platform/privacy/masking.ts): a masked row's e-mail ends with
 * ERASED_DOMAIN, and its name and address read ERASED. Kept apart so that other modules (the
 * service request notifier) can recognise an erased person without loading the privacy tool.
 */
export const ERASED_DOMAIN = '@erased.invalid';
export const ERASED = '[erased]';

/** True for an e-mail address an erasure wrote: nobody can be reached there. */
export const isErasedEmail = (email: string) => email.endsWith(ERASED_DOMAIN);
