import { useMemo, useState } from 'react';
import { DatePicker, Form, Input, InputNumber, Switch, TimePicker } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { FormDialog } from '../../../components/form-dialog';
import { SubmitActions } from '../../../components/dialog-actions';
import { newIdempotencyKey, serverMessageOr } from '../../../lib/api';
import { fullName, useCurrentUser } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { localize } from '../../../lib/localize';
import { useToast } from '../../../lib/use-toast';
import { instructionPolicy } from '../../../../shared/policy';
import { usePlanSession } from '../api/mutations';
import { searchInstructors, searchTrainings, searchUnits, trainingQueryOptions, unitQueryOptions, type InstructionSessionView, type PickOption } from '../api/queries';
import { useSessionsT } from '../i18n';
import type { PlanPreset } from '../lib/search';
import { CandidateList, chosenIds } from './candidate-list';
import { SearchSelect } from './search-select';
import { useCandidates } from '../api/queries';

interface PlanValues {
  trainingId?: string | null;
  date?: Dayjs | null;
  time?: Dayjs | null;
  durationMinutes?: number | null;
  location?: string;
  instructorId?: string | null;
  groupIds?: string[];
  dueOnly?: boolean;
  notes?: string;
}

const PICKER_FORMAT = { de: 'DD.MM.YYYY', en: 'MM/DD/YYYY' } as const;
const DEFAULT_DURATION = 45;

/** The next full hour from now: where a new session starts unless changed. */
const nextFullHour = () => dayjs().add(1, 'hour').startOf('hour');

/**
 * "Präsenzunterweisung planen": training, date and time, duration, location, instructor, units with
 * "nur Fällige" and the suggested participants (ticked when due), notes. Opened from the list or
 * from a unit's progress report (`preset`: training and unit chosen).
 */
