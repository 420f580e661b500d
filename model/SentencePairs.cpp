#include "SentencePairs.h"

#include "Random.h"
#include "corpus/AlignedPair.h"
#include "corpus/Lexicon.h"

namespace atlas {

namespace {

using namespace corpus;

// The first generator's random draws, replayed call for call on the legacy rows of the lexicon:
// any change to the order or number of draws changes the default model's tokenizer.

enum class Animacy { Any, Animate, Inanimate };

bool isAnimate(const Noun& noun) {
    return noun.kind & kind::Animate;
}

bool fits(const Noun& noun, Animacy animacy) {
    return animacy == Animacy::Any || isAnimate(noun) == (animacy == Animacy::Animate);
}

// The first generator knew two object classes: any noun, or inanimate nouns only.
Animacy objectAnimacy(const Verb& verb) {
    return verb.uses[0].object & kind::Animate ? Animacy::Any : Animacy::Inanimate;
}

template <typename T>
const T& pick(Random& random, std::span<const T> rows) {
    return rows[random.index(rows.size())];
}

NounPhrase drawNounPhrase(Random& random, Animacy animacy, const Noun* avoid) {
    const auto nounRows = nouns().first(kLegacyNouns);
    const auto adjectiveRows = adjectives().first(kLegacyAdjectives);
    NounPhrase np;
    do {
        np.noun = &pick(random, nounRows);
    } while (!fits(*np.noun, animacy) || np.noun == avoid);
    if (random.chance(0.4)) {
        do {
            np.adjective = &pick(random, adjectiveRows);
        } while (np.adjective->fits == kind::Animate && !isAnimate(*np.noun));
    }
    np.plural = random.chance(0.3);
    np.article = random.chance(0.35) ? Article::Indefinite : Article::Definite;
    return np;
}

Sentence drawSentence(Random& random) {
    Sentence sentence;
    Clause& clause = sentence.main;
    clause.subject = drawNounPhrase(random, Animacy::Animate, nullptr);
    clause.verb = &pick(random, verbs().first(kLegacyVerbs));
    clause.negated = random.chance(0.25);
    clause.object = drawNounPhrase(random, objectAnimacy(*clause.verb), clause.subject.noun);
    return sentence;
}

}  // namespace

std::vector<SentencePair> generateSentencePairs(size_t count, uint64_t seed) {
    Random random(seed);
    std::vector<SentencePair> pairs;
    pairs.reserve(count);
    for (size_t i = 0; i < count; ++i) {
        AlignedPair pair = alignedPair(drawSentence(random));
        pairs.push_back({std::move(pair.english), std::move(pair.german)});
    }
    return pairs;
}

}  // namespace atlas
