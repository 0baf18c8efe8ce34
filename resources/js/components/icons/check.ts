import { Check } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('check', Check);
