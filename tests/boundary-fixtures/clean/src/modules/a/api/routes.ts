// Allowed: module api -> own domain, platform/http, koa.
import type Koa from 'koa';
import { createApp } from '../../../platform/http/app';
import { decide } from '../domain/decider';

export const registerRoutes = (app: Koa) => ({ app, createApp, decide });
