#include "SentenceSampler.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string_view>

namespace atlas::corpus {

namespace {

// How often each frame heads a clause: transitive clauses are the backbone; the dative frames
// are frequent enough that every dative form is seen thousands of times in a training split.
struct FrameWeight {
    Frame frame;
    double weight;
};
constexpr FrameWeight kFrameWeights[] = {
    {Frame::Transitive, 0.40}, {Frame::Ditransitive, 0.15}, {Frame::DativeObject, 0.12},
    {Frame::With, 0.11},       {Frame::To, 0.11},           {Frame::From, 0.11},
};

Frame randomFrame(Random& random) {
    double u = random.uniform();
    for (const FrameWeight& f : kFrameWeights) {
        if (u < f.weight) return f.frame;
        u -= f.weight;
    }
    return Frame::Transitive;
}

Kinds mask(const Usage& usage, Slot slot) {
    return slot == Slot::Subject  ? usage.subject
           : slot == Slot::Object ? usage.object
                                  : usage.other;
}

bool contains(const std::vector<const Noun*>& nouns, const Noun* noun) {
    return std::find(nouns.begin(), nouns.end(), noun) != nouns.end();
}

// The places a noun can fill, each with how often a clause has it: a frame's weight shared
// among its uses, for the clause that heads a sentence and for the "because" or "that" clause
// that follows it (a That clause heads only its own).
struct NounSlot {
    Kinds fits;
    double weight;
};

// The expected number of places noun i fills when each place draws among the nouns that fit it
// in proportion to their weights.
std::vector<double> expectedCounts(const std::vector<const Noun*>& nouns,
                                   const std::vector<NounSlot>& places,
                                   const std::vector<double>& weights) {
    std::vector<double> count(nouns.size());
    for (const NounSlot& place : places) {
        double total = 0;
        for (size_t i = 0; i < nouns.size(); ++i)
            if (nouns[i]->kind & place.fits) total += weights[i];
        for (size_t i = 0; i < nouns.size(); ++i)
            if (nouns[i]->kind & place.fits) count[i] += place.weight * weights[i] / total;
    }
    return count;
}

// Raises each noun that, drawn uniformly, would fill fewer places than the median noun to about
// the median. Nouns above it keep weight 1: lowering them could not make the places only
// animate nouns fill (every subject) rarer, and would starve them in the places they share.
std::vector<double> balancingWeights(const std::vector<const Noun*>& nouns,
                                     const std::vector<NounSlot>& places) {
    std::vector<double> weights(nouns.size(), 1.0);
    for (int step = 0; step < 4; ++step) {
        const std::vector<double> count = expectedCounts(nouns, places, weights);
        std::vector<double> sorted = count;
        std::nth_element(sorted.begin(), sorted.begin() + sorted.size() / 2, sorted.end());
        const double median = sorted[sorted.size() / 2];
        for (size_t i = 0; i < nouns.size(); ++i) weights[i] *= std::max(1.0, median / count[i]);
    }
    return weights;
}

bool holds(const Clause& clause, const Combination& combination) {
    if (!clause.verb) return false;
    if (combination.verb)
        return clause.verb == combination.verb && clause.subject.noun == combination.noun;
    for (const NounPhrase* np : {&clause.subject, &clause.object, &clause.other})
        if (np->noun == combination.noun && np->adjective == combination.adjective) return true;
    return false;
}

}  // namespace

bool holds(const Sentence& sentence, const Combination& combination) {
    return holds(sentence.main, combination) ||
           (sentence.conjunction != Conjunction::None && holds(sentence.sub, combination));
}

SentenceSampler::SentenceSampler(SamplerOptions options) : options_(options) {
    for (const Noun& noun : nouns())
        if (std::string_view(noun.english) != noun.englishPlural) nouns_.push_back(&noun);
    for (const Verb& verb : verbs())
        for (const Usage& usage : verb.uses)
            if (usage.subject) uses_[int(usage.frame)].push_back({&verb, &usage});
    std::vector<NounSlot> places;
    const auto addPlaces = [&](const std::vector<Use>& uses, double clauseWeight) {
        for (const Use& use : uses)
            for (Kinds fits : {use.usage->subject, use.usage->object, use.usage->other})
                if (fits) places.push_back({fits, clauseWeight / double(uses.size())});
    };
    for (const FrameWeight& f : kFrameWeights)
        addPlaces(uses_[int(f.frame)], f.weight * (1 + options_.subordinate / 2));
    addPlaces(uses_[int(Frame::That)], options_.subordinate / 2);
    weights_ = balancingWeights(nouns_, places);
}

NounPhrase SentenceSampler::nounPhrase(Random& random, Kinds fits,
                                       const std::vector<const Noun*>& avoid, const Fixed& fixed,
                                       Slot slot) const {
    NounPhrase np;
    if (fixed.slot == slot) {
        np.noun = fixed.noun;
    } else {
        const auto candidate = [&](size_t i) {
            return (nouns_[i]->kind & fits) && !contains(avoid, nouns_[i]);
        };
        double total = 0;
        for (size_t i = 0; i < nouns_.size(); ++i)
            if (candidate(i)) total += weights_[i];
        if (total == 0) throw std::logic_error("corpus: no noun fits a place");
        double u = random.uniform(0, total);
        for (size_t i = 0; i < nouns_.size() && u >= 0; ++i)
            if (candidate(i)) {
                np.noun = nouns_[i];  // the last candidate, should rounding leave u ≥ 0
                u -= weights_[i];
            }
    }
    if (fixed.slot == slot && fixed.adjective) {
        np.adjective = fixed.adjective;
    } else if (random.chance(options_.adjective)) {
        const auto rows = adjectives();
        do {
            np.adjective = &rows[random.index(rows.size())];
        } while (!(np.adjective->fits & np.noun->kind));
    }
    np.plural = random.chance(options_.plural);
    np.article = random.chance(options_.indefinite) ? Article::Indefinite : Article::Definite;
    return np;
}

Clause SentenceSampler::clause(Random& random, Use use, const Fixed& fixed) const {
    Clause c;
    c.verb = use.verb;
    c.frame = use.usage->frame;
    c.tense = random.chance(options_.past) ? Tense::Past : Tense::Present;
    c.negated = random.chance(options_.negated);
    // No noun twice in a clause ("the dog sees the dog"), the fixed one included.
    std::vector<const Noun*> taken;
    if (fixed.noun) taken.push_back(fixed.noun);
    c.subject = nounPhrase(random, use.usage->subject, taken, fixed, Slot::Subject);
    taken.push_back(c.subject.noun);
    if (use.usage->object) {
        c.object = nounPhrase(random, use.usage->object, taken, fixed, Slot::Object);
        taken.push_back(c.object.noun);
    }
    if (use.usage->other) c.other = nounPhrase(random, use.usage->other, taken, fixed, Slot::Other);
    // "Bekommt den Brief nicht von der Frau" would deny where the letter came from, not that
    // it came: a negated From clause has an indefinite object, negated by "kein".
    if (c.negated && c.frame == Frame::From) c.object.article = Article::Indefinite;
    // "The men read the book" is present or past; English says which only in the singular or
    // with "did not". Such a clause is always present, so that each English sentence has one
    // German translation.
    if (c.tense == Tense::Past && c.subject.plural && !c.negated &&
        std::string_view(c.verb->english) == c.verb->englishPast)
        c.tense = Tense::Present;
    return c;
}

Clause SentenceSampler::randomClause(Random& random, bool thatClause) const {
    const std::vector<Use>& uses = uses_[int(thatClause ? Frame::That : randomFrame(random))];
    return clause(random, uses[random.index(uses.size())], {});
}

// Makes a sentence of one clause that is not a That clause's head, or a That clause's head and
// its object: alone, as the object of "that", or with a "because" clause before or after it.
Sentence SentenceSampler::around(Random& random, const Clause& c) const {
    Sentence s;
    if (c.frame == Frame::That) {
        s = {c, Conjunction::That, randomClause(random, false)};
    } else {
        const double u = random.uniform();
        if (u < options_.subordinate / 2)
            s = {randomClause(random, true), Conjunction::That, c};
        else if (u < options_.subordinate && random.chance(0.5))
            s = {c, Conjunction::Because, randomClause(random, false)};
        else if (u < options_.subordinate)
            s = {randomClause(random, false), Conjunction::Because, c};
        else
            s = {c, Conjunction::None, {}};
    }
    return s;
}

Sentence SentenceSampler::draw(Random& random) const {
    return around(random, randomClause(random, false));
}

Sentence SentenceSampler::drawWith(Random& random, const Combination& combination) const {
    struct Position {
        Use use;
        Slot slot;
    };
    std::vector<Position> positions;
    for (const std::vector<Use>& uses : uses_)
        for (const Use& use : uses) {
            if (combination.verb && use.verb != combination.verb) continue;
            for (Slot slot : {Slot::Subject, Slot::Object, Slot::Other})
                if ((mask(*use.usage, slot) & combination.noun->kind) &&
                    (slot == Slot::Subject || !combination.verb))
                    positions.push_back({use, slot});
        }
    if (positions.empty() ||
        (combination.adjective && !(combination.adjective->fits & combination.noun->kind)))
        throw std::invalid_argument(std::string("no sentence can hold \"") +
                                    combination.noun->english + "\" that way");
    const Position& position = positions[random.index(positions.size())];
    return around(random, clause(random, position.use,
                                 {position.slot, combination.noun, combination.adjective}));
}

}  // namespace atlas::corpus
