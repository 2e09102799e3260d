import { Button, Descriptions, Modal } from 'antd';
import type { StartCodeAnswer } from '../../../../shared/contracts/identity';
import { fullName, useCurrentUser } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import type { ManagedUser } from '../api/types';
import { useUsersT } from '../i18n';

/**
 * The start code just made for a person (issue 33): shown once, with what they type beside it. The
 * code is grouped in fours for reading aloud; the sign-in ignores the space.
 */
export function StartCodeDialog({ user, answer, onClose }: { user: ManagedUser | null; answer: StartCodeAnswer | null; onClose: () => void }) {
  const t = useUsersT();
  const { data: me } = useCurrentUser();
  const open = user !== null && answer !== null;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={user ? t('startCode.title', { name: fullName(user) }) : ''}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('startCode.close')}
        </Button>
      }
      destroyOnHidden
    >
      {user && answer && (
        <>
          <p>{t('startCode.intro')}</p>
          <Descriptions column={1} bordered size="small">
            {me?.company?.loginCode && <Descriptions.Item label={t('startCode.companyCode')}>{me.company.loginCode}</Descriptions.Item>}
            <Descriptions.Item label={t('startCode.personnelNumber')}>{user.personnelNumber}</Descriptions.Item>
            <Descriptions.Item label={t('startCode.code')}>
              <strong className="us-start-code" data-testid="start-code">
                {`${answer.code.slice(0, 4)} ${answer.code.slice(4)}`}
              </strong>
            </Descriptions.Item>
          </Descriptions>
          <p className="us-start-code__valid">{t('startCode.validUntil', { date: formatDate(answer.expiresAt) })}</p>
        </>
      )}
    </Modal>
  );
}
