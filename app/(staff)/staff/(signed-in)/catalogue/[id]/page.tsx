import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { modelPath } from '@/components/catalogue/paths';
import { EntityForm } from '@/components/entity-form/entity-form';
import { Link } from '@/components/ui/link';
import { LINE_NAMES } from '@/content/catalogue';
import { STAFF_CATALOGUE_TEXT as T } from '@/content/staff-catalogue';
import { findCatalogueModel } from '@/lib/catalogue/admin';
import { catalogue } from '@/lib/catalogue/feature';
import { requireStaff } from '@/lib/platform/auth/session';
import { saveCatalogueForm } from '../actions';
import { catalogueFormFields } from '../fields';

type Props = PageProps<'/staff/catalogue/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const staff = await requireStaff(catalogue.role);
  const model = await findCatalogueModel(staff, (await params).id);
  return { title: model ? T.editTitle(model.code) : T.title };
}

export default async function CatalogueModelPage({ params }: Props) {
  const staff = await requireStaff(catalogue.role);
  const model = await findCatalogueModel(staff, (await params).id);
  if (!model) notFound();
  return (
    <>
      <Link href="/staff/catalogue" className="text-brand-800 underline">
        {T.back}
      </Link>
      <h1 className="text-2xl font-bold text-brand-900">{T.editTitle(model.code)}</h1>
      <p>
        {LINE_NAMES[model.line]} ·{' '}
        <a
          href={modelPath(model, 'en')}
          target="_blank"
          rel="noopener"
          className="text-brand-800 underline"
        >
          {T.view}
          <span className="sr-only"> {T.opensNewTab}</span>
        </a>
      </p>
      {model.files.image || model.files.manual ? (
        <div>
          <h2 className="font-semibold text-ink">{T.fields.current}</h2>
          <ul className="flex flex-wrap items-center gap-6">
            {model.files.image ? (
              <li>
                {/* As uploaded, small: staff check which photo it is. */}
                {/* eslint-disable-next-line @next/next/no-img-element -- a stored file, shown as it is */}
                <img
                  src={model.files.image}
                  alt={T.fields.currentImage}
                  width={160}
                  height={120}
                  className="h-30 w-40 rounded border border-slate-300 object-contain"
                />
              </li>
            ) : null}
            {model.files.manual ? (
              <li>
                <a href={model.files.manual} className="text-brand-800 underline">
                  {T.fields.currentManual}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <EntityForm
        action={saveCatalogueForm.bind(null, model.id, model.line)}
        fields={catalogueFormFields(model.line, model.fields, model.files)}
        submitLabel={T.save}
        savingLabel={T.saving}
        summaryLabel={T.errorSummary}
      />
    </>
  );
}
