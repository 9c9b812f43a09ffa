import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language, switchLanguage } from '../i18n/index.ts';

/** EN/ES switch; the choice persists in local storage (see i18n/index.ts). */
export function LanguageSwitch({ onChange }: { onChange?: (lang: Language) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('common.language')}
      value={currentLanguage()}
      onChange={(value) => {
        // Texts that fail to arrive leave the language as it was; choosing again asks again.
        switchLanguage(value as Language).catch(() => undefined);
        onChange?.(value as Language);
      }}
      data={[
        { value: 'en', label: 'EN' },
        { value: 'es', label: 'ES' },
      ]}
    />
  );
}
