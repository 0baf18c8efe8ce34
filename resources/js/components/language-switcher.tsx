import { router, usePage } from '@inertiajs/react';
import { route } from '@/lib/route';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@shared/i18n/languages';
import type { SharedProps } from '@shared/types';
import { StatusChips } from '@/components/ui/status-chips';
import { loadWords, useWords } from '@/lib/i18n';

const OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_NAMES[language],
  lang: language,
}));

/**
 * English, Français, العربية: each language named in itself (docs/i18n.md). The page's words
 * in the chosen language load first; then the choice is posted, and the same page comes
 * back in it with what it holds (a half-filled form stays filled: its state is kept).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const i18n = useWords();
  const { component, props } = usePage<SharedProps>();
  const choose = async (language: Language) => {
    if (language === props.language) return;
    await loadWords(language, component);
    router.post(
      route('language.update'),
      { language },
      { preserveState: true, preserveScroll: true },
    );
  };
  return (
    <StatusChips
      label={i18n._('Language')}
      options={OPTIONS}
      // The pseudo language of a test run (docs/i18n.md) is none of the choices: none is checked.
      value={props.language as Language}
      onChange={(language) => void choose(language)}
      className={className}
    />
  );
}
