import { LayoutDashboard } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('layout-dashboard', LayoutDashboard);
