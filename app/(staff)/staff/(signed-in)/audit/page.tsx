import type { Metadata } from 'next';
import { listAudit } from '@/lib/audit/log';

export const metadata: Metadata = { title: 'Audit log' };

export default async function AuditPage() {
  const { rows, total } = await listAudit();
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Audit log</h1>
      <p className="text-sm text-muted">
        The latest {rows.length} of {total} changes made by staff.
      </p>
      <table className="w-full border-collapse bg-white text-left text-sm">
        <thead className="border-b border-slate-300">
          <tr>
            <th scope="col" className="p-2">
              When
            </th>
            <th scope="col" className="p-2">
              Who
            </th>
            <th scope="col" className="p-2">
              What
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b border-slate-200">
              <td className="p-2">
                {new Date(r.when).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}
              </td>
              <td className="p-2">{r.actorEmail}</td>
              <td className="p-2">{r.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
