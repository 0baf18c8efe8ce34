import { BookUser } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('book-user', BookUser);
