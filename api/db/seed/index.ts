// Fills a brand-new database with the demo content, once: the content_version row marks a
// database as initialised, so content an admin later deletes is never put back.
import type { DataSource } from 'typeorm';
import { AdSpot, AirportOption, ContentVersion, Faq, Provider, Resource } from '../../entities';
import { derivedPriceRange, derivedServiceArea, inFarePlaceOrder } from '../../domain/facts';
import { isUniqueViolation } from '../../services/errors';
import { DEMO_AD_SPOTS, DEMO_AIRPORT_OPTIONS, DEMO_FAQS, DEMO_PROVIDERS, DEMO_RESOURCES } from './demoContent';

export async function seedNewDatabase(db: DataSource): Promise<boolean> {
  try {
    return await db.transaction(async (m) => {
      const versions = m.getRepository(ContentVersion);
      if (await versions.existsBy({ id: 1 })) return false;
      await versions.insert({ id: 1, version: 0 });
      await m.getRepository(Provider).save(
        DEMO_PROVIDERS.map((p) =>
          m.getRepository(Provider).create({
            ...p,
            fares: inFarePlaceOrder(p.fares),
            aroundTheClock: p.hours.length === 0,
            priceRange: derivedPriceRange(p),
            serviceArea: derivedServiceArea(p.servedPlaces),
            mapCenter: p.mapCenter ? JSON.stringify(p.mapCenter) : null,
            routePoints: p.routePoints.length ? JSON.stringify(p.routePoints) : null,
          }),
        ),
      );
      await m.getRepository(Resource).save(DEMO_RESOURCES.map((r) => m.getRepository(Resource).create(r)));
      await m.getRepository(Faq).save(DEMO_FAQS.map((f, i) => m.getRepository(Faq).create({ ...f, position: i + 1 })));
      await m.getRepository(AdSpot).save(
        DEMO_AD_SPOTS.map((a) => m.getRepository(AdSpot).create({ adCode: null, imageUrl: null, linkUrl: null, dimensions: '728x90', ...a })),
      );
      await m.getRepository(AirportOption).save(DEMO_AIRPORT_OPTIONS.map((o, i) => m.getRepository(AirportOption).create({ ...o, enabled: true, position: i + 1 })));
      return true;
    });
  } catch (e) {
    if (isUniqueViolation(e)) return false; // another process initialised it at the same moment
    throw e;
  }
}
