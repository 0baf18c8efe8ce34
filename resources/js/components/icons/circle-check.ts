import { CircleCheck } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('circle-check', CircleCheck);
