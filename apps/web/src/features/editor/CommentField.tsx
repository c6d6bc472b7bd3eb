/**
 * The report's general comment as typed, in the editor and in self-service alike: a card with its
 * label, at most TEXT_LIMITS.comment characters, committed 300 ms after the last keystroke
 * (inspection-core §5).
 */
import { TEXT_LIMITS } from '@constat/domain';
import { DebouncedTextarea } from './DebouncedTextarea.tsx';

const COMMENT_DEBOUNCE_MS = 300;

interface CommentFieldProps {
  id: string;
  label: string;
  /** Added to the label's 'field-label'. */
  labelClassName?: string;
  placeholder?: string;
  value: string;
  onCommit: (comment: string) => void;
}

export function CommentField({ id, label, labelClassName, placeholder, value, onCommit }: CommentFieldProps) {
  return (
    <div className="rate-card comment-card">
      <div className="observation-field">
        <label className={labelClassName ? `field-label ${labelClassName}` : 'field-label'} htmlFor={id}>
          {label}
        </label>
        <DebouncedTextarea
          id={id}
          value={value}
          delayMs={COMMENT_DEBOUNCE_MS}
          placeholder={placeholder}
          maxLength={TEXT_LIMITS.comment}
          onCommit={onCommit}
        />
      </div>
    </div>
  );
}
