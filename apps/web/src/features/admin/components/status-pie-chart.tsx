import { Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { DEFAULT_LANGUAGE } from '@saath/shared/i18n';
import { statusChartColour, statusLabel } from '../../../components/ui/status-badge.tsx';
import { currentLanguage, t } from '../../../lib/i18n.tsx';
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
  // English keeps its lower-case names; another language shows the status badges' own words.
  const named =
    currentLanguage() === DEFAULT_LANGUAGE
      ? slices
      : slices.map((s) => ({ ...s, name: statusLabel(s.status) }));
  const data = named.map((s) => ({ ...s, fill: statusChartColour(s.status) }));
  // The drawing is one image to assistive technology; its name carries the numbers.
  const summary = named
    .map((s) => `${s.name} ${s.value} (${formatSliceShare(total ? s.value / total : 0)})`)
    .join(', ');
  return (
    <div
      role="img"
      aria-label={t('Group Status Distribution: {summary}', { summary })}
      className="admin-chart"
    >
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
