import { DEFAULT_LANGUAGE, type Language } from '@/content/languages';
import { db } from '@/lib/platform/db/client';
import { isProductLine, type LineModel } from './line-models';
import { listModels } from './store';

/**
 * The catalogue as after-sales reads it: the models a customer registers or has serviced (every
 * line but sheet metal, discontinued models too: their owners still need them), by code. There
 * is no other list of models: a model staff add is in the forms on the next visit.
 */

const byName = new Intl.Collator('en', { numeric: true });

/** Every after-sales model, named in the language, in name order (the forms' selects; cached). */
export async function afterSalesModels(language: Language): Promise<LineModel[]> {
  return (await listModels())
    .flatMap((model) =>
      isProductLine(model.line)
        ? [
            {
              code: model.code,
              line: model.line,
              name: model.name[language],
              launchedOn: model.launchedOn,
              warrantyMonths: model.warrantyMonths,
            },
          ]
        : [],
    )
    .sort((a, b) => byName.compare(a.name, b.name));
}

/** One model, read from the database now (the server's check of a form, a registration). */
export async function findLineModel(
  code: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<LineModel | undefined> {
  if (!code || code.length > 40) return undefined;
  const row = await db().catalogueModel.findUnique({ where: { code } });
  if (!row || !isProductLine(row.line)) return undefined;
  return {
    code: row.code,
    line: row.line,
    name: language === 'hi' ? row.nameHi : row.nameEn,
    launchedOn: row.launchedOn.toISOString().slice(0, 10),
    warrantyMonths: row.warrantyMonths,
  };
}

/** The names of models by code, in the language (rows that store only the code). */
export async function modelNames(
  codes: readonly string[],
  language: Language = DEFAULT_LANGUAGE,
): Promise<Map<string, string>> {
  const unique = [...new Set(codes)].filter((code) => code.length <= 40);
  if (!unique.length) return new Map();
  const rows = await db().catalogueModel.findMany({
    where: { code: { in: unique } },
    select: { code: true, nameEn: true, nameHi: true },
  });
  return new Map(rows.map((row) => [row.code, language === 'hi' ? row.nameHi : row.nameEn]));
}
