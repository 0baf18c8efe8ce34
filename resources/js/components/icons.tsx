/**
 * The portal's one icon set (lucide). Pages and components import icons from here only, so
 * the set and the names we use stay in one place. Icons are decorative (aria-hidden) unless
 * given an aria-label; they default to 20 px (app.css), a size-* class changes that.
 */
export type { LucideIcon as IconComponent, LucideProps as IconProps } from 'lucide-react';
export {
  ArrowLeft as ArrowLeftIcon,
  BookUser as AddressBookIcon,
  Building2 as AccountsIcon,
  Calendar as CalendarIcon,
  Check as CheckIcon,
  ChevronDown as ChevronDownIcon,
  ChevronLeft as ChevronLeftIcon,
  ChevronRight as ChevronRightIcon,
  ChevronsUpDown as ChevronsUpDownIcon,
  CircleAlert as AlertIcon,
  CircleCheck as SuccessIcon,
  Clock as ClockIcon,
  Compass as CompassIcon,
  Ellipsis as MoreIcon,
  Eye as EyeIcon,
  EyeOff as EyeOffIcon,
  FileQuestion as FileQuestionIcon,
  Inbox as InboxIcon,
  Info as InfoIcon,
  LayoutDashboard as DashboardIcon,
  LoaderCircle as SpinnerIcon,
  LogOut as LogOutIcon,
  MapPin as MapPinIcon,
  Menu as MenuIcon,
  Package as ShipmentsIcon,
  PackageSearch as PackageSearchIcon,
  Plus as PlusIcon,
  Search as SearchIcon,
  SearchX as SearchXIcon,
  Trash2 as TrashIcon,
  TriangleAlert as WarningIcon,
  Truck as PickupsIcon,
  User as UserIcon,
  X as CloseIcon,
} from 'lucide-react';
