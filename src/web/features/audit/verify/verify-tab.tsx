import { useState, type FormEvent } from 'react';
import { Alert, Button, Descriptions, Input, Spin, Table, Tag, Typography } from 'antd';
import { ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { HEAD_PATTERN, useVerification, type ChainBreak, type Verification } from './api';
import { useVerifyT, type VerifyT } from './i18n';
import './verify.css';

function finding(b: ChainBreak, t: VerifyT): string {
  if (b.reason === 'changed') return t('breaks.reasons.changed', { fields: b.changed.map((f) => t(`breaks.fields.${f}`)).join(', ') });
  return t(`breaks.reasons.${b.reason}`, { seq: b.seq ?? '' });
}

function Result({ v }: { v: Verification }) {
  const { t } = useVerifyT();
  return v.ok ? (
    <Alert type="success" showIcon title={t('ok.title')} description={t('ok.text', { checked: v.checked })} data-testid="verify-status" />
  ) : (
    <Alert
      type="error"
      showIcon
      title={t('broken.title', { count: v.breakCount })}
      description={
        <>
          {t('broken.text')}
          {v.breakCount > v.breaks.length && <div>{t('broken.more', { shown: v.breaks.length, count: v.breakCount })}</div>}
        </>
      }
      data-testid="verify-status"
    />
  );
}

function Facts({ v }: { v: Verification }) {
  const { t } = useVerifyT();
  return (
    <Descriptions
      className="av-facts"
      aria-label={t('facts.label')}
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        {
          key: 'checked',
          label: t('facts.checked'),
          children: (
            <span>
              <span className="av-num" data-testid="verify-checked">
                {v.checked.toLocaleString()}
              </span>
              {v.erased > 0 && (
                <span className="av-muted" data-testid="verify-erased">
                  {' '}– {t('facts.erased', { count: v.erased })}
                </span>
              )}
            </span>
          ),
        },
        {
          key: 'pending',
          label: t('facts.pending'),
          children: (
            <span data-testid="verify-pending">
              <span className="av-num">{v.pending.toLocaleString()}</span>
              {v.pending > 0 && <span className="av-muted"> – {t('facts.pendingHint')}</span>}
            </span>
          ),
        },
        {
          key: 'head',
          label: t('facts.head'),
          span: 'filled',
          children: v.head ? (
            <div className="av-head">
              <Typography.Text code copyable={{ text: v.head.hash, tooltips: [t('facts.copy'), t('facts.copied')] }} className="av-hash" data-testid="verify-head">
                {v.head.hash}
              </Typography.Text>
              <span className="av-muted">{t('facts.headMeta', { seq: v.head.seq, at: formatDateTime(v.head.at) })}</span>
            </div>
          ) : (
            t('facts.headNone')
          ),
        },
      ]}
    />
  );
}

function Breaks({ breaks }: { breaks: readonly ChainBreak[] }) {
  const { t } = useVerifyT();
  return (
    <section className="av-section" aria-labelledby="av-breaks-title">
      <h2 id="av-breaks-title" className="av-section__title">
        {t('breaks.title')}
      </h2>
      <Table<ChainBreak>
        size="small"
        pagination={false}
        rowKey={(b) => `${b.kind}-${b.reason}-${b.seq ?? ''}-${b.eventId ?? ''}-${b.position ?? ''}`}
        dataSource={[...breaks]}
        data-testid="verify-breaks"
        columns={[
          { key: 'seq', title: t('breaks.seq'), width: 56, render: (_, b) => b.seq ?? '–' },
          {
            key: 'what',
            title: t('breaks.what'),
            render: (_, b) => (
              <div className="av-finding">
                <Tag className={`av-kind av-kind--${b.kind}`}>{t(`breaks.kinds.${b.kind}`)}</Tag>
                <span>{finding(b, t)}</span>
              </div>
            ),
          },
          {
            key: 'event',
            title: t('breaks.event'),
            render: (_, b) => (
              <div className="av-event">
                <span>{b.eventType ?? '–'}</span>
                {b.streamId && <span className="av-muted av-mono">{b.streamId}</span>}
                {b.eventId && <span className="av-muted av-mono">{b.eventId}</span>}
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}

/** Checks a head printed on a document (evidence, progress report) against the chain. */
function OldHeadCheck() {
  const { t } = useVerifyT();
  const [value, setValue] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const check = useVerification(asked, asked !== null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const head = value.trim().toLowerCase();
    if (!HEAD_PATTERN.test(head)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (head === asked) void check.refetch();
    else setAsked(head);
  };
  const v = check.data;
  return (
    <section className="av-section av-old" aria-labelledby="av-old-title">
      <h2 id="av-old-title" className="av-section__title">
        {t('old.title')}
      </h2>
      <p className="av-muted">{t('old.text')}</p>
      <form className="av-old__form" onSubmit={submit} noValidate>
        <label htmlFor="av-old-head" className="av-old__label">
          {t('old.label')}
        </label>
        <div className="av-old__row">
          <Input
            id="av-old-head"
            className="av-mono"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={t('old.placeholder')}
            status={invalid ? 'error' : undefined}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'av-old-error' : undefined}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            data-testid="verify-old-head"
          />
          <Button htmlType="submit" type="primary" loading={asked !== null && check.isFetching} data-testid="verify-old-submit">
            {t('old.submit')}
          </Button>
        </div>
        {invalid && (
          <div id="av-old-error" className="av-error" role="alert">
            {t('old.invalid')}
          </div>
        )}
      </form>
      <div aria-live="polite">
        {asked !== null && check.isError && <Alert type="error" showIcon title={serverMessageOr(check.error, t('loadError'))} />}
        {asked !== null && v && !check.isFetching && (
          <Alert
            data-testid="verify-old-result"
            type={v.headFound ? (v.ok ? 'success' : 'warning') : 'error'}
            showIcon
            title={
              v.headFound && v.foundHead
                ? t(v.ok ? 'old.found' : 'old.foundBroken', { seq: v.foundHead.seq, at: formatDateTime(v.foundHead.at) })
                : t('old.notFound')
            }
          />
        )}
      </div>
    </section>
  );
}

/** The "Prüfkette" tab: is the company's log intact, its head, the first breaks, and an old head's check. */
export function VerifyTab() {
  const { t } = useVerifyT();
  const q = useVerification();
  return (
    <div className="av-verify">
      <div className="av-top">
        <p className="av-intro">
          <SafetyCertificateOutlined aria-hidden="true" /> {t('intro')}
        </p>
        <Button icon={<ReloadOutlined />} onClick={() => void q.refetch()} loading={q.isFetching} data-testid="verify-again">
          {t('verifyAgain')}
        </Button>
      </div>
      {q.isPending && (
        <div className="av-center" role="status">
          <Spin /> <span className="av-muted">{t('loading')}</span>
        </div>
      )}
      {q.isError && <Alert type="error" showIcon title={serverMessageOr(q.error, t('loadError'))} />}
      {q.data && (
        <>
          <Result v={q.data} />
          <Facts v={q.data} />
          {q.data.breaks.length > 0 && <Breaks breaks={q.data.breaks} />}
        </>
      )}
      <OldHeadCheck />
    </div>
  );
}
