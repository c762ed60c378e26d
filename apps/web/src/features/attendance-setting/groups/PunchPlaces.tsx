import { AimOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';

/**
 * Where web punches are accepted: IP ranges (addresses or CIDR) and geofences (a centre and a radius;
 * "use my location" fills the centre from the browser). Both empty: anywhere.
 */
export function PunchPlaces() {
  const { t } = useTranslation('attendance-setting');
  const form = Form.useFormInstance();
  const locate = (index: number) => {
    if (!navigator.geolocation) {
      toast.error(t('punch.noGeolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        form.setFieldValue(['geofences', index, 'latitude'], Number(coords.latitude.toFixed(6)));
        form.setFieldValue(['geofences', index, 'longitude'], Number(coords.longitude.toFixed(6)));
      },
      () => toast.error(t('punch.locationDenied')),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };
  return (
    <>
      <Form.Item name="ipRanges" label={t('punch.ipRanges')} extra={t('punch.ipHelp')}>
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          placeholder={t('punch.ipPlaceholder')}
          tokenSeparators={[',', ' ', '，']}
        />
      </Form.Item>
      <Form.List name="geofences">
        {(fields, { add, remove }) => (
          <div className="att-setting-geofences">
            <div className="att-setting-label">{t('punch.geofences')}</div>
            {fields.map((field, index) => (
              <div key={field.key} className="att-setting-geofence">
                <Form.Item
                  name={[field.name, 'name']}
                  label={t('punch.placeName')}
                  rules={[
                    { required: true, whitespace: true, max: 50, message: t('punch.placeNameRequired') },
                  ]}
                >
                  <Input maxLength={50} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'latitude']}
                  label={t('punch.latitude')}
                  rules={[{ required: true }]}
                >
                  <InputNumber min={-90} max={90} step={0.000001} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'longitude']}
                  label={t('punch.longitude')}
                  rules={[{ required: true }]}
                >
                  <InputNumber min={-180} max={180} step={0.000001} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'radiusMeters']}
                  label={t('punch.radius')}
                  rules={[{ required: true }]}
                >
                  <InputNumber min={50} max={5000} step={50} suffix={t('punch.meters')} />
                </Form.Item>
                <div className="att-setting-geofence-actions">
                  <Button icon={<AimOutlined />} onClick={() => locate(index)}>
                    {t('punch.useMyLocation')}
                  </Button>
                  <Button icon={<DeleteOutlined />} danger onClick={() => remove(field.name)}>
                    {t('punch.removePlace')}
                  </Button>
                </div>
              </div>
            ))}
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= 20}
              onClick={() => add({ name: '', latitude: null, longitude: null, radiusMeters: 300 })}
            >
              {t('punch.addPlace')}
            </Button>
          </div>
        )}
      </Form.List>
    </>
  );
}
