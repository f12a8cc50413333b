import { Box, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { type DashboardCharts as Charts, MAX_CHANGES_COUNTED } from '../../../shared/dashboard';
import type { ReviewState } from '../../../shared/schemas/organization';
import { formatNumber } from '../../i18n/format';
import type { Locale } from '../../i18n/locale';
import type { MessageKey } from '../../i18n/text';
import { pathTo } from '../../resources/paths';
import { LoadError } from '../../ui/LoadError';
import { ChartCard } from './ChartCard';
import {
  ACTIVITY,
  activityOfDay,
  EVENTS,
  ORGANIZATIONS,
  organizationsInReview,
} from './chartLinks';

type ChartsRecord = Charts & { id: string };

/** Bars of a band that holds one row of the provinces' chart, and the axes around them. */
const PROVINCE_ROW_PX = 30;
const AXES_PX = 70;
/** Room for a province's name beside its bar; longer names are cut by the chart. */
const PROVINCE_NAMES_PX = 120;

/** A UTC day (`YYYY-MM-DD`) as the language writes a short date: `Nov 27`, `27 nov.`. */
function dayFormats(locale: Locale) {
  const intl = locale === 'fr' ? 'fr-CA' : 'en-CA';
  const short = new Intl.DateTimeFormat(intl, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' });
  const date = (day: string) => new Date(`${day}T00:00:00Z`);
  return {
    short: (day: string) => short.format(date(day)),
    long: (day: string) => long.format(date(day)),
  };
}

function useFormats() {
  const [locale] = useLocaleState();
  const language: Locale = locale === 'fr' ? 'fr' : 'en';
  const number = (value: number | null) => (value === null ? '' : formatNumber(value, language));
  return { number, ...dayFormats(language) };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function ProvincesChart({ rows }: { rows: Charts['by_province'] }) {
  const translate = useTranslate();
  const { number } = useFormats();
  const published_ = translate('console.dashboard.charts.by_province.published');
  const pending_ = translate('console.dashboard.charts.by_province.pending');
  const published = sum(rows.map((row) => row.published));
  const pending = sum(rows.map((row) => row.pending));
  return (
    <ChartCard
      title={translate('console.dashboard.charts.by_province.title')}
      summary={translate('console.dashboard.charts.by_province.summary', {
        provinces: number(rows.length),
        published: number(published),
        pending: number(pending),
      })}
      chart={
        <BarChart
          layout="horizontal"
          height={AXES_PX + Math.max(rows.length, 1) * PROVINCE_ROW_PX}
          dataset={rows}
          yAxis={[{ scaleType: 'band', dataKey: 'name', width: PROVINCE_NAMES_PX }]}
          xAxis={[{ valueFormatter: number, tickMinStep: 1 }]}
          series={[
            { dataKey: 'published', label: published_, stack: 'all', valueFormatter: number },
            { dataKey: 'pending', label: pending_, stack: 'all', valueFormatter: number },
          ]}
          skipAnimation
        />
      }
      table={{
        columns: [translate('console.dashboard.charts.by_province.province'), published_, pending_],
        rows: rows.map((row) => [
          { text: row.name, to: pathTo('cities', 'list', row.country_id, row.state_id) },
          { text: number(row.published) },
          { text: number(row.pending) },
        ]),
      }}
      links={[{ label: translate('console.dashboard.charts.by_province.link'), to: ORGANIZATIONS }]}
    />
  );
}

/** The freshness bands, in the order of the answer's description (dueDate.ts's bands). */
const FRESHNESS_BANDS: {
  band: keyof Charts['freshness'];
  label: MessageKey;
  description: MessageKey;
}[] = [
  {
    band: 'recent',
    label: 'console.dashboard.charts.freshness.recent',
    description: 'console.dashboard.charts.freshness.recent_long',
  },
  {
    band: 'aging',
    label: 'console.dashboard.charts.freshness.aging',
    description: 'console.dashboard.charts.freshness.aging_long',
  },
  {
    band: 'overdue',
    label: 'console.dashboard.charts.freshness.overdue',
    description: 'console.dashboard.charts.freshness.overdue_long',
  },
];

/** The organization list's review filter, one link per state. */
const REVIEW_LINKS: { state: ReviewState; label: MessageKey }[] = [
  { state: 'overdue', label: 'console.dashboard.charts.freshness.review.overdue' },
  { state: 'due_soon', label: 'console.dashboard.charts.freshness.review.due_soon' },
  { state: 'current', label: 'console.dashboard.charts.freshness.review.current' },
];

function FreshnessChart({ freshness }: { freshness: Charts['freshness'] }) {
  const translate = useTranslate();
  const { palette } = useTheme();
  const { number } = useFormats();
  const count = translate('console.dashboard.charts.freshness.count');
  const bands = FRESHNESS_BANDS.map((band) => ({
    label: translate(band.label),
    description: translate(band.description),
    count: freshness[band.band],
  }));
  return (
    <ChartCard
      title={translate('console.dashboard.charts.freshness.title')}
      summary={translate('console.dashboard.charts.freshness.summary', {
        recent: number(freshness.recent),
        aging: number(freshness.aging),
        overdue: number(freshness.overdue),
      })}
      chart={
        <BarChart
          layout="horizontal"
          height={AXES_PX + bands.length * 40}
          dataset={bands}
          yAxis={[
            {
              scaleType: 'band',
              dataKey: 'label',
              width: PROVINCE_NAMES_PX,
              colorMap: {
                type: 'ordinal',
                values: bands.map((band) => band.label),
                colors: [palette.success.main, palette.warning.main, palette.error.main],
              },
            },
          ]}
          xAxis={[{ valueFormatter: number, tickMinStep: 1 }]}
          series={[{ dataKey: 'count', label: count, valueFormatter: number }]}
          hideLegend
          skipAnimation
        />
      }
      table={{
        columns: [translate('console.dashboard.charts.freshness.band'), count],
        rows: bands.map((band) => [{ text: band.description }, { text: number(band.count) }]),
      }}
      links={REVIEW_LINKS.map(({ state, label }) => ({
        label: translate(label),
        to: organizationsInReview(state),
      }))}
    />
  );
}

/** The texts of a chart of counts over time. */
interface OverTimeTexts {
  title: MessageKey;
  summary: MessageKey;
  day: MessageKey;
  count: MessageKey;
  link: MessageKey;
}

const UPCOMING_EVENT_TEXTS: OverTimeTexts = {
  title: 'console.dashboard.charts.upcoming_events.title',
  summary: 'console.dashboard.charts.upcoming_events.summary',
  day: 'console.dashboard.charts.upcoming_events.day',
  count: 'console.dashboard.charts.upcoming_events.count',
  link: 'console.dashboard.charts.upcoming_events.link',
};

const CHANGE_TEXTS: OverTimeTexts = {
  title: 'console.dashboard.charts.changes.title',
  summary: 'console.dashboard.charts.changes.summary',
  day: 'console.dashboard.charts.changes.day',
  count: 'console.dashboard.charts.changes.count',
  link: 'console.dashboard.charts.changes.link',
};

/** A chart of counts by UTC day or week: bars over time, each row of its table a date. */
function CountsOverTime({
  texts,
  series,
  linkOf,
  link,
  cap,
}: {
  texts: OverTimeTexts;
  series: { day: string; count: number }[];
  linkOf?: (day: string) => string;
  link: string;
  /**
   * The most a point is counted to (the server stops there): such a point reads "150+", and the
   * chart's name says its total with `summary` (`%{count}`, `%{cap}`), a lower bound.
   */
  cap?: { at: number; summary: MessageKey };
}) {
  const translate = useTranslate();
  const { number, short, long } = useFormats();
  const count = translate(texts.count);
  const reachesCap = (value: number | null) => cap !== undefined && (value ?? 0) >= cap.at;
  const shown = (value: number | null) => `${number(value)}${reachesCap(value) ? '+' : ''}`;
  const total = number(sum(series.map((point) => point.count)));
  const capped = cap && series.some((point) => reachesCap(point.count));
  return (
    <ChartCard
      title={translate(texts.title)}
      summary={
        capped
          ? translate(cap.summary, { count: total, cap: number(cap.at) })
          : translate(texts.summary, { count: total })
      }
      chart={
        <BarChart
          height={240}
          dataset={series}
          xAxis={[{ scaleType: 'band', dataKey: 'day', valueFormatter: short }]}
          yAxis={[{ valueFormatter: number, tickMinStep: 1, width: 48 }]}
          series={[{ dataKey: 'count', label: count, valueFormatter: shown }]}
          hideLegend
          skipAnimation
        />
      }
      table={{
        columns: [translate(texts.day), count],
        rows: series.map((point) => [
          { text: long(point.day), to: linkOf?.(point.day) },
          { text: shown(point.count) },
        ]),
      }}
      links={[{ label: translate(texts.link), to: link }]}
    />
  );
}

/** The dashboard's four charts, loaded after its cards (their own request and code). */
export function DashboardCharts() {
  const translate = useTranslate();
  const { data, error, refetch, isPending } = useGetOne<ChartsRecord>('dashboard-charts', {
    id: 'charts',
  });
  if (error && !data) {
    return (
      <LoadError
        error={error}
        fallback={translate('console.dashboard.charts.load_failed')}
        onRetry={() => refetch()}
      />
    );
  }
  if (isPending || !data?.freshness) {
    return (
      <Typography role="status" color="text.secondary">
        {translate('console.dashboard.charts.loading')}
      </Typography>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
      }}
    >
      <ProvincesChart rows={data.by_province} />
      <FreshnessChart freshness={data.freshness} />
      <CountsOverTime
        texts={UPCOMING_EVENT_TEXTS}
        series={data.upcoming_events.map(({ week_start, count }) => ({ day: week_start, count }))}
        link={EVENTS}
      />
      <CountsOverTime
        texts={CHANGE_TEXTS}
        series={data.changes_per_day}
        linkOf={activityOfDay}
        link={ACTIVITY}
        cap={{
          at: MAX_CHANGES_COUNTED,
          summary: 'console.dashboard.charts.changes.summary_capped',
        }}
      />
    </Box>
  );
}
