import { Ellipsis } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('ellipsis', Ellipsis);
