/** A French catalogue name's labels in the other two interface languages. */
export type LabelPair = readonly [en: string, es: string];
export type LabelTable = Readonly<Record<string, LabelPair>>;
