import { FileQuestion } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('file-question', FileQuestion);
