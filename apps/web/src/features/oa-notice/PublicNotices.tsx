import { PaperClipOutlined, PushpinFilled } from '@ant-design/icons';
import { Card, Empty, List, Pagination, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { chinaTime } from '../../components/resource/field-display.tsx';
import { RichTextView } from '../../components/rich-text/index.ts';
import { usePublicDetail, usePublicList } from './api.ts';
import './oa-notice.css';

// The company's public site (docs/product/oa-notice.md, "Public site"): its public announcements.

export function PublicNoticeList() {
  const { t, i18n } = useTranslation('oa-notice');
  const companyId = Number(useParams().companyId);
  const [pageNum, setPage] = useState(1);
  const { data, isLoading, isError } = usePublicList(companyId, pageNum);
  if (isError) return <Result status="404" title={t('site.notFound')} />;
  return (
    <div className="oa-notice-site">
      <Typography.Title level={3}>
        {data ? t('site.title', { company: data.compName }) : t('site.loading')}
      </Typography.Title>
      <Card>
        <List
          loading={isLoading}
          dataSource={data?.list ?? []}
          locale={{ emptyText: <Empty description={t('site.empty')} /> }}
          renderItem={(row) => (
            <List.Item>
              <Link to={`/company/${companyId}/notice/${row.noticeId}`} className="oa-notice-site-link">
                {row.pinned && <PushpinFilled className="oa-notice-pin" />} {row.title}
              </Link>
              <Space size={6}>
                <Tag>{row.colName}</Tag>
                <Typography.Text type="secondary">
                  {chinaTime(row.publishedAt, i18n.language).slice(0, 10)}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
        {(data?.total ?? 0) > 10 && (
          <Pagination
            current={pageNum}
            pageSize={10}
            total={data?.total ?? 0}
            onChange={setPage}
            showSizeChanger={false}
          />
        )}
      </Card>
    </div>
  );
}

export function PublicNoticeDetail() {
  const { t, i18n } = useTranslation('oa-notice');
  const params = useParams();
  const companyId = Number(params.companyId);
  const { data, isLoading, isError } = usePublicDetail(companyId, Number(params.noticeId));
  if (isError) return <Result status="404" title={t('site.notFound')} />;
  if (isLoading || !data) return <Skeleton active className="oa-notice-site" />;
  return (
    <div className="oa-notice-site">
      <Link to={`/company/${companyId}/notice`}>← {t('site.back', { company: data.compName })}</Link>
      <Card style={{ marginTop: 12 }}>
        <Typography.Title level={3}>{data.title}</Typography.Title>
        <Space size={8} wrap style={{ marginBottom: 16 }}>
          <Tag>{data.colName}</Tag>
          <Typography.Text type="secondary">{chinaTime(data.publishedAt, i18n.language)}</Typography.Text>
        </Space>
        <RichTextView html={data.content} />
        {data.attachments.length > 0 && (
          <List
            size="small"
            header={t('detail.attachments')}
            dataSource={data.attachments}
            renderItem={(a) => (
              <List.Item>
                <a href={`${a.url}?name=${encodeURIComponent(a.name)}`} target="_blank" rel="noreferrer">
                  <PaperClipOutlined /> {a.name}
                </a>
              </List.Item>
            )}
          />
        )}
      </Card>
    </div>
  );
}
