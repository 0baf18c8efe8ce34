import { Menu } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('menu', Menu);
