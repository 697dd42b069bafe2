import type { ReactNode } from 'react';
import { errorClass, noticeClass } from './styles';

interface MessageProps {
  /** Nothing is drawn without one. */
  text: ReactNode;
  /** An error is an alert, a notice a status: screen readers read either when it shows. */
  kind?: 'error' | 'notice';
  id?: string;
  className?: string;
}

/** What just went wrong, or was done. */
export function Message({ text, kind = 'error', id, className }: MessageProps) {
  if (!text) return null;
  const look = kind === 'error' ? errorClass : noticeClass;
  return (
    <p
      id={id}
      className={className ? `${className} ${look}` : look}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {text}
    </p>
  );
}
