/**
 * The cardholder name as embossed: Latin capitals, the given name and the surname (spec section 5,
 * "cardholder name given"; "the card must belong to the user"). The holder is compared with the name
 * the server recognised from the ID card, which is in Cyrillic: both are reduced to a loose consonant
 * skeleton, so the spellings banks and the passport office use for the same Kazakh or Russian name
 * (ZH / J, KH / H, YA / IA, SS / S, Y / I ...) count as one. The server has the last word. Pure.
 */

export type HolderProblem = 'empty' | 'latin' | 'short';

/** What the holder input keeps: capitals, single spaces, no leading space. */
export function holderInput(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw.toUpperCase().replace(/\s+/g, ' ').replace(/^ /, '').slice(0, 45);
}

/** The holder as sent: capitals, trimmed, single spaces. */
export function normaliseHolder(raw: unknown): string {
  return holderInput(raw).trim();
}

/** Empty; not in Latin letters (as on every card issued in Kazakhstan); not two words (name and surname). */
export function holderProblem(raw: unknown): HolderProblem | null {
  const v = normaliseHolder(raw);
  if (!v) return 'empty';
  if (!/^[A-Z][A-Z .'-]*$/.test(v)) return 'latin';
  if (v.split(/[ ]+/).filter((w) => /[A-Z]{1,}/.test(w)).length < 2) return 'short';
  return null;
}

const CYRILLIC: Record<string, string> = {
  а: 'A', ә: 'A', б: 'B', в: 'V', г: 'G', ғ: 'G', д: 'D', е: 'E', ё: 'E', ж: 'ZH', з: 'Z', и: 'I', й: 'I',
  к: 'K', қ: 'K', л: 'L', м: 'M', н: 'N', ң: 'N', о: 'O', ө: 'O', п: 'P', р: 'R', с: 'S', т: 'T', у: 'U',
  ұ: 'U', ү: 'U', ф: 'F', х: 'KH', һ: 'H', ц: 'TS', ч: 'CH', ш: 'SH', щ: 'SHCH', ъ: '', ы: 'Y', і: 'I',
  ь: '', э: 'E', ю: 'IU', я: 'IA',
};

/** Cyrillic (Russian and Kazakh letters) to Latin capitals, as Kazakh ID documents spell names. */
export function transliterate(text: string): string {
  return Array.from(text.toLowerCase(), (ch) => CYRILLIC[ch] ?? ch.toUpperCase()).join('');
}

/** One spelling-independent key per name: digraphs folded, vowels dropped, doubled letters merged. */
export function nameSkeleton(latin: string): string {
  const s = latin
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .replace(/SHCH/g, 'S')
    .replace(/ZH/g, 'J')
    .replace(/KH/g, 'H')
    .replace(/TS/g, 'C')
    .replace(/CH/g, 'C')
    .replace(/SH/g, 'S')
    .replace(/GH/g, 'G')
    .replace(/NG/g, 'N')
    .replace(/Q/g, 'K')
    .replace(/W/g, 'V')
    .replace(/X/g, 'KS');
  const consonants = s.replace(/[AEIOUY]/g, '').replace(/(.)\1+/g, '$1');
  return consonants || s;
}

export interface KnownName {
  surname: string | null;
  name: string | null;
}

/**
 * Whether the holder can be the person named (any order, patronymic not needed). True when the name
 * is not known (nothing to compare with: the server decides).
 */
export function holderMatches(holder: string, person: KnownName | null | undefined): boolean {
  const surname = person?.surname?.trim();
  const name = person?.name?.trim();
  if (!surname || !name) return true;
  const words = new Set(normaliseHolder(holder).split(/[ -]+/).filter(Boolean).map(nameSkeleton));
  const has = (cyr: string) => cyr.split(/[\s-]+/).filter(Boolean).every((part) => words.has(nameSkeleton(transliterate(part))));
  return has(surname) && has(name);
}

/**
 * The holder as a card issued in Kazakhstan embosses it, from the name the server recognised on the ID
 * card: the given name, then the surname, in Latin capitals ('Айгерим', 'Нурланова' -> 'AIGERIM
 * NURLANOVA'). Empty when the name is unknown or does not transliterate into a holder the form accepts,
 * so the borrower types it. Only a first guess: the field stays editable, and the server decides.
 */
export function holderFromName(person: KnownName | null | undefined): string {
  const name = person?.name?.trim();
  const surname = person?.surname?.trim();
  if (!name || !surname) return '';
  const holder = normaliseHolder(`${transliterate(name)} ${transliterate(surname)}`);
  return holderProblem(holder) === null ? holder : '';
}
