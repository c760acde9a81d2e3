/**
 * New passwords: at least 12 characters, up to 1,024 (long passphrases are welcome), and not
 * one of the passwords attackers try first. Length already rules out most of the famous lists
 * (123456, password…), so the check targets what people type to reach 12: a common word or
 * keyboard run padded with digits or symbols, repeated, or a plain sequence.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

/** Words and keyboard runs at the top of leaked-password lists, lower-case. */
const COMMON_BASES = new Set([
  'password',
  'passw0rd',
  'p@ssword',
  'p@ssw0rd',
  'pass',
  'qwerty',
  'qwertyuiop',
  'qwertyuiopasdfghjkl',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  'zxcvbn',
  'qazwsx',
  'qazwsxedc',
  '1qaz2wsx',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'abc',
  'abcd',
  'abcdef',
  'abcdefgh',
  'iloveyou',
  'letmein',
  'welcome',
  'admin',
  'administrator',
  'login',
  'monkey',
  'dragon',
  'master',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'basketball',
  'soccer',
  'hockey',
  'superman',
  'batman',
  'starwars',
  'trustno1',
  'whatever',
  'shadow',
  'michael',
  'jennifer',
  'jordan',
  'hunter',
  'charlie',
  'freedom',
  'computer',
  'internet',
  'changeme',
  'secret',
  'default',
  'summer',
  'winter',
  'spring',
  'autumn',
  'january',
  'february',
  'october',
  'november',
  'december',
  'california',
  'losangeles',
  'wildfire',
  'wildfiredefense',
  'firedefense',
  'wildfire-demo',
  'demo',
  'test',
  'testing',
  'guest',
  'user',
  'access',
  'mustang',
  'ferrari',
  'cheese',
  'chocolate',
  'pokemon',
  'minecraft',
  'google',
  'facebook',
  'linkedin',
  'samsung',
  'apple',
  'iphone',
  'android',
  'myspace',
  'blink182',
  'loveme',
  'lovely',
  'babygirl',
  'angel',
  'family',
  'flower',
  'hello',
  'helloworld',
  'passwordpassword',
  'qwerty123',
  'abc123',
  'password123',
  'letmein123',
  'admin123',
]);

/** Digits, symbols and spaces people add to a word to make it long enough. */
const PADDING = /^[\d\s!@#$%^&*()_+\-=.?,~]*$/;

function isRun(s: string): boolean {
  if (s.length < 4) return false;
  const codes = [...s].map((c) => c.charCodeAt(0));
  const step = codes[1]! - codes[0]!;
  return Math.abs(step) <= 1 && codes.every((c, i) => i === 0 || c - codes[i - 1]! === step);
}

/** 1234567890123…, counting on from 9 to 0 as people do (and the same downwards). */
function isDigitRun(s: string): boolean {
  const digits = [...s].map(Number);
  const up = digits.every((d, i) => i === 0 || d === (digits[i - 1]! + 1) % 10);
  const down = digits.every((d, i) => i === 0 || d === (digits[i - 1]! + 9) % 10);
  return up || down;
}

function isRepeatOfShortUnit(s: string): boolean {
  for (let unit = 1; unit <= s.length / 2; unit++) {
    if (s.length % unit === 0 && s.slice(0, unit).repeat(s.length / unit) === s) return true;
  }
  return false;
}

/** True for passwords to refuse: common words padded, repeats, and sequences. */
export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  if (isRepeatOfShortUnit(p) || isRun(p)) return true;
  if (/^\d+$/.test(p) && (isDigitRun(p) || new Set(p).size <= 3)) return true;
  // A common base, possibly repeated or with a capital, padded with digits or symbols on either side.
  for (let start = 0; start < p.length; start++) {
    for (let end = p.length; end > start; end--) {
      const core = p.slice(start, end);
      if (!PADDING.test(p.slice(0, start)) || !PADDING.test(p.slice(end))) continue;
      if (COMMON_BASES.has(core)) return true;
      for (const base of COMMON_BASES) {
        if (core.length % base.length === 0 && base.repeat(core.length / base.length) === core)
          return true;
      }
    }
  }
  return false;
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the first that attackers try. Choose a longer phrase of your own.';
