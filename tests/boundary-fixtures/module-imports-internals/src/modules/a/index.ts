export { decide } from './domain/decider';
