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

/**
 * The optional access end date of an account (issue 12: external auditors): days before today
 * cannot be picked (the server refuses them as well); clearing removes the end.
 */
export function AccessUntilField() {
  const t = useUsersT();
  return (
    <Form.Item name="accessUntil" label={t('form.accessUntil')} extra={t('form.accessUntilHelp')}>
      <DatePicker
        className="us-access-until"
        format={PICKER_FORMAT[currentLanguage()]}
        placeholder={t('form.accessUntilPlaceholder')}
        disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
        allowClear
        data-testid="access-until"
      />
    </Form.Item>
  );
}
