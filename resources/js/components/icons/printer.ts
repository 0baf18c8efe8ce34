import { Printer } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('printer', Printer);
