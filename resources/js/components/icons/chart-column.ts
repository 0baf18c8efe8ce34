import { ChartColumn } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('chart-column', ChartColumn);
