/**
 * The card the pages outside the signed-in area sit on: the sign-in steps and the set-password
 * link's pages.
 */
export function SignInCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main
      id="main"
      className="mx-auto mt-24 w-full max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-8 shadow"
    >
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {children}
    </main>
  );
}
