import { ShieldAlert } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('shield-alert', ShieldAlert);
