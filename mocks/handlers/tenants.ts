import { http } from '../http';

export const tenantsHandlers: ReturnType<typeof http.get>[] = [];
