import { Inbox } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('inbox', Inbox);
