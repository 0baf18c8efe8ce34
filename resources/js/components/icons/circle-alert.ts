import { CircleAlert } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('circle-alert', CircleAlert);
