import { Calendar } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('calendar', Calendar);
