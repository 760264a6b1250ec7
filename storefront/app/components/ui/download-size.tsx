/** What a module costs to download on prepaid data: "Lesson and quiz: 6 KB to download, under 1 toea on prepaid
 * data", or "Lesson: ..." for a module without a quiz. */
import type { DataCost } from '~/lib/data-cost';
import { useModuleMessages } from '~/messages/module';
import { Icon } from './icon';

export function DownloadSize({ cost, hasQuiz, className }: { cost: DataCost; hasQuiz: boolean; className?: string }) {
  const m = useModuleMessages();
  const toea = cost.toea < 1 ? m.underOneToea : m.toea(Math.round(cost.toea));
  return (
    <span className={className ? `inline-flex items-center gap-1 ${className}` : 'inline-flex items-center gap-1'}>
      <Icon name="download" className="h-4 w-4" />
      {(hasQuiz ? m.download : m.downloadLesson)(m.kilobytes(cost.kilobytes), toea)}
    </span>
  );
}
