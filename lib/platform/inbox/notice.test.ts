import { noticeText } from './notice';

const MESSAGES = { saved: 'Saved.', deleted: 'Deleted.' };

describe('noticeText', () => {
  it('gives the message of a known notice', () => {
    expect(noticeText(MESSAGES, 'saved')).toBe('Saved.');
  });

  it.each([['__proto__'], ['toString'], ['constructor'], ['nope'], [undefined], [['saved']]])(
    'gives null for %p',
    (value) => {
      expect(noticeText(MESSAGES, value)).toBeNull();
    },
  );
});
