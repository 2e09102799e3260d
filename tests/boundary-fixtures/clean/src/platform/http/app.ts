// Allowed: platform -> koa, platform -> platform.
import Koa from 'koa';
import { eventStore } from '../eventstore/store';

export const createApp = () => ({ app: new Koa(), eventStore });
