import { useState } from 'react';
import { Alert, Button, Card, Empty, Form, Spin, Tag, Timeline } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Pagination } from '../../../components/pagination';
import { serverMessageOr } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { languageName } from '../../../../shared/languages';
import { searchPeople } from '../trail/api';
import { RemoteSelect } from '../trail/remote-select';
import '../trail/trail.css';
import { HISTORY_PAGE_SIZE, historyQuery, openEvidence, type HistoryCycle, type HistoryEntry, type TrainingHistory } from './api';
import { useHistoryT } from './i18n';
import './history.css';

const COLORS: Record<string, string> = {
  assigned: 'blue',
  deadline_changed: 'blue',
  unassigned: 'gray',
  started: 'blue',
  module_completed: 'green',
  quiz_passed: 'green',
  quiz_failed: 'red',
  completed: 'green',
  completed_online: 'orange',
  practical_part_signed_off: 'green',
  valid_until: 'gray',
  training_deleted: 'red',
  'group.member_added': 'blue',
  'group.member_removed': 'gray',
  'user.role_changed': 'blue',
  'user.deactivated': 'red',
  'user.deleted': 'red',
};

/** One timeline of entries: the date (and time) as the title, the sentence as the content. */
function Entries({ entries, testId }: { entries: HistoryEntry[]; testId: string }) {
  return (
    <Timeline
      className="au-timeline"
      data-testid={testId}
      items={entries.map((e) => ({
        key: e.id,
        color: COLORS[e.kind] ?? 'gray',
        content: (
          <div className={`au-entry au-entry--${e.kind.replace(/\./g, '-')}`}>
            <time dateTime={e.at}>{e.kind === 'valid_until' ? formatDate(e.at) : formatDateTime(e.at)}</time>
            <div>{e.text}</div>
          </div>
        ),
      }))}
    />
  );
}

function CycleBlock({ cycle }: { cycle: HistoryCycle }) {
  const { t, language } = useHistoryT();
  const toast = useToast();
  const evidenceId = cycle.evidenceId;
  const state = cycle.completedAt ? t('completedAt', { date: formatDate(cycle.completedAt) }) : cycle.awaitingPracticalPart ? t('awaitingPractical') : t('openCycle');
  const validity = cycle.completedAt ? (cycle.validUntil ? t('validUntil', { date: formatDate(cycle.validUntil) }) : t('validForever')) : null;
  // the language version the completion was delivered in (issue 34); null: not recorded, never read as German
  const delivered = cycle.completedAt ? t('deliveredLanguage', { name: cycle.deliveredLanguage ? languageName(cycle.deliveredLanguage, language) : t('languageNotRecorded') }) : null;
  return (
    <div className="au-cycle">
      <div className="au-cycle__head">
        <h3 className="au-cycle__title">{t('cycle', { n: cycle.cycle })}</h3>
        <span className="au-cycle__meta">
          {state}
          {validity ? ` · ${validity}` : ''}
          {delivered ? ` · ${delivered}` : ''}
        </span>
        {evidenceId && (
          <Button
            size="small"
            icon={<FilePdfOutlined />}
            onClick={() => void openEvidence(evidenceId, language).catch((error: unknown) => toast.error(t('common.error'), serverMessageOr(error, t('evidenceFailed'))))}
          >
            {t('evidence')}
          </Button>
        )}
      </div>
      <Entries entries={cycle.entries} testId={`history-cycle-${cycle.cycle}`} />
    </div>
  );
}

function TrainingCard({ training }: { training: TrainingHistory }) {
  const { t } = useHistoryT();
  return (
    <Card
      className="au-training"
      size="small"
      data-testid="history-training"
      title={
        <span className="au-training__title">
          <span className="au-ellipsis">{training.title}</span>
          {training.deleted && (
            <Tag color="red" className="au-deleted">
              {t('deleted')}
            </Tag>
          )}
        </span>
      }
    >
      {training.cycles.map((c) => (
        <CycleBlock key={c.cycle} cycle={c} />
      ))}
    </Card>
  );
}

/** "Personenverlauf": pick a person, then their trainings by cycle and their own events as timelines. */
export function HistoryTab() {
  const { t, language } = useHistoryT();
  const [userId, setUserId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const history = useQuery({ ...historyQuery(userId ?? '', page, language), enabled: userId !== null });
  const data = userId ? history.data : undefined;

  return (
    <section className="au-history" data-testid="audit-history">
      <p className="au-intro">{t('intro')}</p>
      <Form layout="vertical" component="div" className="au-history__pick">
        <Form.Item label={t('pick')} htmlFor="history-person">
          <RemoteSelect
            id="history-person"
            kind="people"
            value={userId}
            onChange={(v) => {
              setUserId(v);
              setPage(1);
            }}
            search={searchPeople}
            placeholder={t('pickPlaceholder')}
            searchingText={t('searching')}
            emptyText={t('nothingFound')}
            testId="history-person"
          />
        </Form.Item>
      </Form>
      {!userId ? (
        <Empty description={t('choose')} />
      ) : history.isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} description={serverMessageOr(history.error, '')} action={<Button onClick={() => void history.refetch()}>{t('retry')}</Button>} />
      ) : !data ? (
        <div className="au-center">
          <Spin />
        </div>
      ) : (
        <div className="au-history__body" aria-busy={history.isFetching}>
          {data.truncated && <Alert type="warning" showIcon title={t('truncated')} />}
          <section className="au-history__trainings" aria-labelledby="history-trainings">
            <h2 id="history-trainings" className="au-heading">
              {t('trainingsHeading')} <span className="au-count">({t('trainingsCount', { count: data.totalTrainings })})</span>
            </h2>
            {data.trainings.length === 0 ? <Empty description={t('noTrainings')} /> : data.trainings.map((tr) => <TrainingCard key={tr.trainingId} training={tr} />)}
            <Pagination page={page} pageSize={HISTORY_PAGE_SIZE} total={data.totalTrainings} onChange={setPage} className="au-pagination" />
          </section>
          <section className="au-history__person" aria-labelledby="history-person-events">
            <h2 id="history-person-events" className="au-heading">
              {t('personHeading')}
            </h2>
            {data.entries.length === 0 ? <Empty description={t('noEvents')} /> : <Entries entries={data.entries} testId="history-person-events" />}
          </section>
        </div>
      )}
    </section>
  );
}
