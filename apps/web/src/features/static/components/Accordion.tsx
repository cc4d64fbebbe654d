// Accordion following the WAI-ARIA Authoring Practices pattern: each header is a heading with a
// button (aria-expanded, aria-controls), each panel a labelled region. Several panels may be open.
// Arrow Up/Down, Home and End move focus between headers.
import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';

export interface AccordionItem {
  /** Stable id; also the URL fragment that opens the item (e.g. /faq#pets). */
  id: string;
  question: string;
  answer: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** Heading level of the item headers, so the outline stays correct under an h2. */
  headingLevel?: 2 | 3 | 4;
  /** Ids open on first render. */
  defaultOpen?: string[];
}

export function Accordion({ items, headingLevel = 3, defaultOpen = [] }: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';

  const toggle = useCallback((id: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    let target: number | undefined;
    if (event.key === 'ArrowDown') target = index === last ? 0 : index + 1;
    else if (event.key === 'ArrowUp') target = index === 0 ? last : index - 1;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = last;
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-sand-200 overflow-hidden rounded-2xl border border-sand-200 bg-white">
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} id={item.id} className="scroll-mt-24">
            <Heading className="m-0! font-sans! text-base! font-semibold text-ink-900">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-4 py-3 text-left hover:bg-sand-50 focus-visible:bg-sand-50 sm:px-5"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={clsx(
                    'size-5 shrink-0 text-brand-700 transition-transform duration-200',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-4 pb-5 text-ink-700 sm:px-5"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
