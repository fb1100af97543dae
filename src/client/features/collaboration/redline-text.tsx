import type { RedlinePart } from '../../../domain/documents/redline.ts';

/**
 * The diff as text: <del> and <ins> with colour, a line and a hidden "removed:" / "added:" so
 * the change is not told by colour alone, nor lost on screen readers that skip del and ins.
 */
export function RedlineText({ parts }: { parts: readonly RedlinePart[] }) {
  return (
    <div className="rounded-md border border-line bg-surface p-4 leading-relaxed wrap-anywhere whitespace-pre-wrap">
      {parts.map((part, index) => {
        if (part.kind === 'removed') {
          return (
            <del key={index} className="bg-danger-soft text-danger line-through decoration-2">
              <span className="sr-only">removed: </span>
              {part.text}
            </del>
          );
        }
        if (part.kind === 'added') {
          return (
            <ins
              key={index}
              className="bg-green-50 text-green-800 underline decoration-2 underline-offset-2"
            >
              <span className="sr-only">added: </span>
              {part.text}
            </ins>
          );
        }
        return <span key={index}>{part.text}</span>;
      })}
    </div>
  );
}
