import { Widget } from '../b/widget';
import { Shared } from '../../components/shared';
import { Local } from './local';
export const Page = () => [Widget, Shared, Local];
