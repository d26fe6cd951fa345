import { jobStatusColor, jobStatusLabel } from '../labels';
import { Tag } from '@/components/Tag';

export function JobStatusBadge({ status }: { status: string }) {
  return (
    <Tag color={jobStatusColor(status)} data-status={status} size="sm">
      {jobStatusLabel(status)}
    </Tag>
  );
}
