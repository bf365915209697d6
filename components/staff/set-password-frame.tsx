/** The frame of the pages outside the signed-in area (set-password link), like the sign-in page. */
export function SetPasswordFrame({
  title,
  children,
}: {
  title: string;
  children: React.ReactNode;
}) {
  return (
    <main
      id="main"
      className="mx-auto mt-24 w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 shadow"
    >
      <h1 className="mb-6 text-2xl font-bold text-brand-900">{title}</h1>
      {children}
    </main>
  );
}
