import { Truck } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('truck', Truck);
