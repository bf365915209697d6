/** The banner at the top of an inner page, with the page's one h1. */
export function PageHeader({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className="bg-gradient-to-r from-brand-900 to-brand-700 text-white">
      <div className="container-page py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-2xl text-lg text-brand-50">{lead}</p> : null}
      </div>
    </div>
  );
}
