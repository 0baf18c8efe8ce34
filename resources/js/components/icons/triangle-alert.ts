import { TriangleAlert } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('triangle-alert', TriangleAlert);
