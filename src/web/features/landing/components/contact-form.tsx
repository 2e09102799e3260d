import { useState } from 'react';
import { Alert, Button, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { Trans } from 'react-i18next';
import { useLandingT } from '../i18n';

interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
  phone?: string;
  employees?: string;
  message: string;
  gdprConsent?: boolean;
}

const EMPLOYEE_RANGES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;

/**
 * Contact form of the landing page (spec section 2).
 *
 * Its submission is deliberately NOT wired to the server: the spec lists /api/contact without a
 * method or payload and says the form's submission is not wired. Pressing send therefore only
 * validates the input and then states plainly that nothing was transmitted; it never shows the
 * spec's contact success toast, which would be untrue. Wire it once the server offers /api/contact.
 */
export function ContactForm() {
  const { t } = useLandingT();
  const [form] = Form.useForm<ContactValues>();
  const [notSent, setNotSent] = useState(false);

  return (
    <Form<ContactValues>
      form={form}
      name="contact"
      layout="vertical"
      requiredMark="optional"
      noValidate
      onFinish={() => setNotSent(true)}
      onValuesChange={() => setNotSent(false)}
      className="contact-form"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={t('contactForm.fields.firstName')} rules={[{ required: true, whitespace: true, message: t('common.validation.firstNameRequired') }]}>
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={t('contactForm.fields.lastName')} rules={[{ required: true, whitespace: true, message: t('common.validation.lastNameRequired') }]}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="email"
            label={t('contactForm.fields.email')}
            rules={[
              { required: true, whitespace: true, message: t('common.validation.emailRequired') },
              { type: 'email', message: t('common.validation.emailInvalid') },
            ]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="company" label={t('contactForm.fields.company')}>
            <Input autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={t('contactForm.fields.phone')}>
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="employees" label={t('contactForm.fields.employees')}>
            <Select
              allowClear
              placeholder={t('contactForm.fields.employeesPlaceholder')}
              options={EMPLOYEE_RANGES.map((range) => ({ value: range, label: t(`contactForm.employeeRanges.${range}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="message" label={t('contactForm.fields.message')} rules={[{ required: true, whitespace: true, message: t('common.validation.messageRequired') }]}>
        <Input.TextArea rows={4} placeholder={t('contactForm.fields.messagePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="gdprConsent"
        valuePropName="checked"
        rules={[{ validator: (_, checked: boolean | undefined) => (checked ? Promise.resolve() : Promise.reject(new Error(t('contactForm.gdprRequired')))) }]}
      >
        <Checkbox>
          <Trans i18nKey="landing.contactForm.gdprConsent" components={{ privacy: <a href="/privacy" target="_blank" rel="noreferrer" /> }} />
        </Checkbox>
      </Form.Item>
      {notSent && (
        <Alert className="contact-form__notice" type="info" showIcon title={t('contactForm.notWiredTitle')} description={t('contactForm.notWiredDescription')} />
      )}
      <Button type="primary" htmlType="submit" size="large">
        {t('contactForm.submit')}
      </Button>
    </Form>
  );
}
