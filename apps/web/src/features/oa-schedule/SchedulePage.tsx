import { LeftOutlined, PlusOutlined, RightOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { DateSelectArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import zhCnLocale from '@fullcalendar/core/locales/zh-cn';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { CalendarFeedItem, EditScope, Occurrence } from '@renli/contracts';
import { Button, Card, Checkbox, Grid, Segmented, Space, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/session-queries.ts';
import { toast } from '../../lib/toast.ts';
import { useCalendarEvents, useMoveEvent, useShares } from './api.ts';
import { DetailDrawer } from './DetailDrawer.tsx';
import { type EventDraft, EventDrawer } from './EventDrawer.tsx';
import { useScopeQuestion } from './ScopeDialog.tsx';
import { SharesDialog } from './SharesDialog.tsx';
import { chinaNow, fromWall, toWall } from './time.ts';
import './oa-schedule.css';

const VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek'] as const;
type View = (typeof VIEWS)[number];
const VIEW_LABEL: Record<View, string> = {
  dayGridMonth: 'month',
  timeGridWeek: 'week',
  timeGridDay: 'day',
  listWeek: 'list',
};

/** Colours of colleagues' calendars drawn beside one's own, by their order in the list. */
const PERSON_COLORS = [
  '#2f54eb',
  '#08979c',
  '#d4380d',
  '#531dab',
  '#7cb305',
  '#c41d7f',
  '#d48806',
  '#1d39c4',
];
const FEED_COLORS: Record<CalendarFeedItem['kind'], string> = {
  meeting: '#597ef7',
  leave: '#d48806',
  task: '#389e0d',
};

const phoneWidth = () => window.matchMedia?.('(max-width: 767px)').matches ?? false;

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const LOCALES = [zhCnLocale];
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

type Extended = { occurrence: Occurrence } | { feed: CalendarFeedItem };

/**
 * 日程 (`#/oa/schedule`, docs/product/oa-schedule.md): one's calendar by month, week, day or as a
 * list (the phone's view), colleagues' shared calendars overlaid, meetings, leave and task due dates
 * beside the events. Drag on empty time to create, drag or resize one's own event to move it, click
 * to open it. `?event=<id>` (the bell and the chat's card) opens that event.
 */
export function SchedulePage() {
  const { t, i18n } = useTranslation('oa-schedule');
  const screens = Grid.useBreakpoint();
  // The breakpoints are empty on the first render: ask the window then, so a phone starts in the list.
  const narrow = screens.md === undefined ? phoneWidth() : !screens.md;
  const myUserId = useSession().data?.userId;
  const calendar = useRef<FullCalendar>(null);
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('event')) || null;
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [title, setTitle] = useState('');
  const [initialView] = useState<View>(narrow ? 'listWeek' : 'timeGridWeek');
  const [view, setView] = useState<View>(initialView);
  const [overlays, setOverlays] = useState<number[]>([]);
  const [open, setOpen] = useState<{ id: number; occurrenceStart: string | null } | null>(
    linked ? { id: linked, occurrenceStart: null } : null,
  );
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [sharing, setSharing] = useState(false);
  const scope = useScopeQuestion();
  const move = useMoveEvent();
  const shares = useShares().data;
  const withMe = shares?.withMe ?? [];
  const shown = overlays.filter((id) => withMe.some((s) => s.userId === id));
  const { data } = useCalendarEvents(range ? { ...range, userIds: shown } : null);

  const colorOf = useMemo(
    () => new Map(withMe.map((s, i) => [s.userId, PERSON_COLORS[i % PERSON_COLORS.length]!])),
    [withMe],
  );
  const nameOf = useMemo(() => new Map(withMe.map((s) => [s.userId, s.name])), [withMe]);

  const inputs: EventInput[] = useMemo(() => {
    const events = (data?.events ?? []).map((o): EventInput => {
      const mine = o.calendarUserId === myUserId;
      const color = mine ? o.color : (colorOf.get(o.calendarUserId) ?? o.color);
      const owner = nameOf.get(o.calendarUserId) ?? '';
      return {
        id: `${o.eventId}@${o.occurrenceStart}@${o.calendarUserId}`,
        title: o.title ?? (mine ? t('busy') : t('busyOf', { name: owner })),
        start: toWall(o.start, o.allDay),
        end: toWall(o.end, o.allDay),
        allDay: o.allDay,
        backgroundColor: color,
        borderColor: color,
        editable: o.canEdit,
        classNames: [
          ...(o.myResponse === 'declined' ? ['rl-schedule-declined'] : []),
          ...(o.myResponse === 'pending' ? ['rl-schedule-pending'] : []),
          ...(o.busyOnly ? ['rl-schedule-busy'] : []),
          ...(!mine ? ['rl-schedule-overlay'] : []),
        ],
        extendedProps: { occurrence: o } satisfies Extended,
      };
    });
    const feeds = (data?.feeds ?? []).map(
      (f): EventInput => ({
        id: `feed-${f.kind}-${f.id}`,
        title: `${t(`feeds.${f.kind}`)} · ${f.title}`,
        start: toWall(f.start, f.allDay),
        end: toWall(f.end, f.allDay),
        allDay: f.allDay,
        backgroundColor: FEED_COLORS[f.kind],
        borderColor: FEED_COLORS[f.kind],
        editable: false,
        classNames: ['rl-schedule-feed'],
        extendedProps: { feed: f } satisfies Extended,
      }),
    );
    return [...events, ...feeds];
  }, [data, myUserId, colorOf, nameOf, t]);

  const api = () => calendar.current?.getApi();
  const changeView = (next: View) => {
    setView(next);
    api()?.changeView(next);
  };
  const closeDetail = () => {
    setOpen(null);
    if (params.has('event')) setParams({}, { replace: true });
  };

  const onSelect = (arg: DateSelectArg) => {
    api()?.unselect();
    setDraft({ kind: 'new', start: fromWall(arg.start), end: fromWall(arg.end), allDay: arg.allDay });
  };
  const newEvent = () => {
    const now = chinaNow();
    const start = new Date(now);
    start.setUTCMinutes(0, 0, 0);
    start.setUTCHours(start.getUTCHours() + 1);
    setDraft({
      kind: 'new',
      start: fromWall(start),
      end: fromWall(new Date(start.getTime() + 3_600_000)),
      allDay: false,
    });
  };
  const onClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const ext = arg.event.extendedProps as Extended;
    if ('feed' in ext) {
      if (ext.feed.link) window.location.hash = ext.feed.link;
      return;
    }
    if (ext.occurrence.busyOnly) return;
    setOpen({ id: ext.occurrence.eventId, occurrenceStart: ext.occurrence.occurrenceStart });
  };
  const onMove = async (arg: EventDropArg | EventResizeDoneArg) => {
    const ext = arg.event.extendedProps as Extended;
    if (!('occurrence' in ext) || !arg.event.start) return arg.revert();
    const o = ext.occurrence;
    const chosen: EditScope | null = o.repeating ? await scope.ask('edit') : 'all';
    if (!chosen) return arg.revert();
    const start = arg.event.start;
    const allDay = arg.event.allDay;
    const end = arg.event.end ?? new Date(start.getTime() + (allDay ? 86_400_000 : 3_600_000));
    try {
      await move.mutateAsync({
        id: o.eventId,
        scope: chosen,
        occurrenceStart: o.occurrenceStart,
        start: fromWall(start),
        end: fromWall(end),
        allDay,
      });
      toast.success(t('moved'));
    } catch {
      arg.revert();
    }
  };

  const calendars = (
    <Card size="small" className="rl-schedule-calendars" title={t('calendars')}>
      <div className="rl-schedule-calendar-row">
        <span className="rl-schedule-dot" style={{ background: '#1677ff' }} />
        {t('myCalendar')}
      </div>
      <Typography.Text type="secondary" className="rl-schedule-subtitle">
        {t('sharedWithMe')}
      </Typography.Text>
      {withMe.length === 0 ? (
        <Typography.Paragraph type="secondary" className="rl-schedule-hint">
          {t('noSharedWithMe')}
        </Typography.Paragraph>
      ) : (
        <Checkbox.Group
          className="rl-schedule-overlays"
          value={shown}
          onChange={(values) => setOverlays(values as number[])}
          options={withMe.map((s) => ({
            value: s.userId,
            label: (
              <span>
                <span className="rl-schedule-dot" style={{ background: colorOf.get(s.userId) }} />
                {s.name}
                <Typography.Text type="secondary"> · {t(`shares.level.${s.level}`)}</Typography.Text>
              </span>
            ),
          }))}
        />
      )}
      <Button block icon={<ShareAltOutlined />} onClick={() => setSharing(true)} style={{ marginTop: 12 }}>
        {t('share')}
      </Button>
    </Card>
  );

  return (
    <div className={`rl-schedule${narrow ? ' rl-schedule-narrow' : ''}`}>
      <div className="rl-schedule-toolbar">
        <Space wrap>
          <Button icon={<LeftOutlined />} aria-label="prev" onClick={() => api()?.prev()} />
          <Button onClick={() => api()?.today()}>{t('today')}</Button>
          <Button icon={<RightOutlined />} aria-label="next" onClick={() => api()?.next()} />
          <Typography.Title level={5} className="rl-schedule-title">
            {title}
          </Typography.Title>
        </Space>
        <Space wrap>
          <Segmented<View>
            value={view}
            onChange={changeView}
            options={VIEWS.map((v) => ({ value: v, label: t(`views.${VIEW_LABEL[v]}`) }))}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={newEvent}>
            {t('new')}
          </Button>
        </Space>
      </div>
      <div className="rl-schedule-body">
        {!narrow && <aside className="rl-schedule-side">{calendars}</aside>}
        <div className="rl-schedule-main">
          <FullCalendar
            ref={calendar}
            plugins={PLUGINS}
            initialView={initialView}
            headerToolbar={false}
            timeZone="UTC"
            now={chinaNow}
            locales={LOCALES}
            locale={i18n.language === 'en' ? 'en-gb' : 'zh-cn'}
            firstDay={1}
            height={narrow ? 'auto' : 'calc(100vh - 210px)'}
            scrollTime="08:00:00"
            nowIndicator
            displayEventTime={!(narrow && view === 'dayGridMonth')}
            dayMaxEvents
            selectable
            selectMirror
            eventTimeFormat={TIME_FORMAT}
            slotLabelFormat={TIME_FORMAT}
            events={inputs}
            select={onSelect}
            eventClick={onClick}
            eventDrop={onMove}
            eventResize={onMove}
            noEventsContent={t('emptyList')}
            datesSet={(arg) => {
              const next = { from: fromWall(arg.start), to: fromWall(arg.end) };
              // FullCalendar tells the range again on every re-render: keep the same object then.
              setRange((prev) => (prev?.from === next.from && prev.to === next.to ? prev : next));
              setTitle(arg.view.title);
              setView(arg.view.type as View);
            }}
          />
        </div>
        {narrow && calendars}
      </div>
      {open && (
        <DetailDrawer
          id={open.id}
          occurrenceStart={open.occurrenceStart}
          narrow={narrow}
          myUserId={myUserId}
          onClose={closeDetail}
          askScope={scope.ask}
          onEdit={(event, chosen) => {
            closeDetail();
            setDraft({ kind: 'edit', event, scope: chosen });
          }}
        />
      )}
      {draft && (
        <EventDrawer
          draft={draft}
          narrow={narrow}
          onClose={() => setDraft(null)}
          onSaved={() => setDraft(null)}
        />
      )}
      {sharing && shares && (
        <SharesDialog mine={shares.mine} myUserId={myUserId} onClose={() => setSharing(false)} />
      )}
      {scope.dialog}
    </div>
  );
}
