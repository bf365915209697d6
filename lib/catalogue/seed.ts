import type { Db } from '@/lib/platform/db/client';
import { sampleCatalogue } from './sample';

/**
 * The sample catalogue (./sample.ts) into the database: models it does not hold yet are added, a
 * model staff changed is left as they left it (skipDuplicates on the code).
 */
export async function seedCatalogue(db: Db) {
  const models = sampleCatalogue();
  await db.catalogueModel.createMany({
    data: models.map((model) => ({
      code: model.code,
      slug: model.slug,
      line: model.line,
      series: model.series,
      nameEn: model.nameEn,
      nameHi: model.nameHi,
      summaryEn: model.summaryEn,
      summaryHi: model.summaryHi,
      specs: model.specs,
      certifications: model.certifications,
      warrantyMonths: model.warrantyMonths,
      mrpPaise: model.mrpPaise,
      discontinued: model.discontinued,
      successorCode: model.successorCode,
      launchedOn: new Date(`${model.launchedOn}T00:00:00Z`),
    })),
    skipDuplicates: true,
  });
}
