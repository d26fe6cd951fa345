import { http } from '../http';

export const executiveDashboardHandlers: ReturnType<typeof http.get>[] = [];
