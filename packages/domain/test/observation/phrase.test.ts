import { describe, expect, it } from 'vitest';
import {
  appendObservation,
  buildObservation,
  observationWord,
  renderWord,
  type ObservationPart,
} from '../../src/index.ts';

const num = (value: number): ObservationPart => ({ kind: 'number', value });
const defect = (word: string): ObservationPart => ({ kind: 'defect', word });
const quality = (word: string): ObservationPart => ({ kind: 'quality', word });
const quantity = (word: string): ObservationPart => ({ kind: 'quantity', word });
const location = (word: string): ObservationPart => ({ kind: 'location', word });

describe('quick observation phrase (inspection-core §4 "Quick observation")', () => {
  it('joins the parts in the order chosen, capitalised', () => {
    expect(buildObservation([defect('rayure'), location('en haut')])).toBe('Rayure en haut');
    expect(buildObservation([location('en haut'), defect('rayure')])).toBe('En haut rayure');
  });

  it('a number above 1 makes the phrase plural; 1 keeps it singular', () => {
    expect(buildObservation([num(3), defect('rayure'), quality('léger'), location('à gauche')])).toBe(
      '3 rayures légères à gauche',
    );
    expect(buildObservation([num(1), defect('trou'), quality('petit')])).toBe('1 trou petit');
    expect(buildObservation([num(12), defect('éclat')])).toBe('12 éclats');
  });

  it('quality words agree with the defect noun gender in fr and es', () => {
    expect(buildObservation([defect('tache'), quality('important')])).toBe('Tache importante');
    expect(buildObservation([defect('trou'), quality('important')])).toBe('Trou important');
    expect(buildObservation([num(2), defect('tache'), quality('petit')], { locale: 'es' })).toBe(
      '2 manchas pequeñas',
    );
    expect(buildObservation([num(2), defect('rayure'), quality('petit')], { locale: 'es' })).toBe(
      '2 rayones pequeños',
    );
  });

  it('the agreement follows the first defect even when the quality comes first', () => {
    expect(buildObservation([quality('léger'), defect('trace')])).toBe('Légère trace');
  });

  it('quantity words meaning several make the phrase plural', () => {
    expect(buildObservation([quantity('quelques'), defect('trace'), quality('léger')])).toBe(
      'Quelques traces légères',
    );
    expect(buildObservation([quantity('de nombreux'), defect('trou')])).toBe('De nombreux trous');
    expect(buildObservation([quantity('de nombreux'), defect('tache')])).toBe('De nombreuses taches');
    expect(buildObservation([quantity('un'), defect('tache')])).toBe('Une tache');
  });

  it('gender and plural can be forced', () => {
    expect(buildObservation([quality('léger')], { gender: 'f' })).toBe('Légère');
    expect(buildObservation([quality('léger')], { gender: 'f', plural: true })).toBe('Légères');
    expect(buildObservation([num(3), defect('trou')], { plural: false })).toBe('3 trou');
    expect(buildObservation([defect('trou'), quality('petit')], { plural: true })).toBe('Trous petits');
    expect(buildObservation([quality('léger')])).toBe('Léger');
  });

  it('speaks the report locale', () => {
    expect(
      buildObservation([quantity('plusieurs'), quality('léger'), defect('rayure')], { locale: 'en' }),
    ).toBe('Several slight scratches');
    expect(
      buildObservation([num(2), defect('trou'), location('autour de la poignée')], { locale: 'en' }),
    ).toBe('2 holes around the handle');
    expect(buildObservation([defect('éclat'), location('en haut')], { locale: 'es' })).toBe(
      'Desconchón en la parte superior',
    );
  });

  it('an empty phrase is empty (AJOUTER disabled); unknown words and bad numbers are skipped', () => {
    expect(buildObservation([])).toBe('');
    expect(buildObservation([defect('inconnu')])).toBe('');
    expect(buildObservation([num(Number.NaN), defect('trou')])).toBe('Trou');
  });
});

describe('appendObservation', () => {
  it('appends the phrase on a new line after the existing observation', () => {
    expect(appendObservation('Rayure en haut', 'Trou au centre')).toBe('Rayure en haut\nTrou au centre');
  });

  it('starts the observation when there is none', () => {
    expect(appendObservation(null, 'Trou')).toBe('Trou');
    expect(appendObservation(undefined, 'Trou')).toBe('Trou');
    expect(appendObservation('  ', 'Trou')).toBe('Trou');
  });

  it('an empty phrase does nothing', () => {
    expect(appendObservation('Rayure', '')).toBe('Rayure');
    expect(appendObservation('Rayure', '   ')).toBe('Rayure');
    expect(appendObservation(null, '')).toBe('');
  });
});

describe('renderWord (labels of the popup buttons)', () => {
  it('shows the masculine singular by default, and agrees on request', () => {
    const light = observationWord('léger');
    expect(light && renderWord(light, 'fr')).toBe('léger');
    expect(light && renderWord(light, 'fr', 'f', true)).toBe('légères');
    expect(light && renderWord(light, 'en', 'f', true)).toBe('slight');
  });
});
