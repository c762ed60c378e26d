import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const HomePage = lazyScreen(() => import('./pages/HomePage.tsx').then((m) => m.HomePage));

export const homeFeature = defineFeature({ name: 'home', screens: { '/': <HomePage /> } });
