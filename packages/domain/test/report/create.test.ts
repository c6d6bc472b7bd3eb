import { describe, expect, it } from 'vitest';
import { bedroomCount, createReport, roomPlan } from '../../src/index.ts';
import { NOW, bien, info, newReport } from './fixtures.ts';

const names = (overrides: Parameters<typeof newReport>[0]) => newReport(overrides).edl.map((m) => m.name);

describe('report creation (inspection-core §4 "Local report life")', () => {
  it('starts open, localId and date = now, locale fr, the chosen template and type', () => {
    const report = createReport({ edlIO: 'Sortant', template: 'simple', info: info(), now: NOW });
    expect(report).toMatchObject({
      localId: NOW,
      date: NOW,
      open: true,
      locale: 'fr',
      template: 'simple',
      edlIO: 'Sortant',
    });
    expect(report.bien.addr).toBe('12 rue des Lilas');
    expect(report.commonRateInfo?.cleaning).toEqual({
      kind: 'select',
      options: ['Propre', 'Sale', 'Non nettoyé', 'Mal nettoyé', 'Calcaire', 'Poussière'],
    });
    expect(report.commonRateInfo?.typeReleve?.options).toEqual([
      'Electrique',
      'Eau froide',
      'Eau chaude',
      'Gaz',
    ]);
    expect(report.commonRateInfo?.other?.kind).toBe('text');
  });

  it('defaults now to the current time', () => {
    const before = Date.now();
    const report = createReport({ edlIO: 'Entrant', template: 'default', info: info() });
    expect(report.localId).toBeGreaterThanOrEqual(before);
    expect(report.date).toBe(report.localId);
  });

  it('builds the default room set in catalogue display order, module ids 1..n', () => {
    const report = newReport();
    expect(report.edl.map((m) => m.name)).toEqual([
      'Clés',
      'Energie',
      'Entrée',
      'Salon',
      'Cuisine',
      'Chambre',
      'Salle de bain',
      'WC',
      'Equipements intérieurs/extérieurs',
      'Etat de propreté général',
    ]);
    expect(report.edl.map((m) => m.id)).toEqual(report.edl.map((_, i) => i + 1));
    expect(report.edl.every((m) => !m.opened)).toBe(true);
  });

  it('cellar if presenceCave is oui', () => {
    expect(names({ presenceCave: 'oui' })).toContain('Cave');
    expect(names({ presenceCave: 'non' })).not.toContain('Cave');
  });

  it('garage if presenceParking is oui', () => {
    expect(names({ presenceParking: 'oui' })).toContain('Garage/Box');
    expect(names({ presenceParking: 'non' })).not.toContain('Garage/Box');
  });

  it('cellar and garage come after WC, before general equipment and cleanliness', () => {
    expect(names({ presenceCave: 'oui', presenceParking: 'oui' }).slice(-5)).toEqual([
      'WC',
      'Cave',
      'Garage/Box',
      'Equipements intérieurs/extérieurs',
      'Etat de propreté général',
    ]);
  });

  it('toilet merged into bathroom if the type is Studio', () => {
    const report = newReport({ typeLogement: 'Studio' });
    expect(report.edl.map((m) => m.name)).not.toContain('WC');
    const bathroom = report.edl.find((m) => m.name === 'Salle de bain');
    expect(bathroom?.entry.map((e) => e.name)).toContain('WC');
    const t2Bathroom = newReport({ typeLogement: 'T2' }).edl.find((m) => m.name === 'Salle de bain');
    expect(t2Bathroom?.entry.map((e) => e.name)).not.toContain('WC');
  });

  it('bedrooms from type T3 to T7: T3 gives 2 rooms, T4 gives 3, up to T7 giving 6; any other type gives 1', () => {
    expect(['T3', 'T4', 'T5', 'T6', 'T7'].map(bedroomCount)).toEqual([2, 3, 4, 5, 6]);
    for (const other of ['Studio', 'T1', 'T2', 'Local', 'Garage', 'Autre', null, 'T8'])
      expect(bedroomCount(other)).toBe(1);
    const bedrooms = names({ typeLogement: 'T4' }).filter((n) => n.startsWith('Chambre'));
    expect(bedrooms).toEqual(['Chambre', 'Chambre 2', 'Chambre 3']);
  });

  it('extra rooms named Chambre 2, 3 and so on, in place after Cuisine', () => {
    const plan = roomPlan(bien({ typeLogement: 'T7' }));
    expect(plan.map((p) => p.name).slice(4, 11)).toEqual([
      'Cuisine',
      'Chambre',
      'Chambre 2',
      'Chambre 3',
      'Chambre 4',
      'Chambre 5',
      'Chambre 6',
    ]);
  });

  it("the 'Propre' cleaning default is applied on elements that have a cleaning field", () => {
    const salon = newReport().edl.find((m) => m.name === 'Salon');
    const murs = salon?.entry.find((e) => e.name === 'Murs');
    expect(murs?.rate?.cleaning).toBe('Propre');
    const photos = salon?.entry.find((e) => e.name === 'Photos');
    expect(photos?.rate?.cleaning).toBeUndefined();
    const keys = newReport().edl[0];
    expect(keys?.entry.every((e) => e.rate?.cleaning === undefined)).toBe(true);
  });

  it('the property condition is preset on elements with a condition field (N.C is not)', () => {
    const neuf = newReport({ etat: 'Neuf' }).edl.find((m) => m.name === 'Salon');
    expect(neuf?.entry.find((e) => e.name === 'Murs')?.rate?.condition).toBe('Neuf');
    const nc = newReport({ etat: 'N.C' }).edl.find((m) => m.name === 'Salon');
    expect(nc?.entry.find((e) => e.name === 'Murs')?.rate?.condition).toBeNull();
  });

  it('equipment lists with number preset to 0 and Alur kit items do not get the property condition preset', () => {
    const report = newReport({ etat: 'Neuf', meuble: 'oui', typeLogement: 'T1' });
    const salon = report.edl.find((m) => m.name === 'Salon');
    const equipment = salon?.entry.find((e) => e.name === 'Equipements du salon');
    expect(equipment?.content?.length).toBeGreaterThan(0);
    for (const item of equipment?.content ?? [])
      expect(item.rate).toMatchObject({ number: 0, condition: null });
    const general = report.edl.find((m) => m.name === 'Equipements intérieurs/extérieurs');
    const kit = general?.entry.find((e) => e.name === 'Kit Alur T1');
    expect(kit?.content?.find((s) => s.name === 'Fourchettes')?.rate).toMatchObject({
      number: 2,
      condition: null,
    });
    expect(kit?.content?.find((s) => s.name === 'Table')?.rate).toMatchObject({ number: 1, condition: null });
    expect(kit?.content?.every((s) => s.rate?.condition === null)).toBe(true);
    expect(salon?.entry.find((e) => e.name === 'Murs')?.rate?.condition).toBe('Neuf');
    const electrics = salon?.entry.find((e) => e.name === 'Electricité');
    expect(electrics?.content?.[0]?.rate?.condition).toBe('Neuf');
  });

  it('a furnished let gets the Alur kit of its size in the general equipment room', () => {
    const equipment = (typeLogement: string) =>
      newReport({ meuble: 'oui', typeLogement }).edl.find(
        (m) => m.name === 'Equipements intérieurs/extérieurs',
      );
    expect(equipment('Studio')?.entry.at(-1)?.name).toBe('Kit Alur T1');
    expect(equipment('T3')?.entry.at(-1)?.name).toBe('Kit Alur T2');
    const unfurnished = newReport({ meuble: 'non' }).edl.find(
      (m) => m.name === 'Equipements intérieurs/extérieurs',
    );
    expect(unfurnished?.entry.map((e) => e.name)).not.toContain('Kit Alur T2');
  });
});
