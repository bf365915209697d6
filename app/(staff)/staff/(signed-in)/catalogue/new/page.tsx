import type { Metadata } from 'next';
import { NewModelForm } from '@/components/catalogue/staff/new-model-form';
import { EntityForm } from '@/components/entity-form/entity-form';
import { Link } from '@/components/ui/link';
import { LINE_NAMES } from '@/content/catalogue';
import { STAFF_CATALOGUE_TEXT as T } from '@/content/staff-catalogue';
import { catalogue } from '@/lib/catalogue/feature';
import { isCatalogueLine } from '@/lib/catalogue/specs';
import { requireStaff } from '@/lib/platform/auth/session';
import { saveCatalogueForm } from '../actions';
import { catalogueFormFields } from '../fields';

export const metadata: Metadata = { title: T.add };

/**
 * A new model of the line named by `?line=` (the list's "Add a model" form); without a line (or
 * with one that does not exist), the choice of line first.
 */
export default async function NewModelPage({ searchParams }: PageProps<'/staff/catalogue/new'>) {
  await requireStaff(catalogue.role);
  const { line } = await searchParams;
  if (!isCatalogueLine(line)) {
    return (
      <>
        <Link href="/staff/catalogue" className="text-brand-800 underline">
          {T.back}
        </Link>
        <h1 className="text-2xl font-bold text-brand-900">{T.add}</h1>
        <p className="max-w-3xl">{T.addLead}</p>
        <NewModelForm />
      </>
    );
  }
  return (
    <>
      <Link href="/staff/catalogue" className="text-brand-800 underline">
        {T.back}
      </Link>
      <h1 className="text-2xl font-bold text-brand-900">{T.newTitle(LINE_NAMES[line])}</h1>
      <EntityForm
        action={saveCatalogueForm.bind(null, null, line)}
        fields={catalogueFormFields(line)}
        submitLabel={T.save}
        savingLabel={T.saving}
        summaryLabel={T.errorSummary}
      />
    </>
  );
}
