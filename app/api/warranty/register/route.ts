import { LANGUAGE_CODES, type Language } from '@/content/languages';
import { warranty } from '@/lib/warranty/feature';
import { publicFormEndpoint } from '@/lib/platform/forms/endpoint';
import { postedLanguage } from '@/lib/platform/i18n/translations';
import { wordsOf } from '@/lib/platform/i18n/words';
import { MAX_INVOICE_BYTES, warrantyRequestSchemaIn } from '@/lib/warranty/schema';
import { findLineModel } from '@/lib/catalogue/after-sales';
import { registerWarranty } from '@/lib/warranty/register';
import { spendProof } from '@/lib/mobile-check/codes';
import { smsConfigured } from '@/lib/mobile-check/sms';

// Multipart: the fields, the invoice file and the reCAPTCHA token. The body may hold the largest
// invoice and the fields around it; anything larger is 413 before it is read.
const endpointIn = (language: Language) => {
  const M = wordsOf(language).warranty.WARRANTY_MESSAGES;
  return publicFormEndpoint({
    encoding: 'multipart',
    rateLimit: 'warranty',
    maxBytes: MAX_INVOICE_BYTES + 64 * 1024,
    // Every message in the posting page's language, written here: some carry a fact (the
    // serial's example, the model's launch day) that the answer's English-to-Hindi map cannot
    // know, and a sentence several modules share may have another translation in the map. The
    // model is looked up in the catalogue as it is now.
    schema: warrantyRequestSchemaIn(M, language, (code) => findLineModel(code, language)),
    invalid: M.invalid,
    captcha: warranty.captchaActions.warranty,
    accepted: M.registered,
    // While the site sends SMS, the customer confirmed the mobile number with a code first.
    save: ({ mobileProof, ...input }, client, posted) =>
      registerWarranty(input, client, {
        ...posted,
        confirmMobile: smsConfigured()
          ? (tx) => spendProof(tx, mobileProof, input.mobile, 'warranty')
          : undefined,
      }),
    answer: (registered) => ({ registration: registered }),
  });
};

const ENDPOINTS = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [language, endpointIn(language)]),
) as Record<Language, ReturnType<typeof endpointIn>>;

export const POST = (request: Request) => ENDPOINTS[postedLanguage(request.headers)](request);
