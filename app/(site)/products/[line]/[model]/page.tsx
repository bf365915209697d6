import { requestLanguage, words } from '@/lib/platform/i18n/words';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ModelDetails } from '@/components/catalogue/model-details';
import { modelPath } from '@/components/catalogue/paths';
import { CATALOGUE_LINES, isCatalogueLine } from '@/lib/catalogue/specs';
import { findModelByCode, findModelBySlug, listModels, redirectFor } from '@/lib/catalogue/store';
import { pageMetadata } from '@/lib/seo/metadata';

// 700+ models in two languages: each page is rendered on its first request and kept (ISR), not
// at build time (the first model of each line is, to check them at build), and a change to the
// catalogue expires them (lib/catalogue/store.ts). The list is never empty: under the translated
// root layout, whose language is a static parameter, a route with no page built at all answers
// 404 for every address, so an empty catalogue builds one placeholder (itself a 404).
export const revalidate = 300;
export const dynamicParams = true;
export async function generateStaticParams() {
  const models = await listModels();
  const firsts = CATALOGUE_LINES.flatMap((line) => {
    const model = models.find((m) => m.line === line);
    return model ? [{ line, model: model.slug }] : [];
  });
  return firsts.length > 0 ? firsts : [{ line: CATALOGUE_LINES[0], model: '-' }];
}

type Props = PageProps<'/products/[line]/[model]'>;

async function modelOf(params: Props['params']) {
  const { line, model: slug } = await params;
  if (!isCatalogueLine(line)) return null;
  const model = await findModelBySlug(slug);
  return model && model.line === line ? model : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const model = await modelOf(params);
  if (!model) return {};
  const language = requestLanguage();
  const { ROUTES } = words().routes;
  return pageMetadata(
    {
      path: modelPath(model, language),
      title: model.name[language],
      description: model.summary[language],
    },
    ROUTES.products,
  );
}

export default async function ModelPage({ params }: Props) {
  const language = requestLanguage();
  const model = await modelOf(params);
  if (!model) {
    // A model whose code changed: its old address leads to its page.
    const { model: slug } = await params;
    const code = await redirectFor(slug);
    const renamed = code ? await findModelByCode(code) : null;
    if (renamed) permanentRedirect(modelPath(renamed, language));
    notFound();
  }
  const successor = model.successorCode ? await findModelByCode(model.successorCode) : null;
  return <ModelDetails model={model} successor={successor} language={language} />;
}
