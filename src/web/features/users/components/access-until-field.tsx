import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { currentLanguage } from '../../../i18n';
import { useUsersT } from '../i18n';

/** The day format of the date picker: German dd.MM.yyyy, English MM/dd/yyyy (spec section 9). */
const PICKER_FORMAT = { de: 'DD.MM.YYYY', en: 'MM/DD/YYYY' } as const;

/** A picked day as the server takes it (`YYYY-MM-DD`), or null. */
export const toAccessUntil = (d: Dayjs | null | undefined): string | null => (d ? d.format('YYYY-MM-DD') : null);

/** The server's day as the picker's value. */
export const fromAccessUntil = (s: string | null): Dayjs | null => (s ? dayjs(s) : null);

/** A form field with a day picker in the UI language's format (the access end, the date of birth). */
export function DayField({ name, label, help, disabledDate, testId, pickerFrom }: { name: string; label: string; help: string; disabledDate: (d: Dayjs) => boolean; testId: string; pickerFrom?: Dayjs }) {
  const t = useUsersT();
  return (
    <Form.Item name={name} label={label} extra={help}>
      <DatePicker
        className="us-access-until"
        format={PICKER_FORMAT[currentLanguage()]}
        placeholder={t('form.accessUntilPlaceholder')}
        disabledDate={disabledDate}
        {...(pickerFrom ? { defaultPickerValue: pickerFrom } : {})}
        allowClear
        data-testid={testId}
      />
    </Form.Item>
  );
}

/**
 * The optional access end date of an account (issue 12: external auditors): days before today
 * cannot be picked (the server refuses them as well); clearing removes the end.
 */
export function AccessUntilField() {
  const t = useUsersT();
  return <DayField name="accessUntil" label={t('form.accessUntil')} help={t('form.accessUntilHelp')} disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} testId="access-until" />;
}
