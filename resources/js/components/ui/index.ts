/**
 * The UI kit: light parts, safe for any page (the login page included).
 *
 * Heavy parts have their own entry modules and are NOT re-exported here, so that they load
 * only with the pages that use them:
 * - '@/components/ui/dialog'          Dialog (Headless UI)
 * - '@/components/ui/confirm-dialog'  ConfirmDialog (Headless UI)
 * - '@/components/ui/drawer'          Drawer (Headless UI)
 * - '@/components/ui/async-select'    AsyncSelect (react-select + paginate)
 * - '@/components/ui/menu-select'     MenuSelect (Headless UI listbox: the account selector)
 * - '@/components/ui/dropdown-menu'   DropdownMenu (Headless UI menu of links: the profile menu)
 * - '@/components/ui/infinite-list'   InfiniteList (pages loaded as the list is scrolled, for the list pages)
 * - '@/components/ui/filterable-list' FilterableList (the list screens: search, chips, table, cards)
 * - '@/components/ui/phone-input'     PhoneInput (libphonenumber; its country picker is a SearchSelect)
 * Links are '@/components/ui/link' (Link: Inertia's, rendered by the server as its plain
 * anchor), imported from their module so that the login page takes no other kit part with it.
 * Form fields (field, text-input, password-input, text-area, form-error, otp-input) are
 * imported from their modules, which the build keeps in one small chunk with the form hook.
 * Icons come from '@/components/icons'.
 */
export { Badge, type BadgeProps, type BadgeTone } from './badge';
export {
  AddButton,
  Button,
  ButtonLink,
  buttonClass,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button';
export { Card, type CardProps } from './card';
export {
  Checkbox,
  CheckboxGroup,
  CheckboxInput,
  RadioCards,
  type CheckboxGroupProps,
  type CheckboxInputProps,
  type CheckboxProps,
  type ChoiceOption,
  type RadioCardsProps,
} from './choice';
export { DateInput, type DateInputProps } from './date-input';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { FileInput, type FileInputProps } from './file-input';
export { FormActions, type FormActionsProps } from './form-actions';
export { IconButton, type IconButtonProps } from './icon-button';
export { Notice, RetryNotice, type NoticeProps } from './notice';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Pagination, type PaginationProps } from './pagination';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { SearchInput, type SearchInputProps } from './search-input';
export { StatusChips, type ChipOption, type StatusChipsProps } from './status-chips';
export { Select, type SelectOption, type SelectProps } from './select';
export { Stepper, type Step, type StepState, type StepperProps } from './stepper';
export { Table, type Column, type TableProps } from './table';
export { TimeSelect, type TimeSelectProps } from './time-select';
