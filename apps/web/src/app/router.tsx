import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** The app's router; its first match reads the address, the history's state and session storage. */
export const createRouter = () => createBrowserRouter(routes);
