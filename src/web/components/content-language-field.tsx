import { Form, Select } from 'antd';
import { CONTENT_LANGUAGES, languageName } from '../../shared/languages';
import { useCommonT } from '../lib/feature-texts';

/**
 * The form item `contentLanguage` (issue 34): the language trainings are given to a person in, one
 * of CONTENT_LANGUAGES, each named in the language of the page ("Türkisch" / "Turkish" / "Türkçe").
 */
export function ContentLanguageField({ label, help }: { label: string; help?: string }) {
  const { uiLanguage } = useCommonT();
  const options = CONTENT_LANGUAGES.map((tag) => ({ value: tag, label: languageName(tag, uiLanguage) }));
  return (
    <Form.Item name="contentLanguage" label={label} extra={help}>
      <Select<string> aria-label={label} options={options} showSearch={{ optionFilterProp: 'label' }} data-testid="content-language" />
    </Form.Item>
  );
}
