import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { EntityForm } from '@/components/entity-form/entity-form';
import { STAFF_OUTLETS_TEXT as T } from '@/content/locator';
import { requireStaff } from '@/lib/platform/auth/session';
import { findOutlet } from '@/lib/locator/admin';
import { saveOutletForm } from '../actions';
import { outletFormFields } from '../fields';
import { outlets } from '@/lib/locator/feature';

type Props = PageProps<'/staff/outlets/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const staff = await requireStaff(outlets.role);
  const outlet = await findOutlet(staff, (await params).id);
  return { title: outlet ? T.editTitle(outlet.name) : T.title };
}

export default async function OutletPage({ params }: Props) {
  const staff = await requireStaff(outlets.role);
  const outlet = await findOutlet(staff, (await params).id);
  if (!outlet) notFound();
  return (
    <>
      <Link href="/staff/outlets" className="text-brand-800 underline">
        {T.back}
      </Link>
      <h1 className="text-2xl font-bold text-brand-900">{T.editTitle(outlet.name)}</h1>
      <EntityForm
        action={saveOutletForm.bind(null, outlet.id)}
        fields={outletFormFields(outlet)}
        submitLabel={T.save}
        savingLabel={T.saving}
        summaryLabel={T.errorSummary}
      />
    </>
  );
}
