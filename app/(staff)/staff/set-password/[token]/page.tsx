import type { Metadata } from 'next';
import { cache } from 'react';
import { EntityForm } from '@/components/entity-form/entity-form';
import { SignInCard } from '@/components/staff/sign-in-card';
import { SET_PASSWORD_TEXT as T } from '@/content/staff-accounts';
import { findFirstAdminLink } from '@/lib/staff/first-admin';
import { findSetPasswordLink } from '@/lib/staff/set-password';
import { setPassword, setUpFirstAdmin } from './actions';

/** What the link in the address is: a member's set-password link, the first-admin link, or neither. */
const linkFor = cache(async (token: string) => {
  const member = await findSetPasswordLink(token);
  if (member) return { kind: 'member', email: member.email } as const;
  if (await findFirstAdminLink(token)) return { kind: 'first-admin' } as const;
  return { kind: 'unusable' } as const;
});

/** The tab names what the page shows: a used or unknown link is not "Choose your password". */
export async function generateMetadata({
  params,
}: PageProps<'/staff/set-password/[token]'>): Promise<Metadata> {
  const link = await linkFor((await params).token);
  const titles = { member: T.title, 'first-admin': T.firstAdmin.title, unusable: T.invalidTitle };
  return { title: titles[link.kind] };
}

/**
 * Open to anyone with a link (lib/platform/auth/staff-paths.ts); the token decides what it may do:
 * set a member's password, or, for the link start-up prints while no staff exist, create the first
 * administrator (lib/staff/first-admin.ts).
 */
export default async function SetPasswordPage({
  params,
}: PageProps<'/staff/set-password/[token]'>) {
  const { token } = await params;
  const link = await linkFor(token);
  if (link.kind === 'first-admin') return <FirstAdminForm token={token} />;
  if (link.kind === 'unusable') {
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
