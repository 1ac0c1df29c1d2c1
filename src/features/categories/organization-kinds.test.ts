import { describe, expect, it } from 'vitest';
import type { SubCategory } from '../../contracts/catalog.ts';
import { kindForTopic } from './organization-kinds.ts';

const kind = (id: number, title: string, title_sp: string) =>
  ({ id, title, title_sp, category_id: 1, type: 'organization' }) as unknown as SubCategory;
const KINDS = [
  kind(36, 'Peer support groups', 'Grupos de apoyo entre pares'),
  kind(47, 'Low vision optometrists', 'Optometristas de baja visión'),
  kind(40, 'Guide dog schools', 'Escuelas de perros guía'),
  kind(61, 'Schools for the blind', 'Escuelas para ciegos'),
];

describe('the kind of help a topic names', () => {
  it.each([
    ['low vision clinics', 47],
    ['peer support', 36],
    ['guide dogs', 40],
    ['perros guía', 40],
    ['grupos de apoyo', 36],
    ['optometristas de baja visión', 47],
  ])('%s → %i', (topic, id) => {
    expect(kindForTopic(topic, KINDS)?.id).toBe(id);
  });

  it('names none when no word matches, or when two kinds match as well', () => {
    expect(kindForTopic('cooking classes', KINDS)).toBeNull();
    // "schools" is in two titles equally.
    expect(kindForTopic('schools', KINDS)).toBeNull();
  });
});
