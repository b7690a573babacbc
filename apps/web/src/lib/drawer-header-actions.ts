import type { ComponentType } from 'react';
import { createStore } from './store.ts';

/**
 * Actions the app adds to every editor drawer's header. An open drawer is modal and covers the
 * top bar, so what must stay at hand while editing (Send Feedback, whose payload says which
 * editors are open: A§3) is offered there too. The signed-in app registers them; shared
 * components render them without knowing the features behind them.
 */
export const drawerHeaderActions = createStore<ComponentType[]>([]);
