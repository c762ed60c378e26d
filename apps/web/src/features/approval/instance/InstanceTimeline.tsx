import { PaperClipOutlined } from '@ant-design/icons';
import type { ApprovalInstanceDetail } from '@renli/contracts';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import { chinaTime } from '../../../components/resource/field-display.tsx';
import { eventComment, eventText } from './event-text.ts';

/** The instance's history, oldest first: who did what, when (China time), with comments and files. */
export function InstanceTimeline({ detail }: { detail: ApprovalInstanceDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Timeline
      items={detail.events.map((event) => ({
        key: event.id,
        children: (
          <div className="approval-event">
            <Avatar name={event.name ?? t('approval:detail.system')} loggedIn={false} size={24} />
            <div className="approval-event-body">
              <div>
                <strong>{event.name ?? t('approval:detail.system')}</strong> {eventText(event, detail, t)}
              </div>
              <div className="approval-muted">{chinaTime(event.at, i18n.language)}</div>
              {eventComment(event) && <div className="approval-comment">{eventComment(event)}</div>}
              {event.attachments.map((file) => (
                <div key={file.url}>
                  <a href={`${file.url}?name=${encodeURIComponent(file.name)}`} download={file.name}>
                    <PaperClipOutlined /> {file.name}
                  </a>
                </div>
              ))}
            </div>
          </div>
        ),
      }))}
    />
  );
}
