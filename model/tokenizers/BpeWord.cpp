#include "BpeWord.h"

#include <queue>

namespace atlas::hf {

namespace {

// word.rs struct Merge and its Ord: the heap's top is the lowest rank, then the lowest position.
struct Candidate {
    size_t pos;
    int rank, newId;
};
struct Later {
    bool operator()(const Candidate& x, const Candidate& y) const {
        return x.rank != y.rank ? x.rank > y.rank : x.pos > y.pos;
    }
};

}  // namespace

void BpeWord::add(int id, size_t byteLength) {
    const int n = int(symbols_.size());
    if (n > 0) symbols_.back().next = n;
    symbols_.push_back(Symbol{id, n - 1, -1, byteLength});
}

void BpeWord::mergeAll(const BpeMerges& merges, std::vector<Step>* steps) {
    std::vector<Candidate> storage;
    storage.reserve(symbols_.size() * 2);
    std::priority_queue<Candidate, std::vector<Candidate>, Later> queue(Later{},
                                                                        std::move(storage));
    for (size_t i = 0; i + 1 < symbols_.size(); ++i)
        if (const auto* m = merges.find(symbols_[i].id, symbols_[i + 1].id))
            queue.push(Candidate{i, m->rank, m->newId});
    while (!queue.empty()) {
        const Candidate top = queue.top();
        queue.pop();
        Symbol& current = symbols_[top.pos];
        if (current.length == 0 || current.next == -1) continue;
        const Symbol right = symbols_[size_t(current.next)];
        // An expired entry: the pair at this position is no longer the one that made it.
        const auto* now = merges.find(current.id, right.id);
        if (!now || now->newId != top.newId) continue;
        const Step step{current.id, right.id, top.rank, top.newId, {}};
        symbols_[size_t(current.next)].length = 0;
        current.id = top.newId;
        current.length += right.length;
        current.next = right.next;
        if (right.next >= 0) symbols_[size_t(right.next)].prev = int(top.pos);
        if (current.prev >= 0)
            if (const auto* m = merges.find(symbols_[size_t(current.prev)].id, current.id))
                queue.push(Candidate{size_t(current.prev), m->rank, m->newId});
        if (current.next >= 0)
            if (const auto* m = merges.find(current.id, symbols_[size_t(current.next)].id))
                queue.push(Candidate{top.pos, m->rank, m->newId});
        if (steps) steps->push_back(step), steps->back().after = ids();
    }
}

std::vector<int> BpeWord::ids() const {
    std::vector<int> out;
    out.reserve(symbols_.size());
    for (const Symbol& s : symbols_)
        if (s.length != 0) out.push_back(s.id);
    return out;
}

}  // namespace atlas::hf
