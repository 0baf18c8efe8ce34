import { ChevronLeft } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('chevron-left', ChevronLeft, { directional: true });
