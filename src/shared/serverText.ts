/**
 * Texts the server sends in both languages, as a pair of fields: `title` and `titleKz`, `name` and
 * `nameKz`. The one rule for showing them: the borrower's language, else the other rather than nothing
 * (a text the company forgot to translate still says something). `tag` is the Intl tag of the language
 * shown (useIntlTag), so a screen follows a language switch.
 */
export type ServerTexts<F extends string> = { readonly [K in F | `${F}Kz`]?: string | null };

export function serverText<F extends string>(item: ServerTexts<F>, field: F, tag: 'ru' | 'kk'): string {
  const texts = item as Readonly<Record<string, string | null | undefined>>;
  const ru = texts[field]?.trim() ?? '';
  const kz = texts[`${field}Kz`]?.trim() ?? '';
  return tag === 'kk' ? kz || ru : ru || kz;
}
