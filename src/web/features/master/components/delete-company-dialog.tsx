import { useId, useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { SubmitActions } from '../../../components/dialog-actions';
import {
  AuditOutlined,
  DeleteOutlined,
  ExclamationCircleFilled,
  LineChartOutlined,
  ReadOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useRunDelete } from '../../../lib/use-confirm-delete';
import { useDeleteCompany } from '../api/mutations';
import type { CompanyToDelete } from '../api/types';
import { IconTitle } from '../../../components/icon-title';
import { useMasterT } from '../i18n';

/** Typed name equals the company name (surrounding spaces do not count, letter case does). */
export function nameMatches(typed: string, name: string): boolean {
  return typed.trim() !== '' && typed.trim() === name.trim();
}

function DeleteForm({ company, onCancel, onDeleted }: { company: CompanyToDelete; onCancel: () => void; onDeleted: (id: string) => void }) {
  const { t } = useMasterT();
  const runDelete = useRunDelete();
  const deleteCompany = useDeleteCompany();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const matches = nameMatches(typed, company.name);
  // Only once the typed text cannot become the name any more (not while it is still being typed).
  const showMismatch = typed.trim() !== '' && !matches && !company.name.startsWith(typed.trimStart());

  const submit = async () => {
    if (!matches || deleteCompany.isPending) return;
    await runDelete({
      remove: () => deleteCompany.mutateAsync(company.id),
      successTitle: t('delete.success'),
      successText: t('delete.successText', { name: company.name }),
      failedText: t('delete.failed'),
      onDeleted: () => onDeleted(company.id),
    });
  };

  const countText = (key: 'users' | 'trainings' | 'groups', count: number | undefined) =>
    count === undefined ? t(`delete.items.${key}`) : t(`delete.items.${key}Count`, { count });

  const items = [
    { key: 'users', icon: <UserOutlined />, text: countText('users', company.userCount) },
    { key: 'trainings', icon: <ReadOutlined />, text: countText('trainings', company.trainingCount) },
    { key: 'groups', icon: <TeamOutlined />, text: countText('groups', company.groupCount) },
    { key: 'progress', icon: <LineChartOutlined />, text: t('delete.items.progress') },
    { key: 'audit', icon: <AuditOutlined />, text: t('delete.items.audit') },
  ];

  return (
    <form
      className="ms-delete"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Alert
        type="error"
        showIcon
        icon={<ExclamationCircleFilled />}
        title={t('delete.warningTitle')}
        description={t('delete.warningText', { name: company.name })}
      />
      <div className="ms-delete__list">
        <p className="ms-delete__list-title">{t('delete.listTitle')}</p>
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              <span className="ms-delete__list-icon" aria-hidden="true">
                {item.icon}
              </span>
              {item.text}
            </li>
          ))}
        </ul>
      </div>
      <div className="ms-delete__confirm">
        <label htmlFor={inputId} className="ms-delete__label">
          {t('delete.confirmLabel')} <strong className="ms-delete__name">{company.name}</strong>
        </label>
        <Input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('delete.confirmPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          autoFocus
          status={showMismatch ? 'error' : undefined}
          disabled={deleteCompany.isPending}
          data-testid="delete-company-confirm-input"
        />
        {showMismatch && <span className="ms-delete__mismatch">{t('delete.mismatch')}</span>}
      </div>
      <SubmitActions
        onCancel={onCancel}
        pending={deleteCompany.isPending}
        disabled={!matches}
        danger
        icon={<DeleteOutlined />}
        testId="delete-company-submit"
        submitText={deleteCompany.isPending ? t('delete.deleting') : t('delete.confirm')}
      />
    </form>
  );
}

/**
 * Company delete (spec sections 2, 6 and 8): irreversible, so the red button only unlocks once the
 * company's name has been typed. The dialog lists what goes with the company.
 */
export function DeleteCompanyDialog({
  company,
  open,
  onClose,
  afterClose,
  onDeleted,
}: {
  company: CompanyToDelete | null;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useMasterT();
  return (
    <Modal
      open={open && !!company}
      onCancel={onClose}
      afterClose={afterClose}
      footer={null}
      width={560}
      centered
      destroyOnHidden
      maskClosable={false}
      // Above the details dialog it may be opened from.
      zIndex={1100}
      className="ms-dialog ms-delete-dialog"
      title={
        <IconTitle className="ms-delete__title" iconClassName="ms-delete__title-icon" icon={<DeleteOutlined />}>
          {t('delete.title')}
        </IconTitle>
      }
    >
      {company && <DeleteForm key={company.id} company={company} onCancel={onClose} onDeleted={onDeleted} />}
    </Modal>
  );
}
