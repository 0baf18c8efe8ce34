import { X } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('x', X);