export function PlanDialog({ open, preset, onClose, onPlanned }: { open: boolean; preset: PlanPreset | null; onClose: () => void; onPlanned: (view: InstructionSessionView) => void }) {
  const { t, language } = useSessionsT();
  const toast = useToast();
  const me = useCurrentUser().data;
  const plan = usePlanSession();
  const [form] = Form.useForm<PlanValues>();
  const [choices, setChoices] = useState<Map<string, boolean>>(new Map());
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // every opening starts afresh (state adjusted while rendering)
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setChoices(new Map());
      setIdempotencyKey(newIdempotencyKey());
    }
  }

  const presetTraining = useQuery(trainingQueryOptions(preset?.trainingId ?? ''));
  const presetUnit = useQuery(unitQueryOptions(preset?.groupId ?? ''));
  const knownTrainings = useMemo<PickOption[]>(
    () => (presetTraining.data ? [{ value: presetTraining.data.id, label: localize(presetTraining.data.title, language) }] : []),
    [presetTraining.data, language],
  );
  const knownUnits = useMemo<PickOption[]>(() => (presetUnit.data ? [{ value: presetUnit.data.id, label: presetUnit.data.name }] : []), [presetUnit.data]);
  const meAsInstructor = useMemo<PickOption[]>(() => (me && instructionPolicy.instructorEligible(me.role) ? [{ value: me.id, label: `${fullName(me)} (${me.email})` }] : []), [me]);

  const trainingId = Form.useWatch('trainingId', form) ?? '';
  const groupIds = Form.useWatch('groupIds', form) ?? [];
  const dueOnly = Form.useWatch('dueOnly', form) ?? true;
  const candidates = useCandidates(trainingId, groupIds, dueOnly);

  const initialValues: PlanValues = {
    trainingId: preset?.trainingId || null,
    date: nextFullHour(),
    time: nextFullHour(),
    durationMinutes: DEFAULT_DURATION,
    location: '',
    instructorId: meAsInstructor[0]?.value ?? null,
    groupIds: preset?.groupId ? [preset.groupId] : [],
    dueOnly: true,
    notes: '',
  };

  const submit = async (values: PlanValues) => {
    const day = values.date ?? dayjs();
    const time = values.time ?? dayjs();
    const startsAt = day.hour(time.hour()).minute(time.minute()).second(0).millisecond(0);
    const participantIds = candidates.data ? chosenIds(candidates.data.candidates, choices) : [];
    try {
      const view = await plan.mutateAsync({
        idempotencyKey,
        trainingId: values.trainingId ?? '',
        startsAt: startsAt.toISOString(),
        durationMinutes: values.durationMinutes ?? DEFAULT_DURATION,
        location: (values.location ?? '').trim(),
        instructorId: values.instructorId ?? '',
        participantIds,
        notes: values.notes?.trim() ? values.notes.trim() : null,
      });
      toast.success(t('plan.done'), t('plan.doneText', { title: localize(view.trainingTitle, language), date: formatDateTime(view.startsAt), count: view.participantCount }));
      setIdempotencyKey(newIdempotencyKey());
      onPlanned(view);
    } catch (error) {
      toast.error(t('plan.failed'), serverMessageOr(error, t('common.genericError')));
    }
  };

  const required = (message: string) => [{ required: true, message }];

  return (
    <FormDialog
      open={open}
      onCancel={onClose}
      title={
        <span className="is-dialog-title">
          <CalendarOutlined aria-hidden="true" /> {t('plan.title')}
        </span>
      }
      width={760}
      className="is-plan-dialog"
    >
      <p className="dialog-intro">{t('plan.intro')}</p>
      <Form<PlanValues> form={form} name="plan-session" layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={(values) => void submit(values)}>
        <Form.Item name="trainingId" label={t('plan.training')} rules={required(t('plan.trainingRequired'))}>
          <SearchSelect
            kind="trainings"
            search={(text, signal) => searchTrainings(text, (title) => localize(title, language), signal)}
            known={knownTrainings}
            placeholder={t('plan.trainingPlaceholder')}
            testId="plan-training"
          />
        </Form.Item>
        <div className="is-plan-grid">
          <Form.Item name="date" label={t('plan.date')} rules={required(t('plan.dateRequired'))}>
            <DatePicker format={PICKER_FORMAT[language]} allowClear={false} className="is-full" data-testid="plan-date" />
          </Form.Item>
          <Form.Item name="time" label={t('plan.time')} rules={required(t('plan.timeRequired'))}>
            <TimePicker format="HH:mm" minuteStep={5} allowClear={false} needConfirm={false} className="is-full" data-testid="plan-time" />
          </Form.Item>
          <Form.Item name="durationMinutes" label={t('plan.duration')} rules={[{ required: true, type: 'integer', min: 1, max: 1440, message: t('plan.durationRequired') }]}>
            <InputNumber min={1} max={1440} step={15} precision={0} className="is-full" data-testid="plan-duration" />
          </Form.Item>
        </div>
        <Form.Item name="location" label={t('plan.location')} rules={[{ required: true, whitespace: true, message: t('plan.locationRequired') }]}>
          <Input maxLength={200} placeholder={t('plan.locationPlaceholder')} data-testid="plan-location" />
        </Form.Item>
        <Form.Item name="instructorId" label={t('plan.instructor')} extra={t('plan.instructorHint')} rules={required(t('plan.instructorRequired'))}>
          <SearchSelect kind="instructors" search={searchInstructors} known={meAsInstructor} placeholder={t('plan.instructorPlaceholder')} testId="plan-instructor" />
        </Form.Item>
        <div className="is-plan-units">
          <Form.Item name="groupIds" label={t('plan.units')} className="is-plan-units__select">
            <SearchSelect mode="multiple" kind="units" search={searchUnits} known={knownUnits} placeholder={t('plan.unitsPlaceholder')} testId="plan-units" />
          </Form.Item>
          <Form.Item name="dueOnly" label={t('plan.dueOnly')} valuePropName="checked" tooltip={t('plan.dueOnlyHint')}>
            <Switch data-testid="plan-due-only" />
          </Form.Item>
        </div>
        <fieldset className="is-plan-participants">
          <legend>{t('plan.participants')}</legend>
          <CandidateList trainingId={trainingId} groupIds={groupIds} dueOnly={dueOnly} choices={choices} onChoices={setChoices} />
        </fieldset>
        <Form.Item name="notes" label={t('plan.notes')}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 5 }} data-testid="plan-notes" />
        </Form.Item>
        <SubmitActions onCancel={onClose} pending={plan.isPending} submitText={t('plan.submit')} testId="plan-submit" />
      </Form>
    </FormDialog>
  );
}
