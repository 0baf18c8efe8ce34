import { EyeOff } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('eye-off', EyeOff);
