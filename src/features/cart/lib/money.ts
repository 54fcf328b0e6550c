/** Money is summed in whole para (1/100 RSD) so that totals never pick up float noise. */
export const toPara = (amount: number): number => Math.round(amount * 100);
export const fromPara = (para: number): number => para / 100;
