import { Select } from 'antd';
import { languageName, UI_LANGUAGES, type UiLanguage } from '../../shared/languages';

/** A language by its own name, capitalised as a menu shows it: "Türkçe", "Polski", "Українська", "العربية". */
export function ownName(language: UiLanguage): string {
  const name = languageName(language, language);
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/**
 * The choice of the screen's language (issue 34 item 5): the eight UI languages, each by its own
 * name and marked with its `lang`, so that a worker finds theirs without reading German.
 */
export function UiLanguageSelect({
  value,
  onChange,
  label,
  size = 'small',
  className,
  testId,
}: {
  value: UiLanguage;
  onChange: (language: UiLanguage) => void;
  label: string;
  size?: 'small' | 'middle' | 'large';
  className?: string;
  testId?: string;
}) {
  return (
    <Select<UiLanguage>
      value={value}
      onChange={onChange}
      aria-label={label}
      size={size}
      className={className}
      popupMatchSelectWidth={false}
      // eight options: all in the list at once (a virtual list renders only what is scrolled into
      // view, and a tap while it scrolls can land on the neighbouring language)
      virtual={false}
      listHeight={400}
      data-testid={testId}
      options={UI_LANGUAGES.map((language) => ({
        value: language,
        title: ownName(language),
        label: (
          <span lang={language} dir="auto">
            {ownName(language)}
          </span>
        ),
      }))}
    />
  );
}
