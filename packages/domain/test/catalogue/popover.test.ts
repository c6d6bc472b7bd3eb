import { describe, expect, it } from 'vitest';
import { addableEntryGroups, addableRoomChoices, isAddableRoom } from '../../src/index.ts';

describe('add-bar popovers (inspection-core §2)', () => {
  it('offers every addable room in both templates, never the four fixed rooms', () => {
    const choices = addableRoomChoices();
    expect(choices.slice(0, 2).map((choice) => choice.label)).toEqual([
      'Entrée (détaillé)',
      'Entrée (simplifié)',
    ]);
    expect(choices).toHaveLength(16 * 2);
    for (const choice of choices) expect(isAddableRoom(choice.key)).toBe(true);
    expect(choices.map((choice) => choice.key)).not.toContain('cles');
  });

  it('groups the addable entries by family, without Photos, Total des clés or single keys', () => {
    const groups = addableEntryGroups();
    const names = groups.flatMap((group) => group.entries.map((entry) => entry.name));
    expect(names).not.toContain('Photos');
    expect(names).not.toContain('Total des clés');
    expect(names).not.toContain('Vigik');
    expect(names).toContain('Remise des clés');
    expect(names).toContain('Kit Alur T1');
    expect(names).toContain('Murs');
    expect(groups.map((group) => group.family)).not.toContain('photos');
    for (const group of groups) expect(group.entries.length).toBeGreaterThan(0);
  });
});
