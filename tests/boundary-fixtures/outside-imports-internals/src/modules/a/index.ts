export { listThings } from './read/queries';
