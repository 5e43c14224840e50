import { describe, expect, it } from 'vitest';
import { auditSettings, departmentsOf, localDepartments, offlineModel, parseDepartments, parseModels } from './audit-settings';

describe('audit settings', () => {
  it('maps the shipped department groups by substring, as tool groups are matched', () => {
    const settings = auditSettings({}, null);
    expect(settings.departments).toEqual(localDepartments);
    expect(departmentsOf(['cn=studio-dept-it,ou=groups', 'studio-audit'], settings).map((d) => d.code)).toEqual(['IT']);
    expect(departmentsOf(['studio-audit'], settings)).toEqual([]);
  });

  it('takes departments and models from the environment', () => {
    const settings = auditSettings(
      { AUDIT_DEPARTMENTS: 'grp-ia=IA:Interne Revision; grp-hr=HR:Human Resources', AUDIT_MODELS: 'big=Slow, thorough;small' },
      null,
    );
    expect(settings.departments).toEqual([
      { group: 'grp-ia', code: 'IA', name: 'Interne Revision' },
      { group: 'grp-hr', code: 'HR', name: 'Human Resources' },
    ]);
    expect(settings.models).toEqual([{ name: 'big', hint: 'Slow, thorough' }, { name: 'small', hint: '' }]);
  });

  it('offers the configured language model, or the offline responder without one', () => {
    expect(auditSettings({}, null).models).toEqual([offlineModel]);
    expect(auditSettings({}, { baseUrl: 'http://llm', model: 'm1' }).models.map((m) => m.name)).toEqual(['m1']);
  });

  it.each([
    ['no code', 'grp-ia=Interne Revision', /group=CODE:Name/],
    ['a repeated code', 'a=IA:One;b=IA:Two', /IA appears twice/],
    ['nothing', ' ; ', /names no department/],
  ])('stops the start for departments with %s', (_case, text, message) => {
    expect(() => parseDepartments(text)).toThrow(message);
  });

  it('stops the start for a model without a name', () => {
    expect(() => parseModels('=hint')).toThrow(/name=hint/);
  });
});
