import { ChevronRight } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('chevron-right', ChevronRight, { directional: true });
