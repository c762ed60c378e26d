import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar.tsx';

/** A drawn glimpse of the workspace for the landing page; decorative, so hidden from screen readers. */
export function HeroPreview() {
  const { t } = useTranslation();
  const stats = ['jobs', 'candidates', 'onboard'] as const;
  const numbers = { jobs: 28, candidates: 316, onboard: 12 };
  return (
    <div className="renli-preview" aria-hidden="true">
      <div className="renli-preview-bar">
        <i />
        <i />
        <i />
      </div>
      <div className="renli-preview-body">
        <div className="renli-preview-stats">
          {stats.map((key) => (
            <div key={key}>
              <strong>{numbers[key]}</strong>
              <span className="renli-preview-label">{t(`public:home.preview.${key}`)}</span>
            </div>
          ))}
        </div>
        <div className="renli-preview-progress">
          <span className="renli-preview-label">{t('public:home.preview.progress')}</span>
          <div className="renli-preview-meter">
            <span>
              <i style={{ width: '72%' }} />
            </span>
            <b>72%</b>
          </div>
        </div>
        <div className="renli-preview-chat">
          <Avatar value="female3" size={32} />
          <div className="renli-preview-bubble">
            <MessageOutlined /> {t('public:home.preview.message')}
          </div>
        </div>
        <div className="renli-preview-chat renli-preview-chat-out">
          <div className="renli-preview-bubble">{t('public:home.preview.reply')}</div>
          <Avatar value="#3b6ef5" name={t('public:home.preview.me')} size={32} />
        </div>
      </div>
    </div>
  );
}
