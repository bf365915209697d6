/** The card every sign-in step sits on. */
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
