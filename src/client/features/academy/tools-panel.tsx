import type { NexusLearningContent } from '../../../domain/content/modules.ts';
import { MessageButton } from '../../ui/message-button.tsx';
import { PanelIntro } from './panel-intro.tsx';

/** My Tools: Math Helper, Code Editor and Virtual Lab (public spec §2). */
export function ToolsPanel({ nexusLearning }: { nexusLearning: NexusLearningContent }) {
  const { ACADEMY_TOOLS, PREVIEW_MESSAGE } = nexusLearning;
  return (
    <>
      <PanelIntro
        id="academy-tools-title"
        title={ACADEMY_TOOLS.title}
        intro={ACADEMY_TOOLS.intro}
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {ACADEMY_TOOLS.tools.map((tool) => (
          <li
            key={tool.title}
            className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-5 shadow-sm"
          >
            <h3 className="text-xl font-semibold text-ink">{tool.title}</h3>
            <p className="text-ink">{tool.text}</p>
            <div className="mt-auto">
              <MessageButton
                label={ACADEMY_TOOLS.open(tool.title)}
                variant="secondary"
                message={PREVIEW_MESSAGE}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
