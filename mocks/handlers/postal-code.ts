import { http } from '../http';

export const postalCodeHandlers: ReturnType<typeof http.get>[] = [];
