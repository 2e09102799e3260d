import dayjs from 'dayjs';
import { useUsersT } from '../i18n';
import { DayField } from './access-until-field';

/**
 * The optional date of birth (issue 16, item 6): shown to root and admin only (the server leaves it
 * out of every other role's answers); under 18, a recertifying training is due at least every six
 * months. Today, later days and days before 1900 cannot be picked (the server refuses them too).
 */
export function DateOfBirthField() {
  const t = useUsersT();
  return (
    <DayField
      name="dateOfBirth"
      label={t('form.dateOfBirth')}
      help={t('form.dateOfBirthHelp')}
      disabledDate={(d) => !d.isBefore(dayjs().startOf('day')) || d.isBefore(dayjs('1900-01-01'))}
      pickerFrom={dayjs().subtract(18, 'year')}
      testId="date-of-birth"
    />
  );
}
