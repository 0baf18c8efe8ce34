import { MapPin } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('map-pin', MapPin);
