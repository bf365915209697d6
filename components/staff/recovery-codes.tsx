/** The ten recovery codes, shown once after enrolment or regeneration. */
export function RecoveryCodes({
  title,
  intro,
  codes,
}: {
  title: string;
  intro: string;
  codes: string[];
}) {
  return (
    <>
      <h2 id="recovery-title" className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <p>{intro}</p>
      <ul aria-label={title} className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
    </>
  );
}
