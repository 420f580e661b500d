#include "AlignedPair.h"

#include <algorithm>
#include <cstdint>

#include "EnglishGrammar.h"
#include "GermanGrammar.h"

namespace atlas::corpus {

namespace {

// Upper-cases the first letter: ASCII, or a Latin-1 letter such as ä (UTF-8 C3 A0–BE).
void capitalize(std::string& s) {
    if (s.empty()) return;
    if (s[0] >= 'a' && s[0] <= 'z') {
        s[0] = char(s[0] - 'a' + 'A');
    } else if (s.size() > 1 && uint8_t(s[0]) == 0xC3 && uint8_t(s[1]) >= 0xA0 &&
               uint8_t(s[1]) <= 0xBE && uint8_t(s[1]) != 0xB7) {
        s[1] = char(uint8_t(s[1]) - 0x20);
    }
}

std::string text(const Words& words) {
    std::string s;
    for (const Word& w : words) s += (s.empty() ? "" : " ") + w.text;
    capitalize(s);
    return s + ".";
}

}  // namespace

AlignedPair alignedPair(const Sentence& sentence) {
    const Words english = englishWords(sentence), german = germanWords(sentence);
    AlignedPair pair{text(english), text(german), {}, false};
    pair.alignment.reserve(german.size());
    for (const Word& g : german) {
        std::vector<int>& sources = pair.alignment.emplace_back();
        for (size_t e = 0; e < english.size(); ++e)
            if (std::find(g.sources.begin(), g.sources.end(), english[e].sources.front()) !=
                g.sources.end())
                sources.push_back(int(e));
    }
    return pair;
}

std::vector<std::string> splitWords(const std::string& text) {
    std::vector<std::string> words;
    size_t start = text.find_first_not_of(' ');
    while (start != std::string::npos) {
        const size_t end = text.find(' ', start);
        words.push_back(text.substr(start, end - start));
        start = text.find_first_not_of(' ', end);
    }
    return words;
}

}  // namespace atlas::corpus
