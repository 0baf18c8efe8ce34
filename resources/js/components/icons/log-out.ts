import { LogOut } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('log-out', LogOut);
