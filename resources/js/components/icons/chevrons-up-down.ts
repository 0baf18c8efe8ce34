import { ChevronsUpDown } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('chevrons-up-down', ChevronsUpDown);
