/** The floors' minimal JSON: what the plain-DOM floor and the Lit floor both read. */
export interface FloorOption {
  value: string;
  label: string;
  description?: string;
}

export interface FloorQuestion {
  kind: 'choice' | 'text' | 'confirm';
  key: string;
  text: string;
  required?: boolean;
  options?: FloorOption[];
}

export interface FloorSet {
  title: string;
  questions: FloorQuestion[];
}
