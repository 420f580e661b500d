#pragma once
// The Rotary page's model work, off the GUI thread: one layer's heads of one stack recorded in a
// teacher-forced pass (model/approx/HeadRecorder), and the rotated part of every query and key
// turned back to position 0, so that the page can rotate them to any position m and n. The
// recorder is handed to the pass, never put into the model: jobs may overlap.

#include <atomic>
#include <memory>
#include <vector>

#include "RotaryAngles.h"
#include "Snapshot.h"

namespace atlas {

class Model;

struct RotaryQuery {
    std::vector<int> sourceIds;     // Snapshot::source's ids (eos included)
    std::vector<int> decoderInput;  // Snapshot::decoderInput's ids
    views::Stack stack = views::Stack::EncoderSelf;
    int layer = 0;
};

// One head's rotated part before the rotation: row i of q is R(i)ᵀ applied to the query the
// kernel saw at position i (a sinusoidal model's q as it is: nothing was rotated).
struct RotaryHead {
    std::vector<std::vector<double>> q;  // (nq, r)
    std::vector<std::vector<double>> k;  // (nk, r)
};

struct RotaryFigures {
    views::Stack stack = views::Stack::EncoderSelf;
    int layer = 0;
    RotaryPlan plan;
    std::vector<double> theta;  // θ_i, i < r/2: the model's own
    double scale = 0;           // s of S = s·QKᵀ
    int dQK = 0;                // one head's query/key width
    std::vector<RotaryHead> heads;
    // A model with learned absolute positions (GPT-2, BERT): the cosine similarity of its
    // table's first rows, P[p]·P[q]/(|P[p]| |P[q]|), positions × positions. Empty otherwise.
    views::Grid positionCosines;
};

// How many of the learned table's rows RotaryFigures::positionCosines compares.
inline constexpr int kLearnedPositionsShown = 64;

class RotaryRunner {
public:
    explicit RotaryRunner(std::shared_ptr<const Model> model);
    ~RotaryRunner();

    RotaryFigures run(const RotaryQuery& query, const std::atomic<bool>& cancelled) const;

private:
    std::shared_ptr<const Model> model_;  // the one loaded model, shared and immutable
};

}  // namespace atlas
