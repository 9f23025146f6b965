import { Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { statusChartColour } from '../../../components/ui/status-badge.tsx';
import { formatSliceShare } from '../admin-format.ts';

// Five cycling colours gave two statuses one colour: each status has
// its own, a shade of its badge's, readable against white (the percent labels take it too).

// Charts grow in only for people who have not asked for reduced motion (screenshots and E2E
// emulate it, so they see the final drawing).
const animate = () => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

type StatusPieChartProps = { slices: { status: string; name: string; value: number }[] };

/** 'Group Status Distribution'. Lazy-loaded: recharts is only fetched on /admin. */
export default function StatusPieChart({ slices }: StatusPieChartProps) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const data = slices.map((s) => ({ ...s, fill: statusChartColour(s.status) }));
  // The drawing is one image to assistive technology; its name carries the numbers.
  const summary = slices
    .map((s) => `${s.name} ${s.value} (${formatSliceShare(total ? s.value / total : 0)})`)
    .join(', ');
  return (
    <div role="img" aria-label={`Group Status Distribution: ${summary}`} className="admin-chart">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            outerRadius="70%"
            label={({ percent }) => formatSliceShare(percent)}
            isAnimationActive={animate()}
          />
          <Tooltip />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
