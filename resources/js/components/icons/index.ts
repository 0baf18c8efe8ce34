/**
 * The portal's one icon set (lucide's drawings). Pages and components import icons from
 * here only, so the set and the names we use stay in one place. Icons are decorative
 * (aria-hidden) unless given an aria-label or a role; they default to 20 px (app.css), a
 * size-* class changes that.
 */
export type { IconComponent, IconProps } from './icon-from';
export { default as ArrowLeftIcon } from './arrow-left';
export { default as AddressBookIcon } from './book-user';
export { default as AccountsIcon } from './building-2';
export { default as CalendarIcon } from './calendar';
export { default as CameraIcon } from './camera';
export { default as BarChartIcon } from './chart-column';
export { default as BillingIcon } from './receipt-text';
export { default as CheckIcon } from './check';
export { default as ChevronDownIcon } from './chevron-down';
export { default as ChevronLeftIcon } from './chevron-left';
export { default as ChevronRightIcon } from './chevron-right';
export { default as ChevronsUpDownIcon } from './chevrons-up-down';
export { default as AlertIcon } from './circle-alert';
export { default as SuccessIcon } from './circle-check';
export { default as ClockIcon } from './clock';
export { default as CompassIcon } from './compass';
export { default as DownloadIcon } from './download';
export { default as MoreIcon } from './ellipsis';
export { default as ExternalLinkIcon } from './external-link';
export { default as EyeIcon } from './eye';
export { default as EyeOffIcon } from './eye-off';
export { default as FileQuestionIcon } from './file-question';
export { default as ActivityIcon } from './history';
export { default as InboxIcon } from './inbox';
export { default as InfoIcon } from './info';
export { default as DashboardIcon } from './layout-dashboard';
export { default as SpinnerIcon } from './loader-circle';
export { default as LogOutIcon } from './log-out';
export { default as MapPinIcon } from './map-pin';
export { default as MenuIcon } from './menu';
export { default as ShipmentsIcon } from './package';
export { default as DeliveredIcon } from './package-check';
export { default as CreatedIcon } from './package-plus';
export { default as PackageSearchIcon } from './package-search';
export { default as InTransitIcon } from './plane';
export { default as PlusIcon } from './plus';
export { default as PrintIcon } from './printer';
export { default as RefreshIcon } from './refresh-cw';
export { default as SearchIcon } from './search';
export { default as SearchXIcon } from './search-x';
export { default as ShareIcon } from './share-2';
export { default as ClaimsIcon } from './shield-alert';
export { default as TrashIcon } from './trash-2';
export { default as WarningIcon } from './triangle-alert';
export { default as PickupsIcon } from './truck';
export { default as UserIcon } from './user';
export { default as InviteIcon } from './user-plus';
export { default as TeamIcon } from './users';
export { default as CloseIcon } from './x';
