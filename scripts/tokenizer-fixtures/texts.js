'use strict';
// The texts every fixture encodes, each with a short ASCII name (the test's row names it).
// Hostile on purpose: every script, emoji sequences, combining marks, zero-width and control
// characters, whitespace runs, very long words and numbers, empty text.

const longWord = 'Donaudampfschifffahrtsgesellschaftskapitän'.repeat(25).slice(0, 1000);
const longCjk = '注意力机制是变换器模型的核心'.repeat(22).slice(0, 300);

const common = [
  ['empty', ''],
  ['space', ' '],
  ['spaces', '     '],
  ['newline', '\n'],
  ['english', 'The quick brown fox jumps over the lazy dog.'],
  ['contractions', "I'll say it's what they'd've done, DON'T you THINK? We're sure."],
  ['leading-trailing', '  hello world  '],
  ['whitespace-runs', 'a  b   c    d\t\te\u00a0\u00a0f\u3000g'],
  ['tabs-newlines', 'line one\nline two\r\nline three\rend\t\ttabbed\n\n\n'],
  ['crlf-only', '\r\n\r\n'],
  ['latin-diacritics', 'Crème brûlée, Ångström, Łódź, Příliš žluťoučký kůň, İstanbul, ß ẞ'],
  ['combining', 'Cafe\u0301 nai\u0308ve e\u0301\u0300\u0302 a\u030a Z\u0351\u0362\u0335a\u0363'],
  ['greek', 'Η γρήγορη καφέ αλεπού. ΑΒΓ αβγ ς'],
  ['cyrillic', 'Съешь же ещё этих мягких французских булок. ЁЖИК'],
  ['arabic', 'مرحبا بالعالم، القراءة مفيدة! ١٢٣'],
  ['hebrew', 'שלום עולם, ספר על השולחן.'],
  ['devanagari', 'नमस्ते दुनिया, यह हिंदी में है। क्षत्रिय'],
  ['thai', 'สวัสดีชาวโลก ภาษาไทยไม่มีการเว้นวรรค'],
  ['chinese', '你好，世界！注意力机制是核心。鬱'],
  ['japanese', '東京は日本の首都です。カタカナ ｶﾀｶﾅ'],
  ['hangul', '안녕하세요 세계! 한국어 문장입니다. 똠방각하'],
  ['hangul-jamo', '\u1100\u1161\u11a8 \u1112\u1161\u11ab'],
  ['emoji', 'I love it 😀😂🙂 ✨🚀'],
  ['emoji-zwj', 'family 👨\u200d👩\u200d👧\u200d👦 and 🏳️\u200d🌈 and 🧑\u200d💻'],
  ['flags', '🇩🇪🇯🇵🇺🇸 🇫🇷'],
  ['skin-tones', '👍🏽 👋🏿 🤝🏻'],
  ['variation-selectors', '❤️ ❤ ☺️ #️⃣ 1️⃣'],
  ['zero-width', 'zero\u200bwidth\u200djoiner\u200cnon\ufeffbom \ufeffstart'],
  ['bom-start', '\ufeffhello'],
  ['controls', 'bell\u0007 esc\u001b[0m del\u007f nul\u0000 vt\u000b ff\u000c nel\u0085 ls\u2028 ps\u2029'],
  ['replacement-char', 'bad \ufffd byte'],
  ['private-use', 'pua \ue000\uf8ff \u{f0000}'],
  ['math', '∑ x² + √y ≤ ∞, ½ ①②, ﬁne ﬂow, Ⅻ, ℌ'],
  ['fullwidth', 'Ｆｕｌｌｗｉｄｔｈ ＡＢＣ １２３'],
  ['digits', '0 1 12 123 1234 12345 123456789012345678901234567890'],
  ['numbers', 'Pi is 3.14159265358979, price $1,299.99, 10:30, 2024-01-02, -42, 1e-5'],
  ['code', 'def f(x):\n    return x**2  # square\n\tif (a<=b && c!=d) { y = "s"; }'],
  ['punctuation', '!!! ??? ... --- ,,, ;;; (()) [[]] {{}} <<>> \'\' "" `` ~~ @@ ## $$ %% ^^ && **'],
  ['urls', 'https://huggingface.co/docs?q=token&x=1 user@example.com'],
  ['mixed-scripts', 'Hello мир 世界 عالم עולם दुनिया โลก 세계 κόσμε!'],
  ['long-word', longWord],
  ['long-cjk', longCjk],
  ['long-digits', '9'.repeat(300)],
  ['repeated-char', 'a'.repeat(200) + ' ' + '!'.repeat(50)],
];

// Texts with a fixture's added tokens inside words, at the edges and beside spaces, so that
// lstrip, rstrip, single_word and normalized all show.
function addedTokenTexts(tokens) {
  const texts = [];
  tokens.forEach((t, i) => {
    const c = t.content;
    texts.push([`added${i}-inside-word`, `hello${c}world`]);
    texts.push([`added${i}-spaced`, `say  ${c}  now`]);
    texts.push([`added${i}-edges`, `${c}start and end${c}`]);
    texts.push([`added${i}-twice`, `${c}${c} ${c.toUpperCase()}`]);
  });
  return texts;
}

module.exports = { common, addedTokenTexts };
