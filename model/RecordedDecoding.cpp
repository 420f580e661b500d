#include "RecordedDecoding.h"

#include <algorithm>
#include <cstdlib>

namespace atlas {

std::vector<int> guessFromDraft(const std::vector<int>& input, const std::vector<int>& draft,
                                size_t most) {
    if (most == 0) return {};
    const auto distance = [&](size_t end) { return std::labs(long(end) - long(input.size())); };
    for (size_t n = std::min<size_t>(3, input.size()); n > 0; --n) {
        const auto tail = input.end() - long(n);
        size_t best = draft.size();  // where the match ends in the draft; none yet
        for (size_t end = n; end < draft.size(); ++end) {  // a match with an id after it
            if (std::equal(tail, input.end(), draft.begin() + long(end - n)) &&
                (best == draft.size() || distance(end) < distance(best)))
                best = end;
        }
        if (best < draft.size())
            return {draft.begin() + long(best),
                    draft.begin() + long(std::min(draft.size(), best + most))};
    }
    return {};
}

namespace {

// One decode() call over several positions: its logits and its rows of every head's maps.
struct FedRows {
    Matrix logits;
    LayerMaps self, cross;
};

// Row `row` of every head's map in `fed` into row `at` of the result's (rows × cols each).
// Columns past the result's are a rejected guess's keys, hidden from this row by the causal mask.
void keepRow(LayerMaps& all, const LayerMaps& fed, int row, int at, int rows, Eigen::Index cols) {
    all.resize(fed.size());
    for (size_t l = 0; l < fed.size(); ++l) {
        all[l].resize(fed[l].size());
        for (size_t h = 0; h < fed[l].size(); ++h) {
            if (all[l][h].size() == 0) all[l][h] = Matrix::Zero(rows, cols);  // causal zeros
            const Eigen::Index n = std::min(cols, fed[l][h].cols());
            all[l][h].row(at).head(n) = fed[l][h].row(row).head(n);
        }
    }
}

}  // namespace

RecordedDecoding recordedGreedyDecode(const Transformer& transformer, const Matrix& encoderOutput,
                                      const GreedyOptions& options, const std::vector<int>& draft) {
    const int limit = greedyLimit(transformer, int(encoderOutput.rows()), options);
    const std::vector<int> lookup = draft.empty() ? draft : transformer.decoderInput(draft);
    RecordedDecoding r;
    r.state = transformer.startDecoding(encoderOutput, limit + 1);
    std::vector<FedRows> passes;
    std::vector<std::pair<size_t, int>> rowOf;  // decoder position → (pass, row)
    // How many guesses a pass may carry: all the draft offers until one is wrong, then one more
    // than were right, doubling while they are. (A wrong row costs its products, about a tenth
    // of a pass at OPUS-MT size; a pass saved is a pass.)
    size_t most = size_t(limit);
    for (bool done = false; !done;) {
        std::vector<int> input = transformer.decoderInput(r.ids);  // its last id is not fed yet
        std::vector<int> feed{input.back()};
        for (int id : guessFromDraft(input, lookup, std::min(most, size_t(limit) - r.ids.size())))
            feed.push_back(id);
        FedRows& p = passes.emplace_back();
        p.logits = transformer.decode(r.state, feed, {&p.self, &p.cross}, options.pass);
        size_t kept = 0;  // rows of this pass that belong to the greedy decoding
        while (kept < feed.size()) {
            rowOf.emplace_back(passes.size() - 1, int(kept));
            const int row = int(kept++);
            if (int(r.ids.size()) == limit) {  // this row follows the last id: nothing more
                done = true;
                break;
            }
            const int next = nextToken(transformer, input, p.logits.row(row));
            if (options.stopAtEos && next == transformer.config().eos_id) {
                done = true;
                break;
            }
            r.ids.push_back(next);
            input.push_back(next);
            if (kept == feed.size() || feed[kept] != next) break;  // the next row guessed wrong
        }
        const size_t guesses = feed.size() - 1, right = kept - 1;
        if (kept < feed.size()) r.state.rewind(r.state.position - int(feed.size() - kept));
        if (guesses == 0)  // the draft lost its place: where it finds it again, trust it anew
            most = size_t(limit);
        else
            most = right < guesses ? right + 1 : std::min(2 * most, size_t(limit));
    }
    r.passes = int(passes.size());
    const int rows = int(rowOf.size());  // m + 1
    r.logits.resize(rows, transformer.config().targetVocab());
    for (int t = 0; t < rows; ++t) {
        const auto [pass, row] = rowOf[size_t(t)];
        r.logits.row(t) = passes[pass].logits.row(row);
        keepRow(r.self, passes[pass].self, row, t, rows, rows);
        keepRow(r.cross, passes[pass].cross, row, t, rows, encoderOutput.rows());
    }
    return r;
}

}  // namespace atlas
