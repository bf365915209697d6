import { layoutBars } from '@/components/ui/bar-layout';
import { STAFF_DASHBOARD_TEXT } from '@/content/staff-dashboard';

const T = STAFF_DASHBOARD_TEXT.chart;

/** What the chart shows: a count's name, its total, and its count on each day. */
export interface ChartSeries {
  label: string;
  total: number;
  days: readonly { day: string; count: number }[];
}

/** A 30-day bar chart drawn on the server as SVG, with the figures in a table for screen readers. */
export function DailyChart({ series }: { series: ChartSeries }) {
  const width = 300;
  const height = 80;
  const bars = layoutBars(
    series.days.map((d) => d.count),
    { width, baseline: height, top: 4, gap: 2 },
  );
  const last30 = series.days.reduce((sum, d) => sum + d.count, 0);
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="flex items-baseline justify-between">
        <span className="font-semibold">{series.label}</span>
        <span className="text-sm text-muted">
          <strong className="text-2xl text-ink">{series.total}</strong> {T.inAll}
          {T.inDays(last30, series.days.length)}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-3 h-20 w-full"
        role="img"
        aria-label={T.label(series.label, series.days.length)}
      >
        {series.days.map((d, i) => {
          const bar = bars[i]!;
          return (
            <rect
              key={d.day}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              fill="#0b5cad"
            />
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">{T.figures}</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col">{T.day}</th>
              <th scope="col">{series.label}</th>
            </tr>
          </thead>
          <tbody>
            {series.days.map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
