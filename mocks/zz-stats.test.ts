import { it } from 'vitest';
import { db } from './db';
it('stats', () => {
  const ps = db.properties.all();
  const byT = new Map<number, typeof ps>();
  for (const p of ps) { const a = byT.get(p.tenant_id) ?? []; a.push(p); byT.set(p.tenant_id, a); }
  for (const [t, a] of byT) {
    const noImg = a.filter(p => p.image_urls.length === 0).length;
    const noPrice = a.filter(p => p.price_sale == null && p.price_rent == null).length;
    const titles = new Map<string, number>(); for (const p of a) titles.set(p.title, (titles.get(p.title) ?? 0) + 1);
    const dup = a.filter(p => (titles.get(p.title) ?? 0) > 1).length;
    const noDesc = a.filter(p => !p.description || p.description.length < 80).length;
    const active = a.filter(p => p.portal_active).length;
    const pubs: Record<string, number> = {}; for (const p of a.filter(p=>p.portal_active)) pubs[p.publication_type ?? 'x'] = (pubs[p.publication_type ?? 'x'] ?? 0) + 1;
    console.log(t, a.length, a[0]!.id, {noImg, noPrice, dup, noDesc, active, pubs, ext: a.slice(0,3).map(p=>p.external_id)});
  }
});
