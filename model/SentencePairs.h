#pragma once
// Synthetic English→German sentence pairs from a small grammar: the corpus the built-in
// default model's tokenizer is trained on, and later its training data.
//
// The grammar covers transitive present-tense clauses: a subject (determiner, optional
// adjective, noun; singular or plural) agreeing with its verb, an accusative object and
// optional negation ("does not" → "nicht", or "kein" in place of "ein"). German gender,
// case and adjective endings (weak after der/die/das, mixed after ein/kein, strong with no
// article) are exact for every sentence it produces.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace atlas {

struct SentencePair {
    std::string english;
    std::string german;
};

// The same count and seed give the same pairs on every machine.
std::vector<SentencePair> generateSentencePairs(size_t count, uint64_t seed);

}  // namespace atlas
