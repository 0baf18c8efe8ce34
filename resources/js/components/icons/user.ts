import { User } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('user', User);
