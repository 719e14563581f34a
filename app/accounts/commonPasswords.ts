/**
 * The most common leaked passwords of 10 or more characters (from public breach-corpus top lists),
 * refused at sign-up. Small on purpose: it ships to the browser too, so the form can tell the
 * visitor before the request. Compared case-insensitively.
 */
const COMMON_PASSWORDS = new Set([
  '1234567890', '0123456789', '0987654321', '1111111111', '0000000000', '1234512345', '1234567891',
  '12345678910', '123456789a', '123456789q', '1q2w3e4r5t', '1q2w3e4r5t6y', '1qaz2wsx3edc', 'q1w2e3r4t5',
  'qwertyuiop', 'qwerty1234', 'qwerty12345', 'qwerty123456', 'asdfghjkl1', 'asdfghjkl;', 'zxcvbnm123',
  'a123456789', 'abcdefghij', 'abcd123456', 'abc1234567', 'aaaaaaaaaa', 'password12', 'password123',
  'password1234', 'password12345', 'password123!', 'password!1', 'passw0rd123', 'p@ssw0rd123',
  'passwordpassword', 'iloveyou12', 'iloveyou123', 'football123', 'baseball123', 'basketball',
  'letmein123', 'welcome123', 'welcome1234', 'administrator', 'admin12345', 'admin123456', 'monkey1234',
  'princess123', 'sunshine123', 'superman123', 'batman1234', 'michael123', 'charlie123', 'jennifer12',
  'computer123', 'starwars123', 'whatever123', 'dragon1234', 'trustno1234', 'freedom123', 'changeme123',
  'qazwsxedcrfv', 'mustang123', 'shadow1234', 'master1234', 'jordan2323', 'liverpool1', 'chocolate1',
  'butterfly1', 'pokemon123', 'minecraft1', 'minecraft123', 'samsung123', 'google1234', 'internet12',
  'blink182182', 'loveyou123', 'iloveyou1234', 'summer2024', 'summer2025', 'winter2024', 'spring2024',
  'autumn2024', 'qwer123456', 'asdf123456', 'zaq12wsxcde', 'zaq1zaq1zaq1', '1qazxsw23edc', '!qaz2wsx3edc',
  'q1w2e3r4t5y6', 'aa12345678', 'a1b2c3d4e5', 'abcdef1234', '11223344556', '1122334455', '9876543210',
  'hello12345', 'hello123456', 'secret1234', 'casino1234', 'aurelia123', 'aureliaresorts',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
