export interface LegalSection {
  title: string;
  paragraphs: string[];
}
