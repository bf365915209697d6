import type { Metadata } from 'next';
import { EntityForm } from '@/components/entity-form/entity-form';
import { SignInCard } from '@/components/staff/sign-in-card';
import { SET_PASSWORD_TEXT as T } from '@/content/staff-accounts';
import { findFirstAdminLink } from '@/lib/staff/first-admin';
import { findSetPasswordLink } from '@/lib/staff/set-password';
import { setPassword, setUpFirstAdmin } from './actions';

export const metadata: Metadata = { title: T.title };

/**
 * Open to anyone with a link (lib/platform/auth/staff-paths.ts); the token decides what it may do:
 * set a member's password, or, for the link start-up prints while no staff exist, create the first
 * administrator (lib/staff/first-admin.ts).
 */
export default async function SetPasswordPage({
  params,
}: PageProps<'/staff/set-password/[token]'>) {
  const { token } = await params;
  const link = await findSetPasswordLink(token);
  if (!link) {
    if (await findFirstAdminLink(token)) return <FirstAdminForm token={token} />;
    return (
      <SignInCard title={T.invalidTitle}>
        <p role="alert">{T.invalid}</p>
      </SignInCard>
    );
  }
  return (
    <SignInCard title={T.title}>
      <p className="mb-4">{T.lead(link.email)}</p>
      <EntityForm
        action={setPassword.bind(null, token)}
        fields={[
          { name: 'password', label: T.password, type: 'password', autoComplete: 'new-password' },
          { name: 'confirm', label: T.confirm, type: 'password', autoComplete: 'new-password' },
        ]}
        submitLabel={T.submit}
        savingLabel={T.saving}
        summaryLabel={T.errorSummary}
      />
    </SignInCard>
  );
}

function FirstAdminForm({ token }: { token: string }) {
  const F = T.firstAdmin;
  return (
    <SignInCard title={F.title}>
      <p className="mb-4">{F.lead}</p>
      <EntityForm
        action={setUpFirstAdmin.bind(null, token)}
        fields={[
          { name: 'name', label: F.name, type: 'text', autoComplete: 'name' },
          { name: 'email', label: F.email, type: 'email', autoComplete: 'username' },
          { name: 'password', label: F.password, type: 'password', autoComplete: 'new-password' },
          { name: 'confirm', label: F.confirm, type: 'password', autoComplete: 'new-password' },
        ]}
        submitLabel={F.submit}
        savingLabel={T.saving}
        summaryLabel={T.errorSummary}
      />
    </SignInCard>
  );
}
