/**
 * The path data (`d`) of a 24×24 stroke icon (Lucide-style geometry, drawn inline so no icon
 * font is loaded). Branded so that `Icon` takes only the icons of `./paths`, not any string.
 */
export type IconPath = string & { readonly iconPathBrand: never };
