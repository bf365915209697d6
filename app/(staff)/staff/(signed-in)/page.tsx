import type { Metadata } from 'next';
import { DailyChart } from '@/components/staff/daily-chart';
import { COUNTED, dailySeries, type CountedKey } from '@/lib/staff/stats';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  const series = await Promise.all(
    (Object.keys(COUNTED) as CountedKey[]).map((key) => dailySeries(key)),
  );
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Dashboard</h1>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {series.map((s) => (
          <DailyChart key={s.key} series={s} />
        ))}
      </div>
    </>
  );
}
