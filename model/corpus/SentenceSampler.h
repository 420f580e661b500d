#pragma once
// Random sentences from the full grammar of Lexicon, Sentence and the two spelling grammars:
// what a verb may be said of decides its subject and objects, so that "the girl reads a
// letter" occurs and "the door reads a girl" does not.

#include <vector>

#include "Random.h"
#include "Sentence.h"

namespace atlas::corpus {

struct SamplerOptions {
    double adjective = 0.35;   // a noun phrase has an adjective
    double plural = 0.3;       // a noun phrase is plural
    double indefinite = 0.35;  // "a" (singular) or no article (plural) rather than "the"
    double past = 0.4;         // a clause is in the past tense
    double negated = 0.25;     // a clause is negated
    double subordinate = 0.3;  // a sentence has a second clause: half "that", half "because"
};

// A pair of words a sentence is made to hold: a noun with an adjective, or a noun as the subject
// of a verb. Corpus holds some out of training and tests them.
struct Combination {
    const Noun* noun = nullptr;
    const Adjective* adjective = nullptr;  // set for an adjective–noun combination
    const Verb* verb = nullptr;            // set for a subject–verb combination
};

// True if a noun phrase of the sentence, or a clause's subject and verb, is the combination.
bool holds(const Sentence& sentence, const Combination& combination);

class SentenceSampler {
public:
    explicit SentenceSampler(SamplerOptions options = {});

    Sentence draw(Random& random) const;
    // A sentence in which the combination occurs, in a place its words fit: the noun in any
    // noun phrase that takes its kind (adjective–noun), or as the subject of one of the verb's
    // uses (subject–verb). Throws std::invalid_argument if it fits nowhere.
    Sentence drawWith(Random& random, const Combination& combination) const;
    // The nouns it draws from (KnownWords spells every form of these).
    const std::vector<const Noun*>& drawnNouns() const { return nouns_; }

private:
    struct Use {
        const Verb* verb;
        const Usage* usage;
    };
    // A noun fixed in one place of a clause, with its adjective if that is fixed too.
    struct Fixed {
        Slot slot = Slot::Clause;  // Clause: nothing is fixed
        const Noun* noun = nullptr;
        const Adjective* adjective = nullptr;
    };

    Clause clause(Random& random, Use use, const Fixed& fixed) const;
    Clause randomClause(Random& random, bool thatClause) const;
    Sentence around(Random& random, const Clause& clause) const;
    NounPhrase nounPhrase(Random& random, Kinds fits, const std::vector<const Noun*>& avoid,
                          const Fixed& fixed, Slot slot) const;

    SamplerOptions options_;
    std::vector<const Noun*> nouns_;  // every noun but those with one English form for both
    // How much likelier nouns_[i] is drawn than other nouns that fit a place, so that nouns
    // that fit few places (a field, a tent) are not five times rarer than most.
    std::vector<double> weights_;
    std::vector<Use> uses_[int(Frame::That) + 1];  // by frame
};

}  // namespace atlas::corpus
