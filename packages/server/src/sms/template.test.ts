import { describe, expect, it } from 'vitest';
import { classifyAnswer, providerCodeOf } from './http';
import { checkTemplate, fillTemplate } from './template';

describe('the SMS body template', () => {
  it('fills every placeholder with its value JSON-escaped, whatever the value holds', () => {
    const template =
      '{"to":"+52{{number}}","sms":{"text":"{{text}}","from":"{{ senderId }}"},"tags":["otp","{{number}}"]}';
    const text = 'Código "123456"\nback\\slash $& $1 </script> {{number}}';
    const body = fillTemplate(template, { number: '5512345678', text, senderId: 'A"B' });
    expect(JSON.parse(body)).toEqual({
      to: '+525512345678',
      // A placeholder inside a value is not filled again: the text stays as it came.
      sms: { text, from: 'A"B' },
      tags: ['otp', '5512345678'],
    });
    expect(body).toContain('\\"123456\\"\\nback\\\\slash $& $1');
  });

  it('answers the placeholders a good template uses', () => {
    expect([...checkTemplate('{"a":"{{number}}","b":"{{text}}"}')].sort()).toEqual([
      'number',
      'text',
    ]);
    expect(checkTemplate('{"{{number}}":"{{text}} {{senderId}}","n":1,"x":null}')).toEqual(
      new Set(['number', 'text', 'senderId']),
    );
  });
});

describe('a provider’s answer', () => {
  it('reads the error code of a JSON answer where providers put it', () => {
    expect(providerCodeOf('{"error":{"code":"invalid_number"}}')).toBe('invalid_number');
    expect(providerCodeOf('{"error":"quota"}')).toBe('quota');
    expect(providerCodeOf('{"code":"auth/quota-exceeded","error":true}')).toBe(
      'auth/quota-exceeded',
    );
    expect(providerCodeOf('{"errorCode":"THROTTLED"}')).toBe('THROTTLED');
    expect(providerCodeOf('{"code":0}')).toBeNull();
    expect(providerCodeOf('<html>')).toBeNull();
  });

  it('maps codes first, then statuses, never to a server error', () => {
    expect(classifyAnswer(200, null)).toBeUndefined();
    expect(classifyAnswer(202, 'queued')).toBeUndefined();
    expect(classifyAnswer(200, 'INVALID-PHONE-NUMBER')).toBe('SMS_NUMBER_INVALID');
    expect(classifyAnswer(503, 'auth/invalid-phone-number')).toBe('SMS_NUMBER_INVALID');
    expect(classifyAnswer(400, 'whatever')).toBe('SMS_NUMBER_INVALID');
    expect(classifyAnswer(429, null)).toBe('SMS_TOO_MANY_REQUESTS');
    expect(classifyAnswer(402, null)).toBe('SMS_QUOTA_EXCEEDED');
    expect(classifyAnswer(200, 'insufficient_funds')).toBe('SMS_QUOTA_EXCEEDED');
    for (const status of [301, 401, 404, 409, 500, 502, 504])
      expect(classifyAnswer(status, null)).toBe('SMS_UNAVAILABLE');
  });
});
