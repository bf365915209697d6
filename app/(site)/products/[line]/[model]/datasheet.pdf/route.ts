import { Readable } from 'node:stream';
import { PRODUCTS_PATH } from '@/content/catalogue';
import { isLanguage, localPath } from '@/content/languages';
import { renderDatasheet } from '@/lib/catalogue/datasheet';
import { DATASHEET_LIMITS } from '@/lib/catalogue/limits';
import { isCatalogueLine } from '@/lib/catalogue/specs';
import { findModelBySlug } from '@/lib/catalogue/store';
import { env } from '@/lib/platform/env';
import { clientInfo, handler, HttpError } from '@/lib/platform/http';
import { enforceRateLimit } from '@/lib/platform/rate-limit';
import { wordsOf } from '@/lib/platform/i18n/words';

// A model's datasheet (PDF), rendered from the catalogue on request: `?lang=hi` for Hindi (the
// Hindi model page links it so), English otherwise. Kept by browsers and the edge for five
// minutes, as long as the catalogue's own cache; a model that does not exist is a 404. Each
// client has its limit of renders (lib/catalogue/limits.ts), counted before anything is read.
export const GET = handler(
  async (request: Request, context: RouteContext<'/products/[line]/[model]/datasheet.pdf'>) => {
    await enforceRateLimit('datasheet', clientInfo(request.headers).ip, DATASHEET_LIMITS);
    const { line, model: slug } = await context.params;
    const asked = new URL(request.url).searchParams.get('lang') ?? 'en';
    const language = isLanguage(asked) ? asked : null;
    if (!language) throw new HttpError(400, wordsOf('en').catalogue.DATASHEET_TEXT.badLanguage);
    const model = isCatalogueLine(line) ? await findModelBySlug(slug) : null;
    if (!model || model.line !== line) {
      throw new HttpError(404, wordsOf(language).catalogue.DATASHEET_TEXT.notFound);
    }
    const url = `${env.SITE_URL}${localPath(`${PRODUCTS_PATH}/${model.line}/${model.slug}`, language)}`;
    const pdf = await renderDatasheet(model, language, url);
    return new Response(Readable.toWeb(pdf as Readable) as ReadableStream, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${model.slug}-datasheet${language === 'en' ? '' : `-${language}`}.pdf"`,
        'Cache-Control': 'public, max-age=300',
      },
    });
  },
);
