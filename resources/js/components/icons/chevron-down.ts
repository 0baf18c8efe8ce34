import { ChevronDown } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('chevron-down', ChevronDown);
