import { SaveOutlined } from '@ant-design/icons';
import { Button, Empty, Input } from 'antd';
import { useMemo, useState } from 'react';
import { languageName } from '../../../../shared/languages';
import { textIn, type LocalizedText } from '../../../../shared/contracts/localized';
import { isApiError } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useSaveTranslation } from '../api/languages';
import type { TrainingDetail } from '../api/types';
import { useTrainingLanguagesT } from '../language-texts';
import { activeModules, moduleInTranslation, translationUnits } from '../lib/translation-units';

/** Right-to-left scripts among the content languages. */
const RTL = new Set(['ar']);
const dirOf = (tag: string) => (RTL.has(tag) ? 'rtl' : 'ltr');

/**
 * Side-by-side translation of one language version (issue 34): the default language's text on the
 * left, the translation on the right. Saving sends only what changed, module by module, in that
 * language (the server keeps the structure and the other languages' texts).
 */
export function TranslationEditor({ training, language }: { training: TrainingDetail; language: string }) {
  const { t, language: ui } = useTrainingLanguagesT();
  const toast = useToast();
  const save = useSaveTranslation();
  const units = useMemo(() => translationUnits(training, language), [training, language]);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const changed = units.filter((u) => draft[u.id] !== undefined && draft[u.id] !== u.target);
  const def = training.defaultLanguage;

  if (units.length === 0) return <Empty description={t('nothingToTranslate')} />;

  const submit = () => {
    const touched = new Set(changed.map((u) => u.moduleId ?? 'training'));
    const current = (id: string, stored: LocalizedText | undefined) => draft[id] ?? textIn(stored, language);
    const details: { title?: string; description?: string } = {};
    for (const u of changed) {
      if (u.id === 'training.title') details.title = draft[u.id]!;
      if (u.id === 'training.description') details.description = draft[u.id]!;
    }
    const modules = activeModules(training.modules)
      .filter((m) => touched.has(m.id))
      .map((m) => ({ moduleId: m.id, ...moduleInTranslation(m, current) }));
    save.mutate(
      { id: training.id, language, details, modules },
      {
        onSuccess: () => {
          setDraft({});
          toast.success(t('saved'));
        },
        onError: (error) => toast.error(t('error'), isApiError(error) && error.serverMessage ? error.serverMessage : undefined),
      },
    );
  };

  return (
    <section className="tr-translate" aria-label={t('editorTitle', { language: languageName(language, ui) })} data-testid="translation-editor">
      <p className="tr-muted">{t('editorHint')}</p>
      <div className="tr-translate__head" aria-hidden="true">
        <span lang={def}>{languageName(def, ui)}</span>
        <span lang={language}>{languageName(language, ui)}</span>
      </div>
      <ol className="tr-translate__rows">
        {units.map((u) => {
          const label = t(`where.${u.where.kind}`, u.where);
          const long = u.where.kind === 'text' || u.where.kind === 'description' || u.where.kind === 'explanation';
          return (
            <li key={u.id} className="tr-translate__row" data-testid="translation-row" data-unit={u.id}>
              <span className="tr-translate__label">{label}</span>
              <div className="tr-translate__source" lang={def} dir={dirOf(def)}>
                {u.source}
              </div>
              <Input.TextArea
                aria-label={`${label} (${languageName(language, ui)})`}
                lang={language}
                dir={dirOf(language)}
                autoSize={{ minRows: long ? 2 : 1, maxRows: 12 }}
                value={draft[u.id] ?? u.target}
                placeholder={u.source}
                onChange={(e) => setDraft((d) => ({ ...d, [u.id]: e.target.value }))}
              />
            </li>
          );
        })}
      </ol>
      <div className="tr-translate__actions">
        <Button type="primary" icon={<SaveOutlined />} disabled={changed.length === 0} loading={save.isPending} onClick={submit} data-testid="translation-save">
          {t('save')}
        </Button>
      </div>
    </section>
  );
}
