/** Folds case and accents, so that 'beyrouth' finds 'Beyrouth' and 'curacao' 'Curaçao'. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
