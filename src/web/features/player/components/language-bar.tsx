import { TranslationOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { Alert, Select } from 'antd';
import { bothNames, languageName } from '../../../../shared/languages';
import { isApiError } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useChooseLanguage } from '../api/mutations';
import type { Progress } from '../api/types';
import { usePlayerT } from '../i18n';

/**
 * The language version of the training (issue 34): a note when the learner's own language is not
 * available, and a switch among the versions the training has (the choice holds for the cycle). On
 * the kiosk the language chosen for the session picks the version when the training has it.
 */
export function LanguageBar({ progress, sessionLanguage }: { progress: Progress; sessionLanguage?: string | undefined }) {
  const { t, uiLanguage: language } = usePlayerT();
  const toast = useToast();
  const choose = useChooseLanguage(progress.trainingId);
  // the kiosk's language for the session: chosen once, like the learner's own switch (recorded for the cycle)
  const sessionApplied = useRef(false);
  const { mutate } = choose;
  useEffect(() => {
    if (sessionApplied.current || !sessionLanguage || progress.step === 'completed') return;
    sessionApplied.current = true;
    if (sessionLanguage !== progress.language && progress.availableLanguages.includes(sessionLanguage)) mutate(sessionLanguage);
  }, [sessionLanguage, progress.step, progress.language, progress.availableLanguages, mutate]);
  const note = progress.languageNote;
  const canSwitch = progress.availableLanguages.length > 1 && progress.step !== 'completed';
  if (!note && !canSwitch) return null;
  const name = (tag: string) => languageName(tag, language);
  return (
    <div className="pl-language" data-testid="player-language">
      {note && (
        <Alert type="info" showIcon className="pl-language__note" data-testid="player-language-note" title={t('language.note', { requested: name(note.requested), shown: name(note.shown) })} />
      )}
      {canSwitch && (
        <label className="pl-language__switch">
          <TranslationOutlined aria-hidden="true" />
          <span>{t('language.label')}</span>
          <Select<string>
            value={progress.language}
            aria-label={t('language.label')}
            data-testid="player-language-select"
            loading={choose.isPending}
            popupMatchSelectWidth={false}
            options={progress.availableLanguages.map((tag) => ({ value: tag, label: bothNames(tag, name(tag)) }))}
            onChange={(next) =>
              choose.mutate(next, { onError: (error) => toast.error(t('language.switchError'), isApiError(error) && error.serverMessage ? error.serverMessage : undefined) })
            }
          />
        </label>
      )}
    </div>
  );
}
