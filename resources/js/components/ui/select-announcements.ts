import type { I18n } from '@lingui/core';
import type { AriaLiveMessages, GroupBase } from 'react-select';

/**
 * What the searchable select tells a screen reader (react-select's live region), in the
 * page's language: react-select says it in English otherwise, which the pseudo-locale run
 * found (docs/i18n.md). The kit's selects pick one value, so only those announcements are
 * written; the ones about several chosen values are never made.
 */
export function selectAnnouncements<Option>(
  i18n: I18n,
  fieldLabel: string,
): {
  ariaLiveMessages: AriaLiveMessages<Option, false, GroupBase<Option>>;
  screenReaderStatus: (state: { count: number }) => string;
} {
  return {
    ariaLiveMessages: {
      guidance: ({ context, isInitialFocus, tabSelectsValue }) => {
        if (context === 'menu') {
          return tabSelectsValue
            ? i18n._(
                'Use Up and Down to choose options, press Enter to select the focused option, press Escape to leave the menu, press Tab to select the option and leave the menu.',
              )
            : i18n._(
                'Use Up and Down to choose options, press Enter to select the focused option, press Escape to leave the menu.',
              );
        }
        if (context === 'input' && isInitialFocus) {
          return i18n._(
            '{label} is focused: type to narrow the list, press Down to open the menu.',
            {
              label: fieldLabel,
            },
          );
        }
        return '';
      },
      onChange: ({ action, label = '', isDisabled }) => {
        if (action === 'clear') return i18n._('The selected option was cleared.');
        if (action === 'select-option' && isDisabled) {
          return i18n._('Option {label} is disabled. Select another option.', { label });
        }
        if (action === 'select-option' || action === 'initial-input-focus') {
          return i18n._('Option {label}, selected.', { label });
        }
        return '';
      },
      onFocus: ({
        context,
        focused,
        options,
        label = '',
        isDisabled,
        isSelected,
        isAppleDevice,
      }) => {
        // Other browsers read the focused option themselves.
        if (context !== 'menu' || !isAppleDevice) return '';
        const values = { label, index: options.indexOf(focused) + 1, count: options.length };
        if (isDisabled) return i18n._('{label} (disabled), {index} of {count}.', values);
        if (isSelected) return i18n._('{label} (selected), {index} of {count}.', values);
        return i18n._('{label}, {index} of {count}.', values);
      },
      onFilter: ({ inputValue, resultsMessage }) =>
        inputValue
          ? i18n._('{results} for the search {search}.', {
              results: resultsMessage,
              search: inputValue,
            })
          : resultsMessage,
    },
    screenReaderStatus: ({ count }) =>
      i18n._('{count, plural, one {# result available} other {# results available}}', { count }),
  };
}
