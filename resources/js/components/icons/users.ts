import { Users } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('users', Users);
