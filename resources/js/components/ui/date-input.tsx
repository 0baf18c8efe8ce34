import { TextInput, type TextInputProps } from './text-input';

export interface DateInputProps extends Omit<TextInputProps, 'type' | 'controlClassName'> {
  /** 'yyyy-MM-dd', or '' for none. */
  value: string;
  /** Earliest date allowed, 'yyyy-MM-dd' (e.g. today for a pickup). */
  min?: string;
  max?: string;
}

/** The browser's own date picker with a label and an error text. */
export function DateInput(props: DateInputProps) {
  return <TextInput {...props} type="date" controlClassName="h-10" />;
}
